import type { ReactNode } from 'react';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button.tsx';
import { CartProvider } from '../../features/cart/components/cart-provider.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import type { AddToCartRenderProps } from '../../features/catalog/components/add-to-cart-slot.tsx';
import { AddToCartProvider } from '../../features/catalog/components/add-to-cart-slot.tsx';
import { CartCountContext } from '../cart-count-context.tsx';
import { useCurrentUser } from '../session/get-current-user.ts';
import { useGuestId } from '../session/get-guest-id.ts';
import { ProductDeliveryCheck } from './product-delivery-check.tsx';

/** The catalog's add-to-cart slot, filled with the cart's button (and the delivery check in the buy box). */
function renderAddToCart({ product, quantity, placement }: AddToCartRenderProps) {
  const button = <AddToCartButton product={product} quantity={quantity} placement={placement} />;
  if (placement !== 'buy-box') return button;
  return (
    <>
      {button}
      <ProductDeliveryCheck className="mt-1 border-t border-slate-100 pt-3" />
    </>
  );
}

function CartCountBridge({ children }: { children: ReactNode }) {
  const { itemCount } = useCart();
  return <CartCountContext value={itemCount}>{children}</CartCountContext>;
}

/**
 * SPEC §4 cart ownership: the signed-in user's id, else the guest id. Nothing is fetched while the session
 * is still loading (a guest cart would flash, then the user's), nor between a sign-out and the new guest id.
 */
export function useCartOwnerId(): number | string | null {
  const user = useCurrentUser();
  const guest = useGuestId();
  if (user.data) return user.data.id;
  if (user.data === undefined && user.isPending) return null;
  return guest.data?.guestId ?? null;
}

export function CartWiring({ onOpenCart, children }: { onOpenCart: () => void; children: ReactNode }) {
  const ownerId = useCartOwnerId();
  return (
    <CartProvider ownerId={ownerId} onOpenCart={onOpenCart}>
      <CartCountBridge>
        <AddToCartProvider render={renderAddToCart}>{children}</AddToCartProvider>
      </CartCountBridge>
    </CartProvider>
  );
}

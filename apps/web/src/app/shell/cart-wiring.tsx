import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button.tsx';
import { CartProvider } from '../../features/cart/components/cart-provider.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import type { AddToCartRenderProps } from '../../features/catalog/components/add-to-cart-slot.tsx';
import { AddToCartProvider } from '../../features/catalog/components/add-to-cart-slot.tsx';
import { UploadDefaultsProvider } from '../../features/prescriptions/components/upload-defaults.tsx';
import { UploadPrescriptionButton } from '../../features/prescriptions/components/upload-prescription-button.tsx';
import { CartCountContext } from '../cart-count-context.tsx';
import { useCurrentUser } from '../session/get-current-user.ts';
import { useGuestId } from '../session/get-guest-id.ts';
import { usePrescriptionUploadDefaults } from './prescription-upload-defaults.ts';
import { ProductDeliveryCheck } from './product-delivery-check.tsx';

/**
 * The catalog's add-to-cart slot, filled with the cart's button; in the buy box also the delivery check and,
 * for a prescription-only medicine, the prescription upload (issue 12).
 */
function renderAddToCart({ product, quantity, placement }: AddToCartRenderProps) {
  const button = <AddToCartButton product={product} quantity={quantity} placement={placement} />;
  if (placement !== 'buy-box') return button;
  return (
    <>
      {button}
      {product.prescriptionRequired ? <RxUploadButton /> : null}
      <ProductDeliveryCheck className="mt-1 border-t border-slate-100 pt-3" />
    </>
  );
}

function RxUploadButton() {
  const { t } = useTranslation('prescriptions');
  return <UploadPrescriptionButton variant="outline" className="h-12 w-full" label={t('buyBox.upload')} />;
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
        <AddToCartProvider render={renderAddToCart}>
          {/* The prescription upload form's prefill (name, mobile, address) comes from the session. */}
          <UploadDefaultsProvider useDefaults={usePrescriptionUploadDefaults}>{children}</UploadDefaultsProvider>
        </AddToCartProvider>
      </CartCountBridge>
    </CartProvider>
  );
}

import { Check, Loader2, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCart } from '../hooks/use-cart.ts';
import { CartQuantityStepper } from './cart-quantity-stepper.tsx';

export interface AddToCartButtonProps {
  product: { id: number; name: string; inStock: boolean; prescriptionRequired: boolean };
  /** How many to add (the product page's stepper); 1 on cards. */
  quantity: number;
  placement: 'card' | 'buy-box' | 'bar';
  /** The most one cart line of this product may hold (product page: min(max order quantity, stock)). */
  maxQuantity?: number;
  className?: string;
}

/**
 * Cards: a compact "Add" that turns into a stepper once the product is in the cart. Product page: "Add to
 * cart" with the chosen quantity, and what is already in the cart. Out-of-stock products cannot be added;
 * the line's max (order limit and stock) caps the stepper.
 */
export function AddToCartButton({ product, quantity, placement, maxQuantity, className }: AddToCartButtonProps) {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const item = cart.itemFor(product.id);
  // Until the cart's owner is known (session and guest id loading) there is nowhere to add to yet.
  const pending = cart.pendingProductIds.has(product.id) || cart.ownerId === null;
  const add = () =>
    void cart.add({
      productId: product.id,
      quantity,
      name: product.name,
      prescriptionRequired: product.prescriptionRequired,
    });

  /** Once the product is in the cart, cards and the sticky bar show the line's own stepper. */
  const lineStepper = (size: 'sm' | 'lg', stepperClass: string | undefined) =>
    item ? (
      <CartQuantityStepper
        size={size}
        className={stepperClass}
        value={item.quantity}
        max={Math.max(item.quantity, item.maxQuantity)}
        pending={pending}
        productName={product.name}
        onChange={(next) => void cart.setQuantity(item, next)}
        onRemove={() => void cart.remove(item)}
      />
    ) : null;

  if (placement === 'card') {
    // The card's link covers the whole card: keep the controls above it.
    if (item) return lineStepper('sm', cn('relative z-10', className));
    return (
      <Button
        size="sm"
        variant="secondary"
        className={cn('relative z-10 border border-brand-200 max-lg:h-11 max-lg:px-4', className)}
        disabled={!product.inStock || pending}
        onClick={add}
        // The name holds the visible words (WCAG 2.5.3): "Add X to cart", or "Out of stock X".
        aria-label={product.inStock ? t('add.addNamed', { name: product.name }) : undefined}
        data-testid="add-to-cart"
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        {product.inStock ? (
          t('add.add')
        ) : (
          <>
            {t('add.outOfStock')}
            <span className="sr-only"> {product.name}</span>
          </>
        )}
      </Button>
    );
  }

  if (placement === 'bar') {
    // The product page's sticky phone bar: thumb-sized (44 px) add, then the line's own stepper.
    if (item) return lineStepper('lg', className);
    return (
      <Button
        className={cn('h-11 px-5', className)}
        disabled={!product.inStock || pending}
        onClick={add}
        data-testid="sticky-add-to-cart"
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        {product.inStock ? t('add.addToCart') : t('add.outOfStock')}
      </Button>
    );
  }

  const inCart = item?.quantity ?? 0;
  const cap = maxQuantity ?? item?.maxQuantity;
  const full = cap !== undefined && inCart >= cap;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Button
        size="lg"
        className="w-full"
        disabled={!product.inStock || pending || full}
        onClick={add}
        data-testid="add-to-cart"
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        {!product.inStock ? t('add.outOfStock') : full ? t('add.maxInCart') : t('add.addToCart')}
      </Button>
      {inCart > 0 ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-emerald-800">
          <Check className="size-4" aria-hidden="true" />
          <span>{t('add.inCart', { count: inCart })}</span>
          <button
            type="button"
            onClick={cart.openCart}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {t('toasts.viewCart')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import { useTranslation } from 'react-i18next';
import { StickyBottomBar } from '../../../components/ui/sticky-bottom-bar.tsx';
import { AddToCartSlot } from './add-to-cart-slot.tsx';
import { PriceTag } from './price-tag.tsx';

/**
 * Phones: the price and the add-to-cart (then the cart line's stepper) stay at the bottom of the screen
 * while the visitor reads the leaflet, adding the quantity chosen in the buy box; from `lg` the buy box itself is a
 * sticky column.
 */
export function StickyBuyBar({ product, quantity }: { product: ProductSummary; quantity: number }) {
  const { t } = useTranslation('catalog');
  return (
    <StickyBottomBar role="region" aria-label={t('buyBox.stickyLabel')} data-testid="sticky-buy-bar">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-xs text-slate-600">{product.name}</p>
          <PriceTag price={product.price} discountedPrice={product.discountedPrice} />
        </div>
        <AddToCartSlot product={product} quantity={quantity} placement="bar" className="shrink-0" />
      </div>
    </StickyBottomBar>
  );
}

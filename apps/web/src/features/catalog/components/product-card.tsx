import type { ProductListItem } from '@aushadh/shared/catalog/schemas.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { HighlightedText } from '../../../components/ui/highlighted-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AddToCartSlot } from './add-to-cart-slot.tsx';
import { PriceTag } from './price-tag.tsx';
import { ProductImage } from './product-image.tsx';
import { RatingSummary } from './rating-summary.tsx';

export interface ProductCardProps {
  /** A listing's item: after a text search it says which parts of the name matched. */
  product: ProductListItem;
  /** The first cards of a page load their image eagerly with high priority. */
  priority?: boolean;
  /** Hide the add-to-cart slot (e.g. a substitute list that has its own). */
  hideAddToCart?: boolean;
}

/** A product in a grid: picture, name, maker, pack, price, Rx flag, rating and stock. */
export function ProductCard({ product, priority = false, hideAddToCart = false }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-3 transition-shadow hover:border-brand-200 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500 sm:p-4"
    >
      <div className="relative mb-3 flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-slate-50">
        <ProductImage
          imageUrl={product.imageUrl}
          alt={product.name}
          preset="small"
          priority={priority}
          className="size-full p-2 transition-transform group-hover:scale-[1.03]"
        />
        {/* The picture already carries the Rx mark (drawn by the server): say it once, in words, for readers. */}
        {product.prescriptionRequired ? (
          <span className="sr-only" data-testid="rx-flag">
            {t('product.rxRequired')}
          </span>
        ) : null}
      </div>
      {/* Names, makers and packs as printed (Latin): left to right, so Arabic cuts their end, not their start. */}
      <h3
        className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 [text-align:match-parent]"
        dir="ltr"
      >
        <Link to={`/products/${product.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
          {product.highlights ? <HighlightedText text={product.name} ranges={product.highlights.name} /> : product.name}
        </Link>
      </h3>
      <p className="mt-1 truncate text-xs text-slate-500 [text-align:match-parent]" dir="ltr">
        {product.manufacturer}
      </p>
      <p className="mt-0.5 text-xs text-slate-500 [text-align:match-parent]" dir="ltr">
        {product.packSize}
      </p>
      <div className="mt-2">
        <RatingSummary rating={product.rating} ratingCount={product.ratingCount} />
      </div>
      <div className="mt-auto pt-3">
        <PriceTag price={product.price} discountedPrice={product.discountedPrice} />
        <div className="mt-2 flex min-h-8 flex-wrap items-center justify-between gap-2">
          {!product.inStock ? <Badge variant="neutral">{t('product.outOfStock')}</Badge> : <span />}
          {hideAddToCart ? null : <AddToCartSlot product={product} quantity={1} placement="card" />}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 sm:p-4" aria-hidden="true">
      <Skeleton className="mb-3 aspect-square rounded-lg" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="mt-2 h-3 w-1/2" />
      <Skeleton className="mt-2 h-3 w-1/3" />
      <Skeleton className="mt-4 h-5 w-2/5" />
    </div>
  );
}

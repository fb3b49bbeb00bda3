import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import { cn } from '../../../lib/cn.ts';
import { useLive } from '../../../lib/use-hydrated.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

/**
 * Cards a row shows in the server's HTML (about what a desktop row shows; a phone swipes to the rest). The
 * others follow once the page is live: a product page carries up to 24 cards in its strips, and each is
 * HTML to send, style and hydrate before the page answers a tap.
 */
const CARDS_IN_HTML = 4;

const card = (product: ProductSummary) => (
  <li key={product.id} className="w-40 shrink-0 snap-start sm:w-48">
    <ProductCard product={product} />
  </li>
);

/** The rest of a row, rendered in the browser once the page is live (in slices: a transition). */
function LaterCards({ products }: { products: ProductSummary[] }) {
  return useLive() ? products.map(card) : null;
}

/** A horizontal, swipeable row of product cards (similar, bought together, previously browsed). */
export function ProductStrip({ products, className }: { products: ProductSummary[]; className?: string }) {
  return (
    <ul
      className={cn(
        'scrollbar-none -mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pt-1 pb-2 sm:gap-4',
        className,
      )}
    >
      {products.slice(0, CARDS_IN_HTML).map(card)}
      <LaterCards products={products.slice(CARDS_IN_HTML)} />
    </ul>
  );
}

export function ProductStripSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className="flex gap-3 overflow-hidden sm:gap-4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="w-40 shrink-0 sm:w-48">
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  );
}

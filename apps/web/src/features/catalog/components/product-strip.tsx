import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import { cn } from '../../../lib/cn.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

/** A horizontal, swipeable row of product cards (similar, bought together, previously browsed). */
export function ProductStrip({ products, className }: { products: ProductSummary[]; className?: string }) {
  return (
    <ul
      className={cn(
        'scrollbar-none -mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pt-1 pb-2 sm:gap-4',
        className,
      )}
    >
      {products.map((product) => (
        <li key={product.id} className="w-40 shrink-0 snap-start sm:w-48">
          <ProductCard product={product} />
        </li>
      ))}
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

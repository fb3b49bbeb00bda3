import type { ProductListItem } from '@aushadh/shared/catalog/schemas.ts';
import { IMAGE_PREFETCH } from '@aushadh/shared/constants.ts';
import { cn } from '../../../lib/cn.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

export function ProductGrid({ products, className }: { products: ProductListItem[]; className?: string }) {
  return (
    <ul className={cn(gridClass, className)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < IMAGE_PREFETCH.highPriorityCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 10, className }: { count?: number; className?: string }) {
  return (
    <div className={cn(gridClass, className)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

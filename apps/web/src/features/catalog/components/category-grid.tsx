import type { Category } from '@aushadh/shared/catalog/schemas.ts';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../hooks/use-category-name.ts';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format-number.ts';

const gridClass = 'grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6';

/** "Shop By Category" tiles: picture, name and product count, each linking to the category's page. */
export function CategoryGrid({ categories, className }: { categories: Category[]; className?: string }) {
  const { t } = useTranslation('catalog');
  const categoryName = useCategoryName();
  return (
    <ul className={className ?? gridClass}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={category.link}
            className="group flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:p-4"
          >
            <span className="flex size-16 items-center justify-center overflow-hidden rounded-full bg-brand-50 sm:size-20">
              <img
                src={category.imageUrl}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform group-hover:scale-105"
              />
            </span>
            <span className="line-clamp-2 max-w-full text-xs leading-snug font-semibold [overflow-wrap:anywhere] text-slate-900 sm:text-sm">
              {categoryName(category)}
            </span>
            <span className="text-[11px] text-slate-500 sm:text-xs">
              {t('categories.productCount', {
                count: category.productCount,
                formattedCount: formatCount(category.productCount),
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={gridClass} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 sm:p-4">
          <Skeleton className="size-16 rounded-full sm:size-20" />
          <Skeleton className="h-3.5 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

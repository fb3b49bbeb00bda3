import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useRecentlyViewed } from '../api/get-recently-viewed.ts';
import { ProductStrip } from './product-strip.tsx';
import { SectionHeading } from './section-heading.tsx';

export interface RecentlyViewedSectionProps {
  /** The product on screen, left out of its own page's strip. */
  excludeId?: number;
  className?: string;
}

/**
 * "Previously browsed": the visitor's last opened products, newest first. It is a convenience, so it stays
 * out of the way: nothing while loading, nothing on an error or when the list is empty.
 */
export function RecentlyViewedSection({ excludeId, className }: RecentlyViewedSectionProps) {
  const { t } = useTranslation('catalog');
  const recent = useRecentlyViewed();
  const products = (recent.data ?? []).filter((p) => p.id !== excludeId);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className={cn('mx-auto max-w-7xl px-4 pt-10 lg:px-6', className)}>
      <SectionHeading
        id="recently-viewed"
        title={t('recentlyViewed.title')}
        subtitle={t('recentlyViewed.subtitle')}
        action={<History className="size-5 shrink-0 text-slate-400" aria-hidden="true" />}
      />
      <ProductStrip products={products} />
    </section>
  );
}

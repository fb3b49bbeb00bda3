import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useCategories } from '../api/get-categories.ts';
import { CategoryGrid, CategoryGridSkeleton } from './category-grid.tsx';
import { QueryErrorState } from './query-error-state.tsx';
import { SectionHeading } from './section-heading.tsx';

export function ShopByCategorySection() {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 pt-10 lg:px-6">
      <SectionHeading id="shop-by-category" title={t('categories.title')} subtitle={t('categories.subtitle')} />
      {categories.isPending ? (
        <CategoryGridSkeleton />
      ) : categories.isError ? (
        <QueryErrorState
          title={t('categories.errorTitle')}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : categories.data.length === 0 ? (
        <StateMessage icon={<LayoutGrid />} title={t('categories.empty')} />
      ) : (
        <CategoryGrid categories={categories.data} />
      )}
    </section>
  );
}

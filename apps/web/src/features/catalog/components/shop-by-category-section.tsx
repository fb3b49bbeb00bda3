import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useCategories } from '../api/get-categories.ts';
import { CategoryGrid, CategoryGridSkeleton } from './category-grid.tsx';
import { HomeCategoryStrip } from './home-category-strip.tsx';
import { SectionHeading } from './section-heading.tsx';

export function ShopByCategorySection() {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 pt-10 lg:px-6">
      <SectionHeading id="shop-by-category" title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <QueryState
        query={categories}
        loading={<CategoryGridSkeleton />}
        errorTitle={t('categories.errorTitle')}
        isEmpty={(list) => list.length === 0}
        empty={<StateMessage icon={<LayoutGrid />} title={t('categories.empty')} />}
      >
        {(list) => (
          <>
            {/* A computer sees every category; a phone pages through them, four at a time (SPEC §2). */}
            <div className="hidden md:block">
              <CategoryGrid categories={list} />
            </div>
            <HomeCategoryStrip categories={list} />
          </>
        )}
      </QueryState>
    </section>
  );
}

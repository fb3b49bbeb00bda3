import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useCategories } from '../api/get-categories.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CategoryGrid, CategoryGridSkeleton } from '../components/category-grid.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/** /categories: every category as a tile. */
export default function CategoriesPage() {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
  useMetaDescription(t('categories.allMeta'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <title>{`${t('categories.allTitle')} | ${t('brand.name')}`}</title>
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: t('categories.allTitle') }]} />
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('categories.allTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('categories.subtitle')}</p>
      </header>
      <QueryState
        query={categories}
        loading={<CategoryGridSkeleton />}
        errorTitle={t('categories.errorTitle')}
        isEmpty={(list) => list.length === 0}
        empty={<StateMessage icon={<LayoutGrid />} title={t('categories.empty')} />}
      >
        {(list) => <CategoryGrid categories={list} />}
      </QueryState>
    </div>
  );
}

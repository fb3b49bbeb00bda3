import { idParamSchema } from '@aushadh/shared/catalog/schemas.ts';
import { FolderSearch, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProducts } from '../api/get-products.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { PaginationNav } from '../components/pagination-nav.tsx';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';
import { QueryErrorState } from '../components/query-error-state.tsx';

const PAGE_SIZE = 24;

function parsePage(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /products/category/:categoryId?page=N */
export default function CategoryPage() {
  const { t } = useTranslation('catalog');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const parsedId = idParamSchema.safeParse(params.categoryId ?? '');
  const categoryId = parsedId.success ? parsedId.data : null;
  const page = parsePage(searchParams.get('page'));

  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === categoryId);
  const unknownCategory = categoryId === null || (categories.isSuccess && !category);
  const products = useProducts(
    { categoryId: categoryId ?? undefined, page, pageSize: PAGE_SIZE },
    { enabled: !unknownCategory },
  );

  if (unknownCategory) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <title>{`${t('category.notFoundTitle')} | ${t('brand.name')}`}</title>
        <StateMessage
          icon={<FolderSearch />}
          title={t('category.notFoundTitle')}
          description={t('category.notFoundDescription')}
          action={
            <>
              <Button asChild>
                <Link to="/">{t('category.backHome')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/products">{t('category.allProducts')}</Link>
              </Button>
            </>
          }
        />
      </div>
    );
  }

  const pageCount = products.data ? Math.max(1, Math.ceil(products.data.total / products.data.pageSize)) : 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      {category ? <title>{`${category.name} | ${t('brand.name')}`}</title> : null}
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: category?.name ?? '…' }]} />
      <header className="mb-6 flex flex-col gap-1 border-b border-slate-200 pb-5">
        {category ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{category.name}</h1>
            {category.description ? <p className="max-w-3xl text-slate-600">{category.description}</p> : null}
          </>
        ) : categories.isError ? (
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('category.fallbackTitle')}
          </h1>
        ) : (
          <>
            <Skeleton className="h-8 w-64" />
            <Skeleton className="mt-2 h-4 w-96 max-w-full" />
          </>
        )}
        {products.data ? (
          <p className="mt-1 text-sm text-slate-500" aria-live="polite">
            {t('category.productTotal', {
              count: products.data.total,
              formattedCount: formatCount(products.data.total),
            })}
          </p>
        ) : null}
      </header>

      {products.isPending ? (
        <ProductGridSkeleton count={PAGE_SIZE / 2} />
      ) : products.isError ? (
        <QueryErrorState onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : products.data.items.length === 0 ? (
        <StateMessage
          icon={<PackageSearch />}
          title={page > 1 ? t('category.pageEmpty') : t('category.empty')}
          action={
            page > 1 ? (
              <Button asChild variant="outline">
                <Link to="?page=1">{t('pagination.first')}</Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div
          className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={products.isPlaceholderData}
        >
          <ProductGrid products={products.data.items} />
          <PaginationNav page={page} pageCount={pageCount} hrefFor={(target) => `?page=${target}`} />
        </div>
      )}
    </div>
  );
}

import { parseIdParam } from '@aushadh/shared/catalog/catalog-constants.ts';
import { FolderSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../hooks/use-category-name.ts';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useCategories } from '../api/get-categories.ts';
import { ProductListing } from '../components/product-listing.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/** /products/category/:categoryId with the listing's filters, sort and page in the URL. */
export default function CategoryPage() {
  const { t } = useTranslation('catalog');
  const categoryName = useCategoryName();
  const params = useParams();
  const categoryId = parseIdParam(params.categoryId);

  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === categoryId);
  const unknownCategory = categoryId === null || (categories.isSuccess && !category);
  useMetaDescription(category?.description);

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
                <Link to="/categories">{t('categories.viewAll')}</Link>
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

  const title = category ? (
    categoryName(category)
  ) : categories.isError ? (
    t('category.fallbackTitle')
  ) : (
    <Skeleton className="h-8 w-64" />
  );

  return (
    <>
      {category ? <title>{`${categoryName(category)} | ${t('brand.name')}`}</title> : null}
      <ProductListing
        key={categoryId}
        title={title}
        description={category?.description}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('categories.allTitle'), to: '/categories' },
          { label: category?.name ?? '…' },
        ]}
        fixed={{ categoryId }}
      />
    </>
  );
}

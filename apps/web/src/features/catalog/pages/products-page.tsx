import { useTranslation } from 'react-i18next';
import { ProductListing } from '../components/product-listing.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/** /products: every product, filtered and sorted through the URL. */
export default function ProductsPage() {
  const { t } = useTranslation('catalog');
  useMetaDescription(t('listing.allMeta'));
  return (
    <>
      <title>{`${t('listing.allTitle')} | ${t('brand.name')}`}</title>
      <ProductListing
        title={t('listing.allTitle')}
        description={t('listing.allSubtitle')}
        breadcrumbs={[{ label: t('breadcrumbs.home'), to: '/' }, { label: t('listing.allTitle') }]}
      />
    </>
  );
}

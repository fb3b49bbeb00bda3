import { useTranslation } from 'react-i18next';
import { ProductListing } from '../components/product-listing.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/** /products/featured */
export default function FeaturedProductsPage() {
  const { t } = useTranslation('catalog');
  useMetaDescription(t('featured.subtitle'));
  return (
    <>
      <title>{`${t('featured.title')} | ${t('brand.name')}`}</title>
      <ProductListing
        title={t('featured.title')}
        description={t('featured.subtitle')}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('listing.allTitle'), to: '/products' },
          { label: t('featured.title') },
        ]}
        fixed={{ featured: true }}
      />
    </>
  );
}

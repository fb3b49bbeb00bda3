import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProductListing } from '../components/product-listing.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/** /search?q=: the full results of a search, with the listing's filters and sorts. */
export default function SearchResultsPage() {
  const { t } = useTranslation('catalog');
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const title = query ? t('listing.searchTitle', { query }) : t('listing.allTitle');
  useMetaDescription(query ? t('listing.searchMeta', { query }) : t('listing.allMeta'));
  return (
    <>
      <title>{`${title} | ${t('brand.name')}`}</title>
      <ProductListing
        title={title}
        breadcrumbs={[{ label: t('breadcrumbs.home'), to: '/' }, { label: t('listing.searchCrumb') }]}
      />
    </>
  );
}

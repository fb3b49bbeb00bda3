import { featuredBrandOf } from '@aushadh/shared/offers/schemas.ts';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { useBrand } from '../api/get-value-pages.ts';
import { OfferCard } from '../components/offer-card.tsx';
import type { RenderProducts } from '../components/product-slot.ts';

/** /brands/{slug}: a featured brand's best sellers and the offers on it (issue 18). */
export default function BrandPage({ renderProducts }: { renderProducts: RenderProducts }) {
  const { t } = useTranslation('offers');
  const slug = useParams().slug ?? '';
  const known = featuredBrandOf(slug);
  const brand = useBrand(slug);
  useMetaDescription(known ? t('brand.meta', { name: known.name }) : null);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      {known ? <title>{`${t('brand.title', { name: known.name })} | Aushadh`}</title> : null}
      <QueryState query={brand} loading={<Skeleton className="h-96 rounded-xl" />} errorTitle={t('brand.error')}>
        {(page) => (
          <>
            <header className="rounded-2xl border border-slate-200 bg-white p-6">
              <p className="text-sm font-medium text-brand-700">
                <Link to="/value-store" className="hover:underline">
                  {t('brands.title')}
                </Link>
              </p>
              <h1 className="mt-1 flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                <Store className="size-7 text-brand-700" aria-hidden="true" />
                {t('brand.title', { name: page.name })}
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                {page.manufacturer} · {t('brands.products', { count: page.productCount })}
              </p>
            </header>
            {page.offers.length > 0 ? (
              <section className="mt-6" aria-labelledby="brand-offers">
                <h2 id="brand-offers" className="mb-3 text-xl font-bold text-slate-900">
                  {t('brand.offers', { name: page.name })}
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {page.offers.map((offer) => (
                    <li key={offer.id}>
                      <OfferCard offer={offer} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="mt-6" aria-labelledby="brand-products">
              <h2 id="brand-products" className="mb-3 text-xl font-bold text-slate-900">
                {t('brand.bestSellers')}
              </h2>
              {page.items.length > 0 ? (
                renderProducts(page.items)
              ) : (
                <StateMessage icon={<Store />} title={t('brand.empty')} />
              )}
              <p className="mt-4">
                <Link
                  to={`/products?manufacturer=${encodeURIComponent(page.manufacturer)}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                >
                  {t('brand.all', { name: page.name })}
                </Link>
              </p>
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

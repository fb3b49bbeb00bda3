import type { GenericSaving } from '@aushadh/shared/offers/schemas.ts';
import { ArrowRight, PackageOpen, PiggyBank, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { offerMoney } from '../components/offer-terms.ts';

/** A band's line as shoppers read it: "Under ₹99", not "₹99.00". */
const wholeRupees = offerMoney;
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { useFeaturedBrands, useValueStore } from '../api/get-value-pages.ts';
import { ComboPackCard } from '../components/combo-pack-card.tsx';
import type { ComboCart, RenderProducts } from '../components/product-slot.ts';

/**
 * /value-store (issue 18): everything under ₹99, ₹199 and ₹499 (in stock), combo packs at a kit price, the
 * generics that save the most against the leading brand of the same salt and strength, and the featured brands.
 */
export default function ValueStorePage({
  renderProducts,
  comboCart,
}: {
  renderProducts: RenderProducts;
  comboCart: ComboCart;
}) {
  const { t } = useTranslation('offers');
  const store = useValueStore();
  useMetaDescription(t('value.meta'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <title>{`${t('value.title')} | Aushadh`}</title>
      <header className="rounded-2xl bg-gradient-to-r from-emerald-700 to-emerald-600 p-6 text-white">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <Tags className="size-7" aria-hidden="true" />
          {t('value.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-emerald-50">{t('value.subtitle')}</p>
      </header>
      <QueryState query={store} loading={<Skeleton className="mt-6 h-96 rounded-xl" />} errorTitle={t('value.error')}>
        {(value) => (
          <>
            <nav aria-label={t('value.bandsLabel')} className="mt-5 flex flex-wrap gap-2">
              {value.bands.map((band) => (
                <a
                  key={band.underPaise}
                  href={`#under-${band.underPaise}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-emerald-300 bg-white px-4 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {t('value.under', { amount: wholeRupees(band.underPaise) })}
                </a>
              ))}
              <a
                href="#combos"
                className="inline-flex min-h-11 items-center rounded-full border border-emerald-300 bg-white px-4 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                {t('combos.title')}
              </a>
              <a
                href="#generics"
                className="inline-flex min-h-11 items-center rounded-full border border-emerald-300 bg-white px-4 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                {t('value.genericsTitle')}
              </a>
            </nav>
            {value.bands.map((band) => (
              <section key={band.underPaise} id={`under-${band.underPaise}`} className="mt-8 scroll-mt-32">
                <h2 className="mb-3 text-xl font-bold text-slate-900">
                  {t('value.under', { amount: wholeRupees(band.underPaise) })}
                </h2>
                {band.items.length > 0 ? (
                  renderProducts(band.items)
                ) : (
                  <StateMessage icon={<Tags />} title={t('value.bandEmpty')} />
                )}
              </section>
            ))}
            <section id="combos" className="mt-10 scroll-mt-32" aria-labelledby="combos-title">
              <h2 id="combos-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <PackageOpen className="size-6 text-emerald-700" aria-hidden="true" />
                {t('combos.title')}
              </h2>
              <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-600">{t('combos.intro')}</p>
              {value.combos.length > 0 ? (
                <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {value.combos.map((pack) => (
                    <ComboPackCard key={pack.slug} pack={pack} cart={comboCart} />
                  ))}
                </ul>
              ) : (
                <StateMessage icon={<PackageOpen />} title={t('combos.empty')} />
              )}
            </section>
            <section id="generics" className="mt-10 scroll-mt-32">
              <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <PiggyBank className="size-6 text-emerald-700" aria-hidden="true" />
                {t('value.genericsTitle')}
              </h2>
              <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-600">{t('value.genericsIntro')}</p>
              {value.generics.length > 0 ? (
                <ul className="grid gap-4 md:grid-cols-2">
                  {value.generics.map((pair) => (
                    <GenericPair key={`${pair.leader.id}-${pair.generic.id}`} pair={pair} />
                  ))}
                </ul>
              ) : (
                <StateMessage icon={<PiggyBank />} title={t('value.genericsEmpty')} />
              )}
            </section>
            <FeaturedBrandsList />
          </>
        )}
      </QueryState>
    </div>
  );
}

function GenericPair({ pair }: { pair: GenericSaving }) {
  const { t } = useTranslation('offers');
  const side = (label: string, product: GenericSaving['leader'], accent: string) => (
    <div className="min-w-0 flex-1">
      <p className={`text-xs font-semibold uppercase ${accent}`}>{label}</p>
      <Link
        to={`/products/${product.id}`}
        className="line-clamp-2 min-h-11 font-semibold text-slate-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {product.name}
      </Link>
      <p className="truncate text-xs text-slate-500">
        {product.manufacturer} · {product.packSize}
      </p>
      <p className="mt-1 font-bold text-slate-900 tabular-nums">{formatMoney(product.discountedPrice)}</p>
    </div>
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="generic-pair">
      <p className="mb-3 text-sm text-slate-700">
        <span className="font-semibold">{pair.saltComposition}</span>
        <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
          {t('value.save', { percent: pair.savingPercent })}
        </span>
      </p>
      <div className="flex items-start gap-3">
        {side(t('value.leader'), pair.leader, 'text-slate-500')}
        <ArrowRight className="mt-6 size-5 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden="true" />
        {side(t('value.generic'), pair.generic, 'text-emerald-700')}
      </div>
    </li>
  );
}

/** Featured brands, each to its own page. */
export function FeaturedBrandsList() {
  const { t } = useTranslation('offers');
  const brands = useFeaturedBrands();
  return (
    <section className="mt-10" aria-labelledby="featured-brands">
      <h2 id="featured-brands" className="mb-3 text-xl font-bold text-slate-900">
        {t('brands.title')}
      </h2>
      <QueryState query={brands} loading={<Skeleton className="h-24 rounded-xl" />} errorTitle={t('brands.error')}>
        {(list) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {list.brands.map((brand) => (
              <li key={brand.slug}>
                <Link
                  to={`/brands/${brand.slug}`}
                  className="flex min-h-20 flex-col justify-center rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-400 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  <span className="font-bold text-slate-900">{brand.name}</span>
                  <span className="text-xs text-slate-500">{t('brands.products', { count: brand.productCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

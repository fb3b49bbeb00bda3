import { parseIdParam } from '@aushadh/shared/catalog/catalog-constants.ts';
import type { ProductDetail, RelatedProducts } from '@aushadh/shared/catalog/schemas.ts';
import { Eye, FileText, PackageX, ShoppingBag, TrendingDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { useProduct } from '../api/get-product.ts';
import { leafletSections, useProductLeaflet } from '../api/get-product-leaflet.ts';
import { useRelatedProducts } from '../api/get-related-products.ts';
import { useCategoryName } from '../hooks/use-category-name.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { BuyBox } from '../components/buy-box.tsx';
import { DetailSection } from '../components/detail-section.tsx';
import { ProductFactBox } from '../components/product-fact-box.tsx';
import { ProductFaq } from '../components/product-faq.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { ProductStrip, ProductStripSkeleton } from '../components/product-strip.tsx';
import { RatingSummary } from '../components/rating-summary.tsx';
import { RecentlyViewedSection } from '../components/recently-viewed-section.tsx';
import { SafetyAdviceGrid } from '../components/safety-advice-grid.tsx';
import { StickyBuyBar } from '../components/sticky-buy-bar.tsx';
import { SubstitutesSection } from '../components/substitutes-section.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/**
 * /products/:id — a medicine gets every medicine-detail section of SPEC §2 with substitutes high up; a wellness
 * product or a device (no salt, no dose) gets its ingredients or specifications, how to use and warnings.
 * A sticky buy box either way.
 */
const ENGLISH_TEXT = { lang: 'en', dir: 'ltr' } as const;

export default function ProductPage() {
  const { t, i18n } = useTranslation('catalog');
  const params = useParams();
  const productId = parseIdParam(params.id);
  const query = useProduct(productId);
  const language = i18n.resolvedLanguage;
  const leaflet = useProductLeaflet(query.isSuccess ? productId : null, language);
  const related = useRelatedProducts(query.isSuccess ? productId : null);
  const categoryName = useCategoryName();
  const product = query.data;
  useMetaDescription(product ? metaDescription(product) : null);
  // One chosen quantity for the buy box and the phone's sticky bar, so either adds what the visitor chose.
  const [quantity, setQuantity] = useState(1);

  if (productId === null || isApiError(query.error, 404)) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <title>{`${t('detail.notFoundTitle')} | ${t('brand.name')}`}</title>
        <StateMessage
          icon={<PackageX />}
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundDescription')}
          action={
            <>
              <Button asChild>
                <Link to="/products">{t('category.allProducts')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/">{t('category.backHome')}</Link>
              </Button>
            </>
          }
        />
      </div>
    );
  }

  if (!product) {
    return query.isError ? (
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <QueryFallback query={query} />
      </div>
    ) : (
      <ProductPageSkeleton />
    );
  }

  const isMedicine = product.kind === 'medicine';
  // The medicine leaflet in the reader's language where translated (issue 20), else the English monograph.
  const sections = leafletSections(product, leaflet.data?.leaflet);
  // The monograph's texts are English data: marked so, Arabic lays them out left to right (the full stop at the
  // end, not the start) and a screen reader reads them as English. The leaflet is the page's language when found.
  const leafletText = leaflet.data?.leaflet ? {} : ENGLISH_TEXT;
  const bestSaving = isMedicine
    ? (related.data?.substitutes.reduce((best, s) => Math.max(best, s.savingsPercent), 0) ?? 0)
    : 0;
  const jumpLinks = [
    { id: 'substitutes', label: t('jump.substitutes'), show: isMedicine },
    { id: 'specifications', label: t('jump.specifications'), show: !isMedicine && product.specifications.length > 0 },
    { id: 'primary-use', label: t('jump.uses') },
    { id: 'how-to-use', label: t('jump.howToUse') },
    { id: 'side-effects', label: t('jump.sideEffects'), show: isMedicine && product.sideEffects.length > 0 },
    { id: 'safety-advice', label: t('jump.safety'), show: isMedicine },
    { id: 'warnings', label: t('jump.warnings'), show: !isMedicine && product.warnings.length > 0 },
    { id: 'faq', label: t('jump.faq'), show: product.faq.length > 0 },
  ].filter((link) => link.show !== false);

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
        <title>{`${t('detail.metaTitle', { name: product.name, salt: product.saltComposition })} | ${t('brand.name')}`}</title>
        <Breadcrumbs
          items={[
            { label: t('breadcrumbs.home'), to: '/' },
            {
              label: categoryName({ slug: product.categorySlug, name: product.categoryName }),
              to: `/products/category/${product.categoryId}`,
            },
            { label: product.name },
          ]}
        />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
          {/* 1. Picture and identity */}
          <div className="grid gap-5 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:col-start-1">
            <div className="flex items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
              <ProductImage
                imageUrl={product.imageUrl}
                alt={product.name}
                preset="medium"
                priority
                className="aspect-square w-full max-w-44 sm:max-w-64"
              />
            </div>
            <div className="min-w-0">
              <div className="mb-2 flex flex-wrap gap-2">
                {product.prescriptionRequired ? (
                  <Badge variant="danger">
                    <FileText aria-hidden="true" />
                    {t('product.rxRequired')}
                  </Badge>
                ) : null}
                <Badge variant="brand">{product.medicineType}</Badge>
                {product.schedule !== 'OTC' ? (
                  <Badge variant="neutral">{t(`schedule.${product.schedule}`)}</Badge>
                ) : null}
              </div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
              <p className="mt-1 text-sm text-slate-600">
                {t('detail.by')}{' '}
                <Link
                  to={`/products?manufacturer=${encodeURIComponent(product.manufacturer)}`}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {product.manufacturer}
                </Link>
              </p>
              <dl className="mt-3 grid grid-cols-[fit-content(40%)_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-500">{t(isMedicine ? 'detail.saltComposition' : 'detail.productLine')}</dt>
                <dd className="font-medium text-slate-800">{product.saltComposition}</dd>
                <dt className="text-slate-500">{t('detail.packSize')}</dt>
                <dd className="font-medium text-slate-800">{product.packSize}</dd>
                <dt className="text-slate-500">{t(isMedicine ? 'detail.medicineType' : 'detail.productType')}</dt>
                <dd className="font-medium text-slate-800">{product.medicineType}</dd>
              </dl>
              <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
                <RatingSummary rating={product.rating} ratingCount={product.ratingCount} />
                <span className="flex items-center gap-1.5">
                  <Eye className="size-4 text-slate-400" aria-hidden="true" />
                  {t('detail.views', { count: product.views, formattedCount: formatCount(product.views) })}
                </span>
                <span className="flex items-center gap-1.5">
                  <ShoppingBag className="size-4 text-slate-400" aria-hidden="true" />
                  {t('detail.purchases', {
                    count: product.purchases,
                    formattedCount: formatCount(product.purchases),
                  })}
                </span>
              </div>
              {bestSaving > 0 ? (
                <a
                  href="#substitutes"
                  className="mt-4 flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-100"
                >
                  <TrendingDown className="size-4 shrink-0" aria-hidden="true" />
                  {t('substitutes.callout', { percent: bestSaving })}
                </a>
              ) : null}
            </div>
          </div>

          {/* 2. Buy box: after the identity on phones, a sticky column on wide screens */}
          <div className="lg:sticky lg:top-32 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <BuyBox product={product} quantity={quantity} onQuantityChange={setQuantity} />
          </div>

          {/* 3. Everything else, in reading order */}
          <div className="flex min-w-0 flex-col gap-4 lg:col-start-1">
            <nav aria-label={t('jump.label')} className="scrollbar-none -mx-1 overflow-x-auto px-1">
              <ul className="flex gap-2">
                {jumpLinks.map((link) => (
                  <li key={link.id} className="shrink-0">
                    <a
                      href={`#${link.id}`}
                      className="flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-3.5 text-xs lg:min-h-9 font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>

            {isMedicine ? (
              <SubstitutesSection
                product={product}
                substitutes={related.data?.substitutes}
                loading={related.isPending}
                failed={related.isError}
                onRetry={() => void related.refetch()}
              />
            ) : null}

            {product.description ? (
              <DetailSection id="description" title={t('sections.description')}>
                <p {...ENGLISH_TEXT}>{product.description}</p>
              </DetailSection>
            ) : null}
            <DetailSection id="introduction" title={t('sections.introduction', { name: product.name })}>
              <p {...ENGLISH_TEXT}>{product.introduction}</p>
            </DetailSection>
            {!isMedicine && product.specifications.length > 0 ? (
              <DetailSection id="specifications" title={t('sections.specifications')}>
                <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                  {product.specifications.map((row) => (
                    <div key={row.label} className="contents">
                      <dt className="text-sm text-slate-500">{row.label}</dt>
                      <dd className="font-medium text-slate-900">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </DetailSection>
            ) : null}
            {isMedicine && language !== 'en' && leaflet.isFetched && !leaflet.data?.leaflet ? (
              <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
                {t('leaflet.englishNote')}
              </p>
            ) : null}
            <DetailSection id="primary-use" title={t('sections.primaryUse')}>
              <p {...leafletText}>{sections.primaryUse}</p>
            </DetailSection>
            {sections.benefits.length > 0 ? (
              <DetailSection id="benefits" title={t('sections.benefits', { name: product.name })}>
                <ul className="flex flex-col gap-3" {...leafletText}>
                  {sections.benefits.map((benefit) => (
                    <li key={benefit.title || benefit.text}>
                      {benefit.title ? <h3 className="font-semibold text-slate-900">{benefit.title}</h3> : null}
                      <p className="mt-0.5">{benefit.text}</p>
                    </li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            <DetailSection id="how-to-use" title={t('sections.howToUse')}>
              <p {...leafletText}>{sections.howToUse}</p>
            </DetailSection>
            <DetailSection id="how-it-works" title={t('sections.howItWorks')}>
              <p {...ENGLISH_TEXT}>{product.howItWorks}</p>
            </DetailSection>
            {isMedicine && sections.sideEffects.length > 0 ? (
              <DetailSection id="side-effects" title={t('sections.sideEffects')}>
                <p className="mb-2">{t('sections.sideEffectsIntro')}</p>
                <ul className="list-disc space-y-1 ps-5" {...leafletText}>
                  {sections.sideEffects.map((effect) => (
                    <li key={effect}>{effect}</li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            {isMedicine ? (
              <>
                <DetailSection id="safety-advice" title={t('sections.safetyAdvice')}>
                  <SafetyAdviceGrid advice={sections.safetyAdvice} textProps={leafletText} />
                </DetailSection>
                <DetailSection id="missed-dose" title={t('sections.missedDose')}>
                  <p {...ENGLISH_TEXT}>{product.missedDose}</p>
                </DetailSection>
              </>
            ) : product.warnings.length > 0 ? (
              <DetailSection id="warnings" title={t('sections.warnings')}>
                <ul className="list-disc space-y-1 ps-5">
                  {product.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            <DetailSection id="storage" title={t('sections.storage')}>
              <p {...ENGLISH_TEXT}>{product.storage}</p>
            </DetailSection>
            {isMedicine ? (
              <DetailSection id="fact-box" title={t('sections.factBox')}>
                <ProductFactBox product={product} />
              </DetailSection>
            ) : null}
            <DetailSection id="manufacturer" title={t('sections.manufacturerDetails')}>
              <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
                <dt className="text-sm text-slate-500">{t('detail.manufacturer')}</dt>
                <dd className="font-medium text-slate-900">{product.manufacturer}</dd>
                <dt className="text-sm text-slate-500">{t('detail.manufacturerAddress')}</dt>
                <dd>
                  <address className="not-italic" {...ENGLISH_TEXT}>
                    {product.manufacturerAddress}
                  </address>
                </dd>
                <dt className="text-sm text-slate-500">{t('detail.countryOfOrigin')}</dt>
                <dd>{product.countryOfOrigin}</dd>
              </dl>
            </DetailSection>
            {product.faq.length > 0 ? (
              <DetailSection id="faq" title={t('sections.faq')}>
                <div {...ENGLISH_TEXT}>
                  <ProductFaq faq={product.faq} />
                </div>
              </DetailSection>
            ) : null}
            <RelatedStrip
              id="similar"
              title={t(isMedicine ? 'related.similar' : 'related.similarProducts')}
              subtitle={t(isMedicine ? 'related.similarSubtitle' : 'related.similarProductsSubtitle')}
              items={related.data?.similar}
              loading={related.isPending}
            />
            <RelatedStrip
              id="bought-together"
              title={t('related.boughtTogether')}
              subtitle={t('related.boughtTogetherSubtitle')}
              items={related.data?.frequentlyBoughtTogether}
              loading={related.isPending}
            />
            <p className="text-xs leading-relaxed text-slate-500">
              {t(isMedicine ? 'detail.disclaimer' : 'detail.disclaimerProduct')}
            </p>
          </div>
        </div>
      </div>
      <RecentlyViewedSection excludeId={product.id} className="pb-4" />
      <StickyBuyBar product={product} quantity={quantity} />
    </>
  );
}

function metaDescription(product: ProductDetail): string {
  return `${product.name} (${product.saltComposition}) by ${product.manufacturer}. ${product.description || product.primaryUse}`;
}

function RelatedStrip({
  id,
  title,
  subtitle,
  items,
  loading,
}: {
  id: string;
  title: string;
  subtitle: string;
  items: RelatedProducts['similar'] | undefined;
  loading: boolean;
}) {
  if (!loading && (!items || items.length === 0)) return null;
  return (
    <section aria-labelledby={id} className="scroll-mt-36 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{subtitle}</p>
      {loading || !items ? <ProductStripSkeleton count={4} /> : <ProductStrip products={items} />}
    </section>
  );
}

function ProductPageSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t('states.loading')}
      </span>
      <Skeleton className="mb-4 h-4 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="grid gap-5 sm:grid-cols-[16rem_1fr]">
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    </div>
  );
}

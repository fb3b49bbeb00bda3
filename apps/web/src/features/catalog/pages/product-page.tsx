import { idParamSchema } from '@aushadh/shared/catalog/schemas.ts';
import { Eye, FileText, PackageX, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { useProduct } from '../api/get-product.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { DetailSection } from '../components/detail-section.tsx';
import { ProductFactBox } from '../components/product-fact-box.tsx';
import { ProductFaq } from '../components/product-faq.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { ProductPriceBox } from '../components/product-price-box.tsx';
import { QueryErrorState } from '../components/query-error-state.tsx';
import { RatingSummary } from '../components/rating-summary.tsx';
import { SafetyAdviceGrid } from '../components/safety-advice-grid.tsx';

/** /products/:id — every medicine-detail section of SPEC §2. */
export default function ProductPage() {
  const { t } = useTranslation('catalog');
  const params = useParams();
  const parsedId = idParamSchema.safeParse(params.id ?? '');
  const productId = parsedId.success ? parsedId.data : null;
  const query = useProduct(productId);

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

  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <QueryErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }

  if (query.isPending) return <ProductPageSkeleton />;

  const product = query.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <title>{`${product.name} | ${t('brand.name')}`}</title>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: product.categoryName, to: `/products/category/${product.categoryId}` },
          { label: product.name },
        ]}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <div className="flex items-start justify-center rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-36 lg:self-start">
          <ProductImage
            imageUrl={product.imageUrl}
            alt={product.name}
            preset="medium"
            priority
            className="aspect-square w-full max-w-sm"
          />
        </div>

        <div className="flex flex-col gap-4">
          <div>
            <div className="mb-2 flex flex-wrap gap-2">
              {product.prescriptionRequired ? (
                <Badge variant="danger">
                  <FileText aria-hidden="true" />
                  {t('product.rxRequired')}
                </Badge>
              ) : null}
              <Badge variant="brand">{product.medicineType}</Badge>
              {product.schedule !== 'OTC' ? <Badge variant="neutral">{t(`schedule.${product.schedule}`)}</Badge> : null}
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {t('detail.by')} <span className="font-semibold text-brand-800">{product.manufacturer}</span>
            </p>
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-slate-500">{t('detail.saltComposition')}</dt>
              <dd className="font-medium text-slate-800">{product.saltComposition}</dd>
              <dt className="text-slate-500">{t('detail.packSize')}</dt>
              <dd className="font-medium text-slate-800">{product.packSize}</dd>
              <dt className="text-slate-500">{t('detail.medicineType')}</dt>
              <dd className="font-medium text-slate-800">{product.medicineType}</dd>
            </dl>
            <div className="mt-3">
              <RatingSummary rating={product.rating} ratingCount={product.ratingCount} />
            </div>
          </div>

          <ProductPriceBox product={product} />

          {product.prescriptionRequired ? (
            <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('detail.rxNote')}
            </p>
          ) : null}

          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <li className="flex items-center gap-1.5">
              <Eye className="size-4 text-slate-400" aria-hidden="true" />
              {t('detail.views', { count: product.views, formattedCount: formatCount(product.views) })}
            </li>
            <li className="flex items-center gap-1.5">
              <ShoppingBag className="size-4 text-slate-400" aria-hidden="true" />
              {t('detail.purchases', { count: product.purchases, formattedCount: formatCount(product.purchases) })}
            </li>
          </ul>

          {product.description ? (
            <DetailSection id="description" title={t('sections.description')}>
              <p>{product.description}</p>
            </DetailSection>
          ) : null}
          <DetailSection id="introduction" title={t('sections.introduction', { name: product.name })}>
            <p>{product.introduction}</p>
          </DetailSection>
          <DetailSection id="primary-use" title={t('sections.primaryUse')}>
            <p>{product.primaryUse}</p>
          </DetailSection>
          {product.benefits.length > 0 ? (
            <DetailSection id="benefits" title={t('sections.benefits', { name: product.name })}>
              <ul className="flex flex-col gap-3">
                {product.benefits.map((benefit) => (
                  <li key={benefit.title}>
                    <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
                    <p className="mt-0.5">{benefit.text}</p>
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <DetailSection id="how-to-use" title={t('sections.howToUse')}>
            <p>{product.howToUse}</p>
          </DetailSection>
          <DetailSection id="how-it-works" title={t('sections.howItWorks')}>
            <p>{product.howItWorks}</p>
          </DetailSection>
          <DetailSection id="safety-advice" title={t('sections.safetyAdvice')}>
            <SafetyAdviceGrid advice={product.safetyAdvice} />
          </DetailSection>
          <DetailSection id="missed-dose" title={t('sections.missedDose')}>
            <p>{product.missedDose}</p>
          </DetailSection>
          {product.sideEffects.length > 0 ? (
            <DetailSection id="side-effects" title={t('sections.sideEffects')}>
              <p className="mb-2">{t('sections.sideEffectsIntro')}</p>
              <ul className="list-disc space-y-1 ps-5">
                {product.sideEffects.map((effect) => (
                  <li key={effect}>{effect}</li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <DetailSection id="storage" title={t('sections.storage')}>
            <p>{product.storage}</p>
          </DetailSection>
          <DetailSection id="fact-box" title={t('sections.factBox')}>
            <ProductFactBox product={product} />
          </DetailSection>
          <DetailSection id="manufacturer" title={t('sections.manufacturerDetails')}>
            <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="text-sm text-slate-500">{t('detail.manufacturer')}</dt>
              <dd className="font-medium text-slate-900">{product.manufacturer}</dd>
              <dt className="text-sm text-slate-500">{t('detail.manufacturerAddress')}</dt>
              <dd>
                <address className="not-italic">{product.manufacturerAddress}</address>
              </dd>
              <dt className="text-sm text-slate-500">{t('detail.countryOfOrigin')}</dt>
              <dd>{product.countryOfOrigin}</dd>
            </dl>
          </DetailSection>
          {product.faq.length > 0 ? (
            <DetailSection id="faq" title={t('sections.faq')}>
              <ProductFaq faq={product.faq} />
            </DetailSection>
          ) : null}
          <p className="text-xs leading-relaxed text-slate-500">{t('detail.disclaimer')}</p>
        </div>
      </div>
    </div>
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
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-2 h-36 w-full rounded-xl" />
          <Skeleton className="mt-2 h-40 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}

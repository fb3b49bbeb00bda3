import { IMAGE_PREFETCH } from '@aushadh/shared/constants.ts';
import { productImageUrl } from '@aushadh/shared/images/image-urls.ts';
import { ArrowRight, PackageSearch } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useFeaturedProducts } from '../api/get-featured-products.ts';
import { headProduct } from '../api/get-product.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

export function FeaturedProductsSection() {
  const { t } = useTranslation('catalog');
  const featured = useFeaturedProducts();

  // SPEC §7: HEAD /api/products/{id} for the first three featured products, so their pages open fast.
  const firstIds = featured.data
    ?.slice(0, IMAGE_PREFETCH.headPrefetchCount)
    .map((p) => p.id)
    .join(',');
  useEffect(() => {
    if (!firstIds) return;
    for (const id of firstIds.split(',')) void headProduct(Number(id)).catch(() => undefined);
  }, [firstIds]);

  // SPEC §9: the first two images load at high priority (ProductGrid marks them); the rest are fetched one
  // by one, 150 ms apart, so they are warm when scrolled into view without competing with the first paint.
  const laterImages = featured.data
    ?.slice(IMAGE_PREFETCH.highPriorityCount)
    .map((p) => productImageUrl(p.imageUrl, 'small'))
    .join('\n');
  useEffect(() => {
    if (!laterImages) return;
    const timers = laterImages.split('\n').map((src, index) =>
      setTimeout(
        () => {
          const image = new Image();
          image.decoding = 'async';
          image.src = src;
        },
        (index + 1) * IMAGE_PREFETCH.staggerMs,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [laterImages]);

  return (
    <section aria-labelledby="featured-products" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
      <SectionHeading
        id="featured-products"
        title={t('featured.title')}
        subtitle={t('featured.subtitle')}
        action={
          <Link
            to="/products"
            className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('featured.viewAll')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        }
      />
      <QueryState
        query={featured}
        loading={<ProductGridSkeleton count={10} />}
        errorTitle={t('featured.errorTitle')}
        isEmpty={(products) => products.length === 0}
        empty={<StateMessage icon={<PackageSearch />} title={t('featured.empty')} />}
      >
        {(products) => <ProductGrid products={products} />}
      </QueryState>
    </section>
  );
}

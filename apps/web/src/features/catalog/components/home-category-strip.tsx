import type { Category } from '@aushadh/shared/catalog/schemas.ts';
import { CAROUSEL } from '@aushadh/shared/constants.ts';
import { useTranslation } from 'react-i18next';
import { Carousel, useCarouselLabels } from '../../../components/carousel.tsx';
import { CategoryGrid } from './category-grid.tsx';

/** Phone (SPEC §2): the category strip, CAROUSEL.categoryStripPerPage a page, a new page every 5 s (SPEC §9). */
export function HomeCategoryStrip({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('catalog');
  const labels = useCarouselLabels(t('categories.title'));
  const perPage = CAROUSEL.categoryStripPerPage;
  const pages = Array.from({ length: Math.ceil(categories.length / perPage) }, (_, page) =>
    categories.slice(page * perPage, (page + 1) * perPage),
  );
  return (
    <Carousel
      className="md:hidden"
      count={pages.length}
      intervalMs={CAROUSEL.categoryStripMs}
      swipePx={CAROUSEL.mobileBannerSwipePx}
      labels={labels}
      testId="category-strip"
      renderSlide={(page) => <CategoryGrid categories={pages[page]!} className="grid grid-cols-4 gap-2" />}
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturedProductsSection } from '../components/featured-products-section.tsx';
import { HomeFaqSection } from '../components/home-faq-section.tsx';
import { ShopByCategorySection } from '../components/shop-by-category-section.tsx';

export interface HomePageProps {
  /** The hero carousel, service row and the phone's quick links and banner (home feature), composed by the app. */
  top?: ReactNode;
  /** The prescription upload card (SPEC §2: after Shop By Category). */
  prescriptionCard?: ReactNode;
  /** Between the upload card and Featured Products: medicines by specialty (below the fold, lazy). */
  beforeFeatured?: ReactNode;
  /** Everything after Featured Products, in SPEC §2's order (below the fold, lazy). */
  afterFeatured?: ReactNode;
}

/**
 * Home (SPEC §2). What is above the fold is here and server-rendered: the hero, Shop By Category (a paged strip
 * on phones), the prescription card and Featured Products; the app composes the rest, each section loading as
 * it nears the viewport, and the FAQ closes the page (its FAQPage JSON-LD is rendered with it).
 */
export default function HomePage({ top, prescriptionCard, beforeFeatured, afterFeatured }: HomePageProps = {}) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <title>{t('home.metaTitle')}</title>
      {/* The slides have their own headings; the page's one h1 names it for every screen width. */}
      <h1 className="sr-only">{t('home.heroTitle')}</h1>
      {top}
      <ShopByCategorySection />
      {prescriptionCard}
      {beforeFeatured}
      <FeaturedProductsSection />
      {afterFeatured}
      <HomeFaqSection />
    </>
  );
}

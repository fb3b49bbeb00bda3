import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturedProductsSection } from '../components/featured-products-section.tsx';
import { HomeFaqSection } from '../components/home-faq-section.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { RecentlyViewedSection } from '../components/recently-viewed-section.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { ShopByCategorySection } from '../components/shop-by-category-section.tsx';
import { SpecialtyCards } from '../components/specialty-cards.tsx';

export interface HomePageProps {
  /** The prescription upload card (SPEC §2: after Shop By Category), composed by the app. */
  prescriptionCard?: ReactNode;
}

/** Home: hero band, Shop By Category, prescription upload, specialties, Featured Products, Previously browsed and the FAQ; lists load in parallel. */
export default function HomePage({ prescriptionCard }: HomePageProps = {}) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <title>{t('home.metaTitle')}</title>
      <HomeHero />
      <ShopByCategorySection />
      {prescriptionCard}
      <section aria-labelledby="shop-by-specialty" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
        <SectionHeading
          id="shop-by-specialty"
          title={t('specialties.homeTitle')}
          subtitle={t('specialties.subtitle')}
        />
        <SpecialtyCards />
      </section>
      <FeaturedProductsSection />
      <RecentlyViewedSection />
      <HomeFaqSection />
    </>
  );
}

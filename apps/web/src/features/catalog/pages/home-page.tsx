import { useTranslation } from 'react-i18next';
import { FeaturedProductsSection } from '../components/featured-products-section.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { ShopByCategorySection } from '../components/shop-by-category-section.tsx';

/** Home: hero band, Shop By Category and Featured Products; both lists load in parallel. */
export default function HomePage() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <title>{t('home.metaTitle')}</title>
      <HomeHero />
      <ShopByCategorySection />
      <FeaturedProductsSection />
    </>
  );
}

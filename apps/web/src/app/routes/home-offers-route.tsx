import HomeOffers from '../../features/offers/components/home-offers.tsx';
import { renderProductGrid } from './offers-routes.tsx';

/** The home page's top deals and offers carousel (issue 18), a chunk of its own loaded below the fold. */
export default function HomeOffersRoute() {
  return <HomeOffers renderProducts={renderProductGrid} />;
}

import { Hospital, MapPin, PackageCheck, PhoneCall, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { RecentlyViewedSection } from '../../features/catalog/components/recently-viewed-section.tsx';
import { SectionHeading } from '../../features/catalog/components/section-heading.tsx';
import { SpecialtyCards } from '../../features/catalog/components/specialty-cards.tsx';
import { HealthArticles, Testimonials, TipOfTheDay } from '../../features/content/components/home-content-sections.tsx';
import { useDeliveryLocation } from '../../features/delivery/hooks/delivery-location-store.ts';
import { AppPromotion, EquipmentServices, HealthServices } from '../../features/home/components/home-services.tsx';
import { useNearbyHospitals } from '../../features/hospitals/api/hospitals-api.ts';
import { HomePromoBanner } from '../../features/offers/components/home-promo-banner.tsx';
import { OffersCarousel, TopDealsSection } from '../../features/offers/components/home-offers.tsx';
import { useOrders } from '../../features/orders/api/get-orders.ts';
import { OrderActions } from '../../features/orders/components/order-actions.tsx';
import { useCurrentUser } from '../session/get-current-user.ts';
import { renderProductGrid } from './offers-routes.tsx';

/*
 * The home page below the fold (SPEC §2), one chunk loaded once the first of them nears the viewport
 * (home-route.tsx); each section reads its own data when it renders. Composed here because each comes from
 * another feature (a feature never imports another).
 */

const HOME_ORDERS = 3;
const HOME_HOSPITALS = 4;

export function HomeSpecialties() {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="shop-by-specialty" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
      <SectionHeading id="shop-by-specialty" title={t('specialties.homeTitle')} subtitle={t('specialties.subtitle')} />
      <SpecialtyCards />
    </section>
  );
}

export const HomeTopDeals = () => <TopDealsSection renderProducts={renderProductGrid} />;
export const HomeRecentlyViewed = () => <RecentlyViewedSection />;

/** Signed-in only (SPEC §2): the last orders with their status, details and reorder. */
export function HomeOrderHistory() {
  const user = useCurrentUser();
  if (!user.data) return null;
  return <RecentOrders />;
}

function RecentOrders() {
  const { t, i18n } = useTranslation('home');
  const { t: tOrders } = useTranslation('orders');
  const orders = useOrders();
  const cart = useCart();
  const recent = orders.data?.slice(0, HOME_ORDERS) ?? [];
  if (orders.isError || (orders.data && recent.length === 0)) return null;
  return (
    <section aria-labelledby="home-orders" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6" data-testid="order-history">
      <SectionHeading
        id="home-orders"
        title={t('orders.title')}
        action={
          <Link
            to="/profile?tab=orders"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('orders.all')}
          </Link>
        }
      />
      {orders.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {recent.map((order) => (
            <li key={order.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <PackageCheck className="size-5 text-brand-700" aria-hidden="true" />
                  {tOrders('list.order', { orderNumber: order.orderNumber })}
                </span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {tOrders(`status.${order.status}`)}
                </span>
              </p>
              <p className="line-clamp-2 text-sm text-slate-700">{order.itemNames.join(', ')}</p>
              <p className="text-sm text-slate-600">
                {tOrders('list.placedOn', { date: formatDateTime(order.placedAt, i18n.language) })} ·{' '}
                <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(order.totalPaise)}</span>
              </p>
              <div className="mt-auto">
                <OrderActions order={order} onCartChanged={cart.showCart} onViewCart={cart.openCart} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { EquipmentServices as HomeEquipment, HealthServices as HomeHealthServices };

export function HomeOffersCarousel() {
  return <OffersCarousel />;
}

/** Health articles and the tip of the day (content), then SPEC's promotional banner, then testimonials. */
export function HomeArticlesPromoTestimonials() {
  return (
    <>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-8 lg:px-6">
        <TipOfTheDay />
        <HealthArticles />
      </div>
      <HomePromoBanner />
      <div className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
        <Testimonials />
      </div>
    </>
  );
}

export const HomeAppPromotion = AppPromotion;

/** SPEC §2 nearby hospitals: the hospitals feature's nearest to the Deliver-to pincode, real data. */
export function HomeNearbyHospitals() {
  const { t } = useTranslation('home');
  const { pincode, place } = useDeliveryLocation();
  const nearby = useNearbyHospitals(pincode ? { pincode } : null);
  const items = nearby.data?.items.slice(0, HOME_HOSPITALS) ?? [];
  return (
    <section
      aria-labelledby="home-hospitals"
      className="mx-auto max-w-7xl px-4 pt-12 lg:px-6"
      data-testid="nearby-hospitals"
    >
      <SectionHeading
        id="home-hospitals"
        title={t('hospitals.title')}
        subtitle={pincode ? t('hospitals.near', { place: place ?? pincode }) : t('hospitals.noPincode')}
        action={
          <Link
            to="/nearby-hospitals"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('hospitals.all')}
          </Link>
        }
      />
      {!pincode ? (
        <Link
          to="/nearby-hospitals"
          className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-900 hover:border-brand-400"
        >
          <MapPin className="size-6 text-brand-700" aria-hidden="true" />
          {t('hospitals.find')}
        </Link>
      ) : nearby.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : nearby.isError || items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {nearby.isError ? t('hospitals.error') : t('hospitals.empty', { pincode })}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((hospital) => (
            <li key={hospital.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <Link
                to={`/hospitals/${hospital.id}`}
                className="flex items-start gap-2 font-semibold text-slate-900 hover:underline"
              >
                <Hospital className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {hospital.name}
              </Link>
              <p className="text-sm text-slate-600">{`${hospital.address}, ${hospital.city}`}</p>
              {hospital.emergency24x7 ? (
                <p className="flex items-center gap-1 text-xs font-semibold text-red-700">
                  <Siren className="size-4" aria-hidden="true" />
                  {t('hospitals.emergency')}
                </p>
              ) : null}
              <a
                href={`tel:${hospital.phone.replace(/[^\d+]/g, '')}`}
                className="mt-auto inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                <PhoneCall className="size-4" aria-hidden="true" />
                {t('hospitals.call', { phone: hospital.phone })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

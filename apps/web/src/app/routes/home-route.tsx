import { lazy, Suspense, type ComponentType } from 'react';
import { LazyWhenVisible } from '../../components/lazy-when-visible.tsx';
import HomePage from '../../features/catalog/pages/home-page.tsx';
import { EmergencyHomeStrip } from '../../features/emergency/components/emergency-home-strip.tsx';
import { HomeTop } from '../../features/home/components/home-top.tsx';
import { PrescriptionUploadCard } from '../../features/prescriptions/components/prescription-upload-card.tsx';
import type * as BelowFoldModule from './home-below-fold.tsx';
// The browser offers to install the app once, early: caught as the home page loads (its app promotion uses it).
import '../../lib/install-prompt.ts';

type BelowFold = typeof BelowFoldModule;

/** One section of the below-the-fold chunk: every section shares the chunk, loaded with the first one needed. */
const part = (name: { [K in keyof BelowFold]: BelowFold[K] extends ComponentType ? K : never }[keyof BelowFold]) =>
  lazy(() => import('./home-below-fold.tsx').then((module) => ({ default: module[name] as ComponentType })));

const Specialties = part('HomeSpecialties');
const TopDeals = part('HomeTopDeals');
const RecentlyViewed = part('HomeRecentlyViewed');
const OrderHistory = part('HomeOrderHistory');
const HealthServices = part('HomeHealthServices');
const Equipment = part('HomeEquipment');
const OffersCarousel = part('HomeOffersCarousel');
const ArticlesPromoTestimonials = part('HomeArticlesPromoTestimonials');
const AppPromotion = part('HomeAppPromotion');
const NearbyHospitals = part('HomeNearbyHospitals');

/** A below-the-fold section: its code and data load as its placeholder comes near the viewport. */
function Later({ section: Section, minHeight }: { section: ComponentType; minHeight: number }) {
  return (
    <LazyWhenVisible minHeight={minHeight}>
      <Suspense fallback={<div style={{ minHeight }} />}>
        <Section />
      </Suspense>
    </LazyWhenVisible>
  );
}

/**
 * /: every section SPEC §2 lists, in its order. Above the fold and server-rendered: the hero carousel with the
 * Consult Doctor button and the service row (computer), the quick links, banner carousel and paged category
 * strip (phone), Shop By Category, the prescription card and Featured Products. The rest loads lazily. The
 * emergency strip stays in the server's HTML (a tel: link that works before any script), and the floating
 * emergency call button is the shell's.
 */
export default function HomeRoute() {
  return (
    <HomePage
      top={<HomeTop />}
      prescriptionCard={
        <div id="upload-prescription" className="scroll-mt-32">
          <PrescriptionUploadCard />
        </div>
      }
      beforeFeatured={<Later section={Specialties} minHeight={360} />}
      afterFeatured={
        <>
          <Later section={TopDeals} minHeight={420} />
          <Later section={RecentlyViewed} minHeight={0} />
          <Later section={OrderHistory} minHeight={0} />
          <Later section={HealthServices} minHeight={360} />
          <Later section={Equipment} minHeight={240} />
          <EmergencyHomeStrip />
          <Later section={OffersCarousel} minHeight={260} />
          <Later section={ArticlesPromoTestimonials} minHeight={720} />
          <Later section={AppPromotion} minHeight={220} />
          <Later section={NearbyHospitals} minHeight={240} />
        </>
      }
    />
  );
}

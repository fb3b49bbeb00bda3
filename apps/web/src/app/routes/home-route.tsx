import { lazy, Suspense } from 'react';
import { LazyWhenVisible } from '../../components/lazy-when-visible.tsx';
import HomePage from '../../features/catalog/pages/home-page.tsx';
import { EmergencyHomeStrip } from '../../features/emergency/components/emergency-home-strip.tsx';
import { PrescriptionUploadCard } from '../../features/prescriptions/components/prescription-upload-card.tsx';

/** Top deals and the offers carousel (issue 18): below the fold, their code and data load as they come near. */
const HomeOffers = lazy(() => import('./home-offers-route.tsx'));
/** Tip of the day, health articles and testimonials (issue 16): the same, after the offers. */
const HomeContent = lazy(() => import('../../features/content/components/home-content-sections.tsx'));

/**
 * /: the catalog's home page with the prescriptions feature's upload card in its place, then the emergency
 * services strip, emergency contacts and the way to nearby hospitals (SPEC §2).
 */
export default function HomeRoute() {
  return (
    <>
      <HomePage prescriptionCard={<PrescriptionUploadCard />} />
      <LazyWhenVisible minHeight={720}>
        <Suspense fallback={null}>
          <HomeOffers />
        </Suspense>
      </LazyWhenVisible>
      <LazyWhenVisible minHeight={480}>
        <Suspense fallback={null}>
          <HomeContent />
        </Suspense>
      </LazyWhenVisible>
      <EmergencyHomeStrip />
    </>
  );
}

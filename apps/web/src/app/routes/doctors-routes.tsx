import type { EPrescription } from '@aushadh/shared/doctors/schemas.ts';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import WritePrescriptionPage from '../../features/doctor-area/pages/write-prescription-page.tsx';
import BookPage from '../../features/doctors/pages/book-page.tsx';
import PrescriptionPage from '../../features/doctors/pages/prescription-page.tsx';
import SuccessPage from '../../features/doctors/pages/success-page.tsx';
import VideoPage from '../../features/doctors/pages/video-page.tsx';
import { useCurrentUser } from '../session/get-current-user.ts';

/** Signed-in pages of a consultation: a signed-out visitor signs in and comes back to the same address. */
function useSignedIn() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const redirect = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  if (user.data === undefined && user.isPending)
    return { gate: <Spinner label={t('states.loading')} className="min-h-[50vh]" />, user: null };
  if (!user.data) return { gate: <Navigate to={redirect} replace />, user: null };
  return { gate: null, user: user.data };
}

/** /doctors/{id}/book */
export function DoctorBookRoute() {
  const { gate, user } = useSignedIn();
  return gate ?? <BookPage patientName={user!.name} />;
}

/** /doctors/{id}/success */
export function DoctorSuccessRoute() {
  const { gate } = useSignedIn();
  return gate ?? <SuccessPage />;
}

/**
 * /doctors/{id}/prescription: the doctor writes it; the patient reads it, downloads the PDF and puts every
 * medicine into the cart in one tap (the cart is another feature: composed here).
 */
export function DoctorPrescriptionRoute() {
  const { gate, user } = useSignedIn();
  const cart = useCart();
  if (gate) return gate;
  if (user!.role === 'doctor') return <WritePrescriptionPage />;
  const addAll = async (rx: EPrescription) => {
    let ok = true;
    for (const line of rx.lines) {
      ok =
        (await cart.add({
          productId: line.productId,
          quantity: line.quantity,
          name: line.medicineName,
          prescriptionRequired: false,
        })) && ok;
    }
    return ok;
  };
  return <PrescriptionPage onAddAll={addAll} />;
}

/** /doctors/{id}/video?appointment=…: the video consultation, for its patient and its doctor (the server decides). */
export function DoctorVideoRoute() {
  const { gate } = useSignedIn();
  return gate ?? <VideoPage />;
}

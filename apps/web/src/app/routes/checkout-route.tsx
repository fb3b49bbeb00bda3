import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { OrderSummary } from '../../components/order-summary.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { CartRxNote } from '../../features/cart/components/cart-rx-note.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import CheckoutPage from '../../features/checkout/pages/checkout-page.tsx';
import { DeliveryCheck } from '../../features/delivery/components/delivery-check.tsx';
import { useDeliveryLocation } from '../../features/delivery/hooks/delivery-location-store.ts';
import { PrescriptionPicker } from '../../features/prescriptions/components/prescription-picker.tsx';
import { useCurrentUser } from '../session/get-current-user.ts';

export const CHECKOUT_LOGIN_PATH = `/login?redirect=${encodeURIComponent('/checkout')}`;

/** /checkout: signed-in only; a guest goes to /login and comes back here after signing in. */
export default function CheckoutRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const cart = useCart();
  const deliverTo = useDeliveryLocation();
  if (user.data === undefined && user.isPending)
    return <Spinner label={t('states.loading')} className="min-h-[50vh]" />;
  if (!user.data) return <Navigate to={CHECKOUT_LOGIN_PATH} replace />;
  return (
    <CheckoutPage
      user={user.data}
      renderTotals={(priced) => (
        <>
          <OrderSummary totals={priced.totals} />
          {priced.totals.prescriptionRequired ? <CartRxNote className="mt-3" /> : null}
        </>
      )}
      renderDeliveryCheck={({ pincode, onAvailabilityChange }) => (
        <DeliveryCheck pincode={pincode} fixed onAvailabilityChange={onAvailabilityChange} />
      )}
      onOrderPlaced={cart.refetch}
      onReviewCart={cart.openCart}
      deliverToPincode={deliverTo.pincode}
      renderPrescription={(props) => <PrescriptionPicker {...props} />}
    />
  );
}

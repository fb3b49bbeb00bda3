import { useParams } from 'react-router';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import OrderDetailPage from '../../features/orders/pages/order-detail-page.tsx';
import { PrescriptionPicker } from '../../features/prescriptions/components/prescription-picker.tsx';
import { RouteGuard } from '../session/route-guard.tsx';

/** /orders/:id — signed-in only; another customer's order is a 404 from the server. */
export default function OrderDetailRoute() {
  const { id } = useParams();
  const cart = useCart();
  const orderId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <RouteGuard>
      <OrderDetailPage
        orderId={orderId}
        onCartChanged={cart.showCart}
        onViewCart={cart.openCart}
        // An order awaiting its prescription: upload one or use one already uploaded (the prescriptions feature).
        prescriptionChooser={(props) => <PrescriptionPicker {...props} />}
      />
    </RouteGuard>
  );
}

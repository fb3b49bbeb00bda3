import CartPage from '../../features/cart/pages/cart-page.tsx';
import { ProductDeliveryCheck } from '../shell/product-delivery-check.tsx';

/** /cart: the cart page with the delivery check for the visitor's pincode. */
export default function CartRoute() {
  return <CartPage deliverySlot={<ProductDeliveryCheck />} />;
}

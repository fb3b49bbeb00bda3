import { useTranslation } from 'react-i18next';
import CartPage from '../../features/cart/pages/cart-page.tsx';
import { UploadPrescriptionButton } from '../../features/prescriptions/components/upload-prescription-button.tsx';
import { ProductDeliveryCheck } from '../shell/product-delivery-check.tsx';

/** /cart: the cart page with the delivery check for the visitor's pincode and, for Rx lines, the upload. */
export default function CartRoute() {
  const { t } = useTranslation('prescriptions');
  return (
    <CartPage
      deliverySlot={<ProductDeliveryCheck />}
      prescriptionSlot={<UploadPrescriptionButton variant="outline" className="w-full" label={t('cart.upload')} />}
    />
  );
}

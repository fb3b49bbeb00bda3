import type { EquipmentItem } from '@aushadh/shared/emergency/equipment.ts';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import MedicalEquipmentPage from '../../features/emergency/pages/medical-equipment-page.tsx';

/** /services/medical-equipment: buying or renting goes into the normal cart (composed here, decision 0026). */
export default function MedicalEquipmentRoute() {
  const cart = useCart();
  const add = (item: EquipmentItem, rentalPeriods?: number) =>
    cart.add({
      productId: item.productId,
      quantity: 1,
      name: item.name,
      prescriptionRequired: false,
      ...(rentalPeriods === undefined ? {} : { rentalPeriods }),
    });
  return <MedicalEquipmentPage onAdd={add} />;
}

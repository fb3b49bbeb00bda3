import type { MedicationSources } from '@aushadh/shared/medication/schemas.ts';
import type { MedicationDeps } from '../medication-deps.ts';

/** The newest orders looked at: what someone takes regularly was bought recently. */
const RECENT_ORDERS = 10;

/** What can be tracked from the person's own orders and e-prescriptions, with each product's pack size. */
export function createMedicationSources(deps: MedicationDeps) {
  return async function sources(userId: number): Promise<MedicationSources> {
    const [orders, appointments] = await Promise.all([
      deps.orders.listOrders(userId),
      deps.doctors.myAppointments(userId),
    ]);
    const recent = orders.filter((order) => order.status !== 'cancelled').slice(0, RECENT_ORDERS);
    const details = await Promise.all(recent.map((order) => deps.orders.getOrder(userId, order.id)));
    const prescriptions = await Promise.all(
      appointments
        .filter((appointment) => appointment.hasPrescription)
        .map((appointment) => deps.doctors.myPrescription(userId, appointment.id)),
    );
    const productIds = [
      ...details.flatMap((order) => order.items.map((item) => item.productId)),
      ...prescriptions.flatMap((rx) => rx.lines.map((line) => line.productId)),
    ];
    const facts = await deps.catalog.purchaseFacts(productIds);
    const unitsPerPack = (productId: number) => facts.get(productId)?.unitsPerPack ?? 1;
    return {
      orders: details.map((order) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        placedAt: order.placedAt,
        items: order.items.map((item) => ({
          productId: item.productId,
          name: item.name,
          packSize: item.packSize,
          unitsPerPack: unitsPerPack(item.productId),
          quantity: item.quantity,
        })),
      })),
      ePrescriptions: prescriptions.map((rx) => ({
        appointmentId: rx.appointmentId,
        doctorName: rx.doctor.name,
        issuedAt: rx.issuedAt,
        validUntil: rx.validUntil,
        lines: rx.lines.map((line) => ({
          productId: line.productId,
          name: line.medicineName,
          dose: line.dose,
          frequency: line.frequency,
          durationDays: line.durationDays,
          quantity: line.quantity,
          unitsPerPack: unitsPerPack(line.productId),
        })),
      })),
    };
  };
}

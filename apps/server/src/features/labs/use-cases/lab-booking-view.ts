import { LAB_CHANGEABLE_STATUSES, type LabBooking, type LabBookingStatus } from '@aushadh/shared/labs/schemas.ts';
import type { LabsDeps } from '../labs-deps.ts';
import type { BookingRow } from '../labs.repository.ts';

/** A booking as its owner (and the laboratory) reads it: people, tests, slot, money, history. */
export function createLabBookingView({ repository }: LabsDeps) {
  return async function view(booking: BookingRow): Promise<LabBooking> {
    const [slot, patients, history] = await Promise.all([
      repository.findSlot(booking.slotId),
      repository.bookingPatientsOf([booking.id]),
      repository.historyOf(booking.id),
    ]);
    const items = await repository.itemsOf(patients.map((p) => p.id));
    return {
      id: booking.id,
      number: booking.number,
      status: booking.status,
      slot: { date: slot!.day, startHour: slot!.startHour },
      address: {
        contactName: booking.contactName,
        phone: booking.contactPhone,
        address: booking.address,
        city: booking.city,
        state: booking.state,
        pincode: booking.pincode,
      },
      patients: patients.map((p) => ({
        id: p.id,
        patientId: p.patientId,
        name: p.name,
        sex: p.sex,
        ageYears: p.ageYears,
        sampleId: p.sampleId,
        items: items
          .filter((i) => i.bookingPatientId === p.id)
          .map((i) => ({ testId: i.testId, name: i.name, pricePaise: i.pricePaise })),
      })),
      mrpTotalPaise: booking.mrpTotalPaise,
      discountPaise: booking.discountPaise,
      collectionChargePaise: booking.collectionChargePaise,
      totalPaise: booking.totalPaise,
      paymentMethod: booking.paymentMethod,
      paymentStatus: booking.paymentStatus,
      phlebotomist:
        booking.phlebotomistName && booking.phlebotomistPhone
          ? { name: booking.phlebotomistName, phone: booking.phlebotomistPhone }
          : null,
      canChange: LAB_CHANGEABLE_STATUSES.includes(booking.status as LabBookingStatus),
      createdAt: booking.createdAt.toISOString(),
      history: history
        .filter((h) => h.status !== 'notified')
        .map((h) => ({ status: h.status, at: h.at.toISOString(), byRole: h.byRole })),
    };
  };
}
export type LabBookingViewer = ReturnType<typeof createLabBookingView>;

import { randomBytes } from 'node:crypto';
import {
  LAB_BOOKING,
  LAB_CHANGEABLE_STATUSES,
  type LabBooking,
  type LabBookingStatus,
  type LabSlots,
  type LabSavedPatient,
  type PlaceLabBooking,
} from '@aushadh/shared/labs/schemas.ts';
import type { placeLabBookingSchema } from '@aushadh/shared/labs/schemas.ts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { LabsDeps } from '../labs-deps.ts';
import type { BookingRow } from '../labs.repository.ts';
import type { LabBookingViewer } from './lab-booking-view.ts';
import type { createLabCatalog } from './lab-catalog.ts';

type Catalog = ReturnType<typeof createLabCatalog>;
type PlaceInput = z.output<typeof placeLabBookingSchema>;
export interface Customer {
  id: number;
}

/** Today's date in India and the date `days` after it (YYYY-MM-DD). */
export function indiaDate(now: Date, days = 0): string {
  const local = new Date(now.getTime() + 330 * 60_000 + days * 86_400_000);
  return local.toISOString().slice(0, 10);
}

/** The slot's area: the pincode's district as a key (home collection is staffed per district). */
export const areaKey = (district: string) => district.toUpperCase().replace(/[^A-Z0-9]/g, '');

const bookingNumber = (now: Date) => {
  const day = indiaDate(now).slice(2).replace(/-/g, '');
  const tail = randomBytes(5)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')
    .slice(0, 5);
  return `LB-${day}-${tail}`;
};

export function createBookLabTest(deps: LabsDeps, catalog: Catalog, view: LabBookingViewer) {
  const { repository, uow, delivery, payments, events } = deps;
  const now = deps.now ?? (() => new Date());

  function checkSlot(date: string, startHour: number) {
    const first = indiaDate(now(), 1);
    const last = indiaDate(now(), LAB_BOOKING.daysAhead);
    if (date < first || date > last || startHour < LAB_BOOKING.firstHour || startHour > LAB_BOOKING.lastHour) {
      throw new AppError('LAB_SLOT_UNAVAILABLE', {}, { field: 'slot' });
    }
  }

  async function areaOf(pincode: string) {
    const place = await delivery.details(pincode);
    if (!place.serviceable) throw new AppError('ADDRESS_PINCODE_NOT_SERVED', {}, { field: 'pincode' });
    return { area: areaKey(place.district), place };
  }

  /** Takes a place in the window, creating its row on first use; LAB_SLOT_FULL when none is left. */
  async function takePlace(area: string, date: string, startHour: number) {
    await repository.ensureSlot(area, date, startHour, LAB_BOOKING.defaultCapacity);
    const slot = await repository.takePlace(area, date, startHour);
    if (!slot) throw new AppError('LAB_SLOT_FULL', {}, { field: 'slot' });
    return slot;
  }

  async function ownedBooking(user: Customer, id: number): Promise<BookingRow> {
    const booking = await repository.findBooking(id, user.id);
    if (!booking) throw new AppError('LAB_BOOKING_NOT_FOUND');
    return booking;
  }

  return {
    /** GET /api/lab-slots: the next days' windows at a pincode, each with the places left. */
    async slots(pincode: string): Promise<LabSlots> {
      const { area, place } = await areaOf(pincode);
      const days = Array.from({ length: LAB_BOOKING.daysAhead }, (_, i) => indiaDate(now(), i + 1));
      const rows = await repository.slotsOf(area, days);
      const byKey = new Map(rows.map((r) => [`${r.day}/${r.startHour}`, r]));
      return {
        pincode: place.pincode,
        city: place.district,
        state: place.state,
        days: days.map((date) => ({
          date,
          slots: Array.from({ length: LAB_BOOKING.lastHour - LAB_BOOKING.firstHour + 1 }, (_, i) => {
            const startHour = LAB_BOOKING.firstHour + i;
            const row = byKey.get(`${date}/${startHour}`);
            const left = row ? Math.max(0, row.capacity - row.booked) : LAB_BOOKING.defaultCapacity;
            return { startHour, left, full: left === 0 };
          }),
        })),
      };
    },

    async savedPatients(user: Customer): Promise<LabSavedPatient[]> {
      const year = Number(indiaDate(now()).slice(0, 4));
      return (await repository.patientsOf(user.id)).map((p) => ({
        id: p.id,
        name: p.name,
        sex: p.sex,
        ageYears: Math.max(0, year - p.birthYear),
        relation: p.relation,
      }));
    },

    /**
     * POST /api/lab-bookings: checks tests, consent, slot and address, takes the payment (demo), then in one
     * transaction takes a place in the window (conditional update: never overbooked), writes the booking and
     * its people and tells the customer (event). A failure after the payment voids it.
     */
    async place(
      user: Customer,
      input: PlaceInput,
      idempotencyKey: string,
    ): Promise<{ booking: LabBooking; created: boolean }> {
      const earlier = await repository.findBookingIdByKey(user.id, idempotencyKey);
      if (earlier) return { booking: await view((await repository.findBooking(earlier))!), created: false };

      const { byId } = await catalog.catalog();
      const people = input.patients.map((p) => ({ ...p, testIds: [...new Set(p.testIds)] }));
      for (const person of people) {
        for (const testId of person.testIds) {
          const entry = byId.get(testId);
          if (!entry) throw new AppError('LAB_TEST_NOT_FOUND', {}, { field: 'patients' });
          const consent = entry.testIds.map((t) => byId.get(t)?.row).find((t) => t?.consentNote);
          if (consent && input.consent !== true)
            throw new AppError('LAB_CONSENT_REQUIRED', { name: consent.name }, { field: 'consent' });
        }
      }
      checkSlot(input.slot.date, input.slot.startHour);
      await delivery.verifyAddress(input.address, 'address.');
      const { area } = await areaOf(input.address.pincode);
      const saved = await repository.patientsOf(user.id);
      for (const person of people) {
        if (person.patientId !== undefined && !saved.some((s) => s.id === person.patientId))
          throw new AppError('NOT_FOUND');
      }

      const lines = people.flatMap((p) => p.testIds.map((t) => byId.get(t)!.row));
      const mrpTotal = lines.reduce((sum, t) => sum + t.mrpPaise, 0);
      const priceTotal = lines.reduce((sum, t) => sum + t.pricePaise, 0);
      const collection = priceTotal >= LAB_BOOKING.freeCollectionFromPaise ? 0 : LAB_BOOKING.collectionChargePaise;
      const total = priceTotal + collection;

      const authorization = await payments.authorize({
        amountPaise: total,
        payment: input.payment,
        orderReference: idempotencyKey,
      });
      try {
        const booking = await uow.transaction(async () => {
          const slot = await takePlace(area, input.slot.date, input.slot.startHour);
          const row = await repository.insertBooking({
            number: bookingNumber(now()),
            userId: user.id,
            idempotencyKey,
            status: 'booked',
            slotId: slot.id,
            contactName: input.address.fullName,
            contactPhone: input.address.phone,
            address: input.address.address,
            city: input.address.city,
            state: input.address.state,
            pincode: input.address.pincode,
            mrpTotalPaise: mrpTotal,
            discountPaise: mrpTotal - priceTotal,
            collectionChargePaise: collection,
            totalPaise: total,
            paymentMethod: input.payment.method,
            paymentReference: authorization.reference,
            paymentStatus: authorization.status === 'pay-on-delivery' ? 'pay-on-collection' : 'paid',
          });
          const year = Number(indiaDate(now()).slice(0, 4));
          for (const person of people) {
            let patient = saved.find((s) => s.id === person.patientId);
            patient ??= await repository.insertPatient({
              userId: user.id,
              name: person.patient!.name,
              sex: person.patient!.sex,
              birthYear: year - person.patient!.ageYears,
              relation: person.patient!.relation,
            });
            const bookingPatient = await repository.insertBookingPatient({
              bookingId: row.id,
              patientId: patient.id,
              name: patient.name,
              sex: patient.sex,
              ageYears: person.patient?.ageYears ?? Math.max(0, year - patient.birthYear),
            });
            await repository.insertItems(
              person.testIds.map((testId) => {
                const test = byId.get(testId)!.row;
                return {
                  bookingPatientId: bookingPatient.id,
                  testId,
                  name: test.name,
                  mrpPaise: test.mrpPaise,
                  pricePaise: test.pricePaise,
                };
              }),
            );
          }
          await repository.insertHistory({
            bookingId: row.id,
            status: 'booked',
            byUserId: user.id,
            byRole: 'customer',
          });
          await events.publish('lab-booking.status-changed', {
            bookingId: row.id,
            userId: user.id,
            from: null,
            to: 'booked',
          });
          return row;
        });
        return { booking: await view(booking), created: true };
      } catch (error) {
        await payments.void(authorization.reference).catch(() => undefined);
        if (isUniqueViolation(error, 'lab_bookings_idempotency_idx')) {
          const winner = await repository.findBookingIdByKey(user.id, idempotencyKey);
          if (winner) return { booking: await view((await repository.findBooking(winner))!), created: false };
        }
        throw error;
      }
    },

    async listMine(user: Customer): Promise<LabBooking[]> {
      const rows = await repository.bookingsOfUser(user.id, 50);
      return Promise.all(rows.map((row) => view(row)));
    },

    async getMine(user: Customer, id: number): Promise<LabBooking> {
      return view(await ownedBooking(user, id));
    },

    /** Moves the visit to another window (until the sample is taken): the new place first, then the old freed. */
    async reschedule(user: Customer, id: number, slot: { date: string; startHour: number }): Promise<LabBooking> {
      await ownedBooking(user, id);
      checkSlot(slot.date, slot.startHour);
      const row = await uow.transaction(async () => {
        const booking = (await repository.lockBooking(id))!;
        if (!LAB_CHANGEABLE_STATUSES.includes(booking.status as LabBookingStatus))
          throw new AppError('LAB_BOOKING_LOCKED');
        const current = (await repository.findSlot(booking.slotId))!;
        if (current.day === slot.date && current.startHour === slot.startHour) return booking;
        const next = await takePlace(current.area, slot.date, slot.startHour);
        await repository.releasePlace(current.id);
        await repository.updateBooking(id, { slotId: next.id });
        await repository.insertHistory({
          bookingId: id,
          status: 'rescheduled',
          note: `${slot.date} ${String(slot.startHour).padStart(2, '0')}:00`,
          byUserId: user.id,
          byRole: 'customer',
        });
        return (await repository.findBooking(id))!;
      });
      return view(row);
    },

    /** Cancels until the sample is taken: the place is freed and a paid booking refunded in full. */
    async cancel(user: Customer, id: number): Promise<LabBooking> {
      await ownedBooking(user, id);
      const row = await uow.transaction(async () => {
        const booking = (await repository.lockBooking(id))!;
        if (booking.status === 'cancelled') return booking;
        if (!LAB_CHANGEABLE_STATUSES.includes(booking.status as LabBookingStatus))
          throw new AppError('LAB_BOOKING_LOCKED');
        await repository.releasePlace(booking.slotId);
        let paymentStatus = booking.paymentStatus;
        if (booking.paymentStatus === 'paid' && booking.paymentReference) {
          await payments.refund({
            reference: booking.paymentReference,
            amountPaise: booking.totalPaise,
            idempotencyKey: `lab-cancel:${booking.id}`,
          });
          paymentStatus = 'refunded';
        } else if (booking.paymentStatus === 'pay-on-collection') {
          paymentStatus = 'voided';
        }
        await repository.updateBooking(id, { status: 'cancelled', paymentStatus });
        await repository.insertHistory({ bookingId: id, status: 'cancelled', byUserId: user.id, byRole: 'customer' });
        await events.publish('lab-booking.status-changed', {
          bookingId: id,
          userId: user.id,
          from: booking.status,
          to: 'cancelled',
        });
        return (await repository.findBooking(id))!;
      });
      return view(row);
    },
  };
}

export type { PlaceLabBooking };

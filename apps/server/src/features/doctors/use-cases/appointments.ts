import { randomBytes } from 'node:crypto';
import {
  CONSULTATION,
  type Appointment,
  type AppointmentReport,
  type BookAppointment,
} from '@aushadh/shared/doctors/schemas.ts';
import { isSlotStart } from '@aushadh/shared/doctors/slots.ts';
import { videoBookable } from '@aushadh/shared/doctors/telemedicine.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';
import type { AppointmentRow, DoctorWithSpecialty } from '../doctors.repository.ts';
import { BOOKING_LEAD_MS, type createDirectory } from './directory.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function reference(): string {
  const bytes = randomBytes(6);
  return `AC-${[...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

export interface Actor {
  userId: number;
  role: string;
}

/** The patient's view of an appointment (and the doctor's, with the same fields). */
export function toAppointment(
  row: AppointmentRow,
  doctor: Pick<
    DoctorWithSpecialty,
    'id' | 'name' | 'specialtyName' | 'specialtySlug' | 'qualifications' | 'clinicName' | 'clinicAddress' | 'city'
  >,
  now: Date,
  hasPrescription: boolean,
  reports: AppointmentReport[] = [],
): Appointment {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    mode: row.mode,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    doctor: {
      id: doctor.id,
      name: doctor.name,
      specialty: doctor.specialtyName,
      specialtySlug: doctor.specialtySlug,
      qualifications: doctor.qualifications,
      clinicName: doctor.clinicName,
      clinicAddress: doctor.clinicAddress,
      city: doctor.city,
    },
    patient: { name: row.patientName, age: row.patientAge, gender: row.patientGender, phone: row.patientPhone },
    symptoms: row.symptoms,
    feePaise: row.feePaise,
    paymentMethod: row.paymentMethod,
    paymentReference: row.paymentReference,
    refundPaise: row.refundPaise,
    refundReference: row.refundReference,
    changeable: row.status === 'booked' && changeOpen(row, now),
    hasPrescription,
    reports,
  };
}

/** The reports of these appointments (no bytes), grouped by appointment. */
export async function reportsOf(
  repository: DoctorsDeps['repository'],
  appointmentIds: number[],
): Promise<Map<number, AppointmentReport[]>> {
  const grouped = new Map<number, AppointmentReport[]>();
  for (const r of await repository.reportsOf(appointmentIds)) {
    const list = grouped.get(r.appointmentId) ?? [];
    list.push({ id: r.id, name: r.originalName, mediaType: r.mediaType, byteSize: r.byteSize });
    grouped.set(r.appointmentId, list);
  }
  return grouped;
}

const changeOpen = (row: Pick<AppointmentRow, 'startsAt'>, now: Date) =>
  row.startsAt.getTime() - now.getTime() >= CONSULTATION.changeCutoffMinutes * 60_000;

/**
 * Booking, the patient's appointments, cancel and reschedule (issue 13). A slot is taken exactly once by the
 * partial unique index on (doctor_id, starts_at) for live bookings: the loser of a race gets SLOT_TAKEN and
 * its payment is voided. Payment is authorized before the booking is written, as checkout does.
 */
export function createAppointments(deps: DoctorsDeps, directory: ReturnType<typeof createDirectory>) {
  const { repository, uow, payments, events, now = () => new Date() } = deps;
  const reportsByAppointment = (ids: number[]) => reportsOf(repository, ids);

  async function checkSlot(doctor: DoctorWithSpecialty, startsAt: Date, at: Date) {
    if (startsAt.getTime() <= at.getTime() + BOOKING_LEAD_MS) throw new AppError('SLOT_UNAVAILABLE');
    if (startsAt.getTime() > at.getTime() + CONSULTATION.bookingDays * 86_400_000) {
      throw new AppError('SLOT_UNAVAILABLE');
    }
    const calendar = (await directory.calendars([doctor.id], at)).get(doctor.id)!;
    if (!isSlotStart(startsAt, calendar.sittings, doctor.slotMinutes, calendar.leave)) {
      throw new AppError('SLOT_UNAVAILABLE');
    }
    if (calendar.taken.has(startsAt.getTime())) throw new AppError('SLOT_TAKEN');
  }

  const view = async (row: AppointmentRow, doctor?: DoctorWithSpecialty) => {
    const d = doctor ?? (await repository.findDoctor(row.doctorId));
    if (!d) throw new AppError('NOT_FOUND');
    const [withRx, reports] = await Promise.all([
      repository.appointmentIdsWithPrescription([row.id]),
      reportsByAppointment([row.id]),
    ]);
    return toAppointment(row, d, now(), withRx.has(row.id), reports.get(row.id));
  };

  async function book(user: Actor, doctorId: number, input: BookAppointment): Promise<Appointment> {
    const doctor = await repository.findDoctor(doctorId);
    if (!doctor) throw new AppError('NOT_FOUND');
    if ((input.mode === 'video' && !videoBookable(doctor)) || (input.mode === 'clinic' && !doctor.offersClinic)) {
      throw new AppError('CONSULT_MODE_UNAVAILABLE', {}, { field: 'mode' });
    }
    const at = now();
    await checkSlot(doctor, input.startsAt, at);
    const ref = reference();
    const authorization = await payments.authorize({
      amountPaise: doctor.feePaise,
      payment: input.payment,
      orderReference: ref,
    });
    try {
      const row = await uow.transaction(async () => {
        const inserted = await repository.insertAppointment({
          reference: ref,
          doctorId: doctor.id,
          patientUserId: user.userId,
          patientName: input.patient.name,
          patientAge: input.patient.age,
          patientGender: input.patient.gender,
          patientPhone: input.patient.phone,
          symptoms: input.symptoms,
          mode: input.mode,
          startsAt: input.startsAt,
          endsAt: new Date(input.startsAt.getTime() + doctor.slotMinutes * 60_000),
          status: 'booked',
          feePaise: doctor.feePaise,
          paymentMethod: input.payment.method,
          paymentReference: authorization.reference,
          paidAt: at,
          roomToken: randomBytes(18).toString('base64url'),
        });
        await repository.insertHistory({
          appointmentId: inserted.id,
          status: 'booked',
          byUserId: user.userId,
          byRole: 'customer',
        });
        await events.publish('appointment.booked', {
          appointmentId: inserted.id,
          doctorId: doctor.id,
          userId: user.userId,
        });
        return inserted;
      });
      directory.invalidate('bookings');
      return await view(row, doctor);
    } catch (error) {
      await payments.void(authorization.reference).catch(() => undefined);
      if (isUniqueViolation(error, 'appointments_live_slot_idx') || isUniqueViolation(error)) {
        throw new AppError('SLOT_TAKEN');
      }
      throw error;
    }
  }

  async function mine(userId: number): Promise<Appointment[]> {
    const rows = await repository.appointmentsOfPatient(userId);
    const ids = rows.map((r) => r.id);
    const [withRx, reports] = await Promise.all([
      repository.appointmentIdsWithPrescription(ids),
      reportsByAppointment(ids),
    ]);
    const doctors = new Map<number, DoctorWithSpecialty>();
    for (const id of new Set(rows.map((r) => r.doctorId))) {
      const d = await repository.findDoctor(id);
      if (d) doctors.set(id, d);
    }
    const at = now();
    return rows.flatMap((row) => {
      const doctor = doctors.get(row.doctorId);
      return doctor ? [toAppointment(row, doctor, at, withRx.has(row.id), reports.get(row.id))] : [];
    });
  }

  async function getMine(userId: number, id: number): Promise<Appointment> {
    const row = await repository.findPatientAppointment(id, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return view(row);
  }

  /** Cancels a booking free of charge until 2 hours before: the whole fee is refunded and the refund recorded. */
  async function cancel(user: Actor, id: number): Promise<Appointment> {
    const row = await repository.findPatientAppointment(id, user.userId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'booked') throw new AppError('APPOINTMENT_NOT_ACTIVE');
    const at = now();
    if (!changeOpen(row, at)) throw new AppError('APPOINTMENT_CHANGE_CLOSED');
    const refund = await payments.refund({
      reference: row.paymentReference,
      amountPaise: row.feePaise,
      idempotencyKey: `appointment-cancel:${row.id}`,
    });
    const updated = await uow.transaction(async () => {
      const moved = await repository.transition(row.id, ['booked'], {
        status: 'cancelled',
        cancelledAt: at,
        cancelledByRole: 'customer',
        refundPaise: row.feePaise,
        refundReference: refund.reference,
        refundedAt: at,
      });
      if (!moved) throw new AppError('APPOINTMENT_NOT_ACTIVE');
      await repository.insertHistory({
        appointmentId: row.id,
        status: 'cancelled',
        note: `refund ${row.feePaise} paise ${refund.reference}`,
        byUserId: user.userId,
        byRole: 'customer',
      });
      await events.publish('appointment.status-changed', {
        appointmentId: row.id,
        doctorId: row.doctorId,
        from: 'booked',
        to: 'cancelled',
      });
      return moved;
    });
    directory.invalidate('bookings');
    return view(updated);
  }

  /**
   * Moves a booking to another free slot of the same doctor, free until 2 hours before: the new booking takes
   * the slot (the unique index decides a race) and the old one is cancelled in the same transaction; the payment
   * carries over.
   */
  async function reschedule(user: Actor, id: number, startsAt: Date): Promise<Appointment> {
    const row = await repository.findPatientAppointment(id, user.userId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'booked') throw new AppError('APPOINTMENT_NOT_ACTIVE');
    const at = now();
    if (!changeOpen(row, at)) throw new AppError('APPOINTMENT_CHANGE_CLOSED');
    const doctor = await repository.findDoctor(row.doctorId);
    if (!doctor) throw new AppError('NOT_FOUND');
    await checkSlot(doctor, startsAt, at);
    try {
      const created = await uow.transaction(async () => {
        const old = await repository.transition(row.id, ['booked'], {
          status: 'cancelled',
          cancelledAt: at,
          cancelledByRole: 'customer',
        });
        if (!old) throw new AppError('APPOINTMENT_NOT_ACTIVE');
        const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row;
        const inserted = await repository.insertAppointment({
          ...rest,
          reference: reference(),
          startsAt,
          endsAt: new Date(startsAt.getTime() + doctor.slotMinutes * 60_000),
          rescheduledFromId: row.id,
          reminderSentAt: null,
          roomToken: randomBytes(18).toString('base64url'),
        });
        await repository.insertHistory({
          appointmentId: row.id,
          status: 'cancelled',
          note: `rescheduled to ${inserted.reference}`,
          byUserId: user.userId,
          byRole: 'customer',
        });
        await repository.insertHistory({
          appointmentId: inserted.id,
          status: 'booked',
          note: `rescheduled from ${row.reference}`,
          byUserId: user.userId,
          byRole: 'customer',
        });
        await events.publish('appointment.status-changed', {
          appointmentId: row.id,
          doctorId: row.doctorId,
          from: 'booked',
          to: 'cancelled',
        });
        await events.publish('appointment.booked', {
          appointmentId: inserted.id,
          doctorId: row.doctorId,
          userId: user.userId,
        });
        return inserted;
      });
      directory.invalidate('bookings');
      return await view(created, doctor);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('SLOT_TAKEN');
      throw error;
    }
  }

  return { book, mine, getMine, cancel, reschedule, view };
}

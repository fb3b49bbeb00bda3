import {
  CONSULTATION,
  type Availability,
  type AvailabilityInput,
  type DoctorQueue,
  type PatientHistory,
  type QueueEntry,
} from '@aushadh/shared/doctors/schemas.ts';
import { addDays, istDate, istInstant, mayStartConsultation, sittingsOverlap } from '@aushadh/shared/doctors/slots.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';
import type { AppointmentRow, DoctorWithSpecialty } from '../doctors.repository.ts';
import { reportsOf, toAppointment } from './appointments.ts';
import type { createDirectory } from './directory.ts';

/**
 * The /doctor area (issue 13): today's queue and what is coming, the availability editor and leave, starting
 * a consultation, marking a no-show, and a patient's past consultations — with this doctor only. Every query
 * is scoped to the signed-in doctor's own profile: another doctor's appointment or patient is a 404.
 */
export function createDoctorDesk(deps: DoctorsDeps, directory: Pick<ReturnType<typeof createDirectory>, 'invalidate'>) {
  const { repository, uow, events, now = () => new Date() } = deps;

  async function me(userId: number): Promise<DoctorWithSpecialty> {
    const doctor = await repository.findDoctorByUser(userId);
    if (!doctor) throw new AppError('DOCTOR_PROFILE_MISSING');
    return doctor;
  }

  async function entries(doctor: DoctorWithSpecialty, rows: AppointmentRow[]): Promise<QueueEntry[]> {
    const ids = rows.map((r) => r.id);
    const [withRx, consults, reports] = await Promise.all([
      repository.appointmentIdsWithPrescription(ids),
      repository.consultationsOf(ids),
      reportsOf(repository, ids),
    ]);
    const consultOf = new Map(consults.map((c) => [c.appointmentId, c.id]));
    const at = now();
    return rows.map((row) => ({
      ...toAppointment(row, doctor, at, withRx.has(row.id), reports.get(row.id)),
      patientUserId: row.patientUserId,
      consultationId: consultOf.get(row.id) ?? null,
    }));
  }

  async function queue(userId: number): Promise<DoctorQueue> {
    const doctor = await me(userId);
    const at = now();
    const today = istDate(at);
    const dayStart = istInstant(today, 0);
    const tomorrow = istInstant(addDays(today, 1), 0);
    const until = istInstant(addDays(today, CONSULTATION.bookingDays + 1), 0);
    const [todays, upcoming] = await Promise.all([
      repository.appointmentsOfDoctor(doctor.id, dayStart, tomorrow),
      repository.appointmentsOfDoctor(doctor.id, tomorrow, until),
    ]);
    return {
      doctorId: doctor.id,
      today,
      todays: await entries(doctor, todays),
      upcoming: await entries(doctor, upcoming),
    };
  }

  async function appointment(userId: number, id: number): Promise<QueueEntry> {
    const doctor = await me(userId);
    const row = await repository.findDoctorAppointment(id, doctor.id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await entries(doctor, [row]))[0]!;
  }

  async function availability(userId: number): Promise<Availability> {
    const doctor = await me(userId);
    const [sittings, leave] = await Promise.all([
      repository.sittingsOf([doctor.id]),
      repository.leaveOf([doctor.id], istDate(now())),
    ]);
    return {
      slotMinutes: doctor.slotMinutes,
      sittings: sittings.map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
      leave: leave.map((l) => ({ id: l.id, fromDate: l.fromDate, toDate: l.toDate, reason: l.reason })),
    };
  }

  /** Replaces the weekly sittings. Booked appointments stay as they are (the patient keeps the slot they paid). */
  async function saveAvailability(userId: number, input: AvailabilityInput): Promise<Availability> {
    const doctor = await me(userId);
    if (sittingsOverlap(input.sittings)) throw new AppError('SITTINGS_OVERLAP', {}, { field: 'sittings' });
    await uow.transaction(() => repository.replaceSittings(doctor.id, input.slotMinutes, input.sittings));
    directory.invalidate('directory');
    return availability(userId);
  }

  async function addLeave(userId: number, input: { fromDate: string; toDate: string; reason: string }) {
    const doctor = await me(userId);
    if (input.toDate < istDate(now())) throw new AppError('VALIDATION_FAILED', {}, { field: 'toDate' });
    await repository.insertLeave({ doctorId: doctor.id, ...input });
    directory.invalidate('directory');
    return availability(userId);
  }

  async function removeLeave(userId: number, id: number) {
    const doctor = await me(userId);
    if (!(await repository.deleteLeave(doctor.id, id))) throw new AppError('NOT_FOUND');
    directory.invalidate('directory');
    return availability(userId);
  }

  /**
   * Starts the consultation, once, on the day of the slot (Asia/Kolkata) or within the hour before it: a doctor
   * with a free moment may see the patient earlier than booked, never a day ahead. Idempotent for a second click: the consultation
   * already started is answered again.
   */
  async function start(userId: number, id: number): Promise<QueueEntry> {
    const doctor = await me(userId);
    const row = await repository.findDoctorAppointment(id, doctor.id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'in_consultation') return appointment(userId, id);
    if (row.status !== 'booked') throw new AppError('APPOINTMENT_NOT_ACTIVE');
    const at = now();
    if (!mayStartConsultation(row.startsAt, at, CONSULTATION.earlyStartMinutes)) {
      throw new AppError('CONSULTATION_TOO_EARLY');
    }
    await uow.transaction(async () => {
      const moved = await repository.transition(row.id, ['booked'], { status: 'in_consultation' });
      if (!moved) throw new AppError('APPOINTMENT_NOT_ACTIVE');
      await repository.insertConsultation({
        appointmentId: row.id,
        doctorId: doctor.id,
        patientUserId: row.patientUserId,
        mode: row.mode,
        startedAt: at,
        complaint: row.symptoms,
      });
      await repository.insertHistory({
        appointmentId: row.id,
        status: 'in_consultation',
        byUserId: userId,
        byRole: 'doctor',
      });
      await events.publish('appointment.status-changed', {
        appointmentId: row.id,
        doctorId: doctor.id,
        from: 'booked',
        to: 'in_consultation',
      });
    });
    return appointment(userId, id);
  }

  /** The patient did not come: only once the slot has begun, and the fee is kept. */
  async function noShow(userId: number, id: number): Promise<QueueEntry> {
    const doctor = await me(userId);
    const row = await repository.findDoctorAppointment(id, doctor.id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'booked') throw new AppError('APPOINTMENT_NOT_ACTIVE');
    if (row.startsAt.getTime() > now().getTime()) throw new AppError('CONSULTATION_TOO_EARLY');
    await uow.transaction(async () => {
      const moved = await repository.transition(row.id, ['booked'], { status: 'no_show' });
      if (!moved) throw new AppError('APPOINTMENT_NOT_ACTIVE');
      await repository.insertHistory({ appointmentId: row.id, status: 'no_show', byUserId: userId, byRole: 'doctor' });
      await events.publish('appointment.status-changed', {
        appointmentId: row.id,
        doctorId: doctor.id,
        from: 'booked',
        to: 'no_show',
      });
    });
    return appointment(userId, id);
  }

  /** A patient's consultations with this doctor only; a patient this doctor never saw is a 404. */
  async function patientHistory(userId: number, patientUserId: number): Promise<PatientHistory> {
    const doctor = await me(userId);
    const rows = await repository.historyWith(doctor.id, patientUserId);
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    const [lines, reports] = await Promise.all([
      repository.linesOf(rows.flatMap((r) => (r.prescriptionId ? [r.prescriptionId] : []))),
      reportsOf(
        repository,
        rows.map((r) => r.appointment.id),
      ),
    ]);
    return {
      patientName: rows[0]!.appointment.patientName,
      consultations: rows.map(({ appointment: a, diagnosis, prescriptionId }) => ({
        appointmentId: a.id,
        startsAt: a.startsAt.toISOString(),
        mode: a.mode,
        status: a.status,
        symptoms: a.symptoms,
        diagnosis: diagnosis ?? '',
        medicines: lines.filter((l) => l.ePrescriptionId === prescriptionId).map((l) => l.medicineName),
        reports: reports.get(a.id) ?? [],
      })),
    };
  }

  return {
    me,
    queue,
    appointment,
    availability,
    saveAvailability,
    addLeave,
    removeLeave,
    start,
    noShow,
    patientHistory,
  };
}

import {
  HOSPITAL_DEPARTMENTS,
  type HospitalAppointment,
  type HospitalAppointmentDecision,
  type HospitalAppointmentInput,
  type HospitalAppointmentStatus,
  type HospitalDesk,
} from '@aushadh/shared/hospitals/schemas.ts';
import type { EventPayload } from '../../../lib/events/event-catalog.ts';
import { AppError } from '../../../lib/app-error.ts';
import { appointmentMail } from '../hospital-mails.ts';
import type { Actor, HospitalsDeps } from '../hospitals-deps.ts';
import type { AppointmentRow, HospitalRow } from '../hospitals.repository.ts';
import { isVisitDate, referenceCode } from '@aushadh/shared/emergency/visit-dates.ts';

/** From which statuses the hospital may take each decision. */
const FROM: Record<HospitalAppointmentDecision['action'], readonly HospitalAppointmentStatus[]> = {
  confirm: ['requested', 'rescheduled'],
  reschedule: ['requested', 'confirmed', 'rescheduled'],
  decline: ['requested', 'confirmed', 'rescheduled'],
};
const TO = { confirm: 'confirmed', reschedule: 'rescheduled', decline: 'declined' } as const;
const departmentName = (slug: string) => HOSPITAL_DEPARTMENTS.find((d) => d.slug === slug)?.name ?? slug;

/** /hospitals/{id}/appointment and the hospital's answer in its /laboratory area page. */
export function createAppointments(deps: HospitalsDeps) {
  const { repository, uow, events, people, mail } = deps;
  const now = deps.now ?? (() => new Date());

  function view(
    row: AppointmentRow,
    hospital: Pick<HospitalRow, 'id' | 'name' | 'phone' | 'city'>,
  ): HospitalAppointment {
    return {
      id: row.id,
      reference: row.reference,
      hospital: { id: hospital.id, name: hospital.name, phone: hospital.phone, city: hospital.city },
      department: row.department,
      date: row.date,
      timeWindow: row.timeWindow,
      patientName: row.patientName,
      patientAge: row.patientAge,
      patientPhone: row.patientPhone,
      reason: row.reason,
      status: row.status,
      hospitalNote: row.hospitalNote,
      history: row.history.map(({ status, at, byRole, note }) => ({ status, at, byRole, ...(note ? { note } : {}) })),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function hospitalOf(id: number) {
    const hospital = await repository.find(id);
    if (!hospital) throw new AppError('HOSPITAL_NOT_FOUND');
    return hospital;
  }

  /** The hospital the staff member manages (403 when the account manages none). */
  async function staffHospital(staff: Actor) {
    const hospital = await repository.findByStaffUser(staff.id);
    if (!hospital) throw new AppError('HOSPITAL_NOT_LINKED');
    return hospital;
  }

  return {
    async book(userId: number, hospitalId: number, input: HospitalAppointmentInput): Promise<HospitalAppointment> {
      const hospital = await repository.find(hospitalId);
      if (!hospital || hospital.status !== 'approved') throw new AppError('HOSPITAL_NOT_FOUND');
      if (!isVisitDate(input.date, now())) throw new AppError('VISIT_DATE_INVALID', {}, { field: 'date' });
      return uow.transaction(async () => {
        const row = await repository.insertAppointment({
          reference: referenceCode('HA'),
          hospitalId,
          userId,
          department: input.department,
          date: input.date,
          timeWindow: input.timeWindow,
          patientName: input.patientName,
          patientAge: input.patientAge,
          patientPhone: input.patientPhone,
          reason: input.reason,
          status: 'requested',
          history: [{ status: 'requested', at: now().toISOString(), byUserId: userId, byRole: 'customer' }],
        });
        await events.publish('hospital-appointment.status-changed', {
          appointmentId: row.id,
          hospitalId,
          userId,
          from: null,
          to: 'requested',
        });
        return view(row, hospital);
      });
    },

    async mine(userId: number): Promise<HospitalAppointment[]> {
      const rows = await repository.appointmentsOfUser(userId);
      const hospitals = new Map<number, HospitalRow>();
      for (const row of rows)
        if (!hospitals.has(row.hospitalId)) hospitals.set(row.hospitalId, await hospitalOf(row.hospitalId));
      return rows.map((row) => view(row, hospitals.get(row.hospitalId)!));
    },

    async getMine(userId: number, id: number): Promise<HospitalAppointment> {
      const row = await repository.findAppointment(id);
      if (!row || row.userId !== userId) throw new AppError('HOSPITAL_APPOINTMENT_NOT_FOUND');
      return view(row, await hospitalOf(row.hospitalId));
    },

    /** The patient cancels a request not yet declined. */
    async cancel(userId: number, id: number): Promise<HospitalAppointment> {
      const row = await repository.findAppointment(id);
      if (!row || row.userId !== userId) throw new AppError('HOSPITAL_APPOINTMENT_NOT_FOUND');
      return uow.transaction(async () => {
        const moved = await repository.moveAppointment(
          id,
          ['requested', 'confirmed', 'rescheduled'],
          { status: 'cancelled' },
          { status: 'cancelled', at: now().toISOString(), byUserId: userId, byRole: 'customer' },
        );
        if (!moved) throw new AppError('REQUEST_STEP_NOT_ALLOWED');
        await events.publish('hospital-appointment.status-changed', {
          appointmentId: id,
          hospitalId: row.hospitalId,
          userId,
          from: row.status,
          to: 'cancelled',
        });
        return view(moved, await hospitalOf(row.hospitalId));
      });
    },

    /** The hospital's desk: its appointments, upcoming first. */
    async desk(staff: Actor): Promise<HospitalDesk> {
      const hospital = await repository.findByStaffUser(staff.id);
      if (!hospital) return { hospital: null, appointments: [] };
      const rows = await repository.appointmentsOfHospital(hospital.id);
      return {
        hospital: { id: hospital.id, name: hospital.name, city: hospital.city },
        appointments: rows.map((row) => view(row, hospital)),
      };
    },

    /** Confirm, reschedule or decline: only the hospital the appointment is at (others: 404). */
    async decide(staff: Actor, id: number, decision: HospitalAppointmentDecision): Promise<HospitalAppointment> {
      const hospital = await staffHospital(staff);
      const row = await repository.findAppointment(id);
      if (!row || row.hospitalId !== hospital.id) throw new AppError('HOSPITAL_APPOINTMENT_NOT_FOUND');
      if (decision.action === 'reschedule' && !isVisitDate(decision.date, now())) {
        throw new AppError('VISIT_DATE_INVALID', {}, { field: 'date' });
      }
      const to = TO[decision.action];
      return uow.transaction(async () => {
        const moved = await repository.moveAppointment(
          id,
          FROM[decision.action],
          {
            status: to,
            hospitalNote: decision.note ?? null,
            ...(decision.action === 'reschedule' ? { date: decision.date, timeWindow: decision.timeWindow } : {}),
          },
          {
            status: to,
            at: now().toISOString(),
            byUserId: staff.id,
            byRole: staff.role,
            ...(decision.note ? { note: decision.note } : {}),
          },
        );
        if (!moved) throw new AppError('REQUEST_STEP_NOT_ALLOWED');
        await events.publish('hospital-appointment.status-changed', {
          appointmentId: id,
          hospitalId: hospital.id,
          userId: row.userId,
          from: row.status,
          to,
        });
        return view(moved, hospital);
      });
    },

    /** The patient hears each answer of the hospital (subscriber of hospital-appointment.status-changed). */
    async notify(payload: EventPayload<'hospital-appointment.status-changed'>) {
      if (!payload.userId || !['confirmed', 'rescheduled', 'declined'].includes(payload.to)) return;
      const [row, contact] = await Promise.all([
        repository.findAppointment(payload.appointmentId),
        people.contactOf(payload.userId),
      ]);
      if (!row || !contact || row.status !== payload.to) return;
      const hospital = await hospitalOf(row.hospitalId);
      await mail.enqueue(
        appointmentMail({
          to: contact.email,
          language: contact.language,
          customerName: contact.name,
          reference: row.reference,
          hospitalName: hospital.name,
          hospitalPhone: hospital.phone,
          department: departmentName(row.department),
          date: row.date,
          timeWindow: row.timeWindow,
          status: row.status,
          note: row.hospitalNote,
        }),
      );
    },
  };
}

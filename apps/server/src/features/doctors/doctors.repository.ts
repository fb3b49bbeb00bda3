import { and, asc, desc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import {
  appointmentHistory,
  appointmentReports,
  appointments,
  consultationMessages,
  consultations,
  doctorAvailability,
  doctorLeave,
  doctors,
  doctorSpecialties,
  ePrescriptionLines,
  ePrescriptions,
} from '../../db/schema/doctors.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type DoctorRow = typeof doctors.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
export type ConsultationRow = typeof consultations.$inferSelect;
export type EPrescriptionRow = typeof ePrescriptions.$inferSelect;
export type EPrescriptionLineRow = typeof ePrescriptionLines.$inferSelect;
export type SittingRow = { doctorId: number; weekday: number; startMinute: number; endMinute: number };
export type LeaveRow = typeof doctorLeave.$inferSelect;

export interface DoctorWithSpecialty extends DoctorRow {
  specialtySlug: string;
  specialtyName: string;
}

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createDoctorsRepository(uow: UnitOfWork) {
  const withSpecialty = () =>
    uow
      .db()
      .select({ doctor: doctors, specialtySlug: doctorSpecialties.slug, specialtyName: doctorSpecialties.name })
      .from(doctors)
      .innerJoin(doctorSpecialties, eq(doctorSpecialties.id, doctors.specialtyId));
  const flatten = (row: { doctor: DoctorRow; specialtySlug: string; specialtyName: string }): DoctorWithSpecialty => ({
    ...row.doctor,
    specialtySlug: row.specialtySlug,
    specialtyName: row.specialtyName,
  });

  return {
    /* ── directory ── */
    async listSpecialties() {
      return uow
        .db()
        .select({
          id: doctorSpecialties.id,
          slug: doctorSpecialties.slug,
          name: doctorSpecialties.name,
          description: doctorSpecialties.description,
          doctorCount: sql<number>`count(${doctors.id})::int`,
          minFeePaise: sql<number>`coalesce(min(${doctors.feePaise}), 0)::int`,
        })
        .from(doctorSpecialties)
        .leftJoin(doctors, and(eq(doctors.specialtyId, doctorSpecialties.id), eq(doctors.active, true)))
        .groupBy(doctorSpecialties.id)
        .orderBy(asc(doctorSpecialties.sortOrder));
    },

    /** Every active doctor with their specialty (the directory's in-memory snapshot). */
    async allDoctors(): Promise<DoctorWithSpecialty[]> {
      const rows = await withSpecialty().where(eq(doctors.active, true)).orderBy(asc(doctors.id));
      return rows.map(flatten);
    },

    async allSittings(): Promise<SittingRow[]> {
      return uow
        .db()
        .select({
          doctorId: doctorAvailability.doctorId,
          weekday: doctorAvailability.weekday,
          startMinute: doctorAvailability.startMinute,
          endMinute: doctorAvailability.endMinute,
        })
        .from(doctorAvailability);
    },

    async allLeave(fromDate: string): Promise<LeaveRow[]> {
      return uow.db().select().from(doctorLeave).where(gte(doctorLeave.toDate, fromDate));
    },

    /** Starts of every live booking in [from, to): which slots the directory's cards must skip. */
    async allTaken(from: Date, to: Date) {
      return uow
        .db()
        .select({ doctorId: appointments.doctorId, startsAt: appointments.startsAt })
        .from(appointments)
        .where(
          and(ne(appointments.status, 'cancelled'), gte(appointments.startsAt, from), lt(appointments.startsAt, to)),
        );
    },

    async findDoctor(id: number): Promise<DoctorWithSpecialty | null> {
      const [row] = await withSpecialty().where(and(eq(doctors.id, id), eq(doctors.active, true)));
      return row ? flatten(row) : null;
    },

    async findDoctorByUser(userId: number): Promise<DoctorWithSpecialty | null> {
      const [row] = await withSpecialty().where(eq(doctors.userId, userId));
      return row ? flatten(row) : null;
    },

    async linkUser(registrationNumber: string, userId: number): Promise<boolean> {
      const rows = await uow
        .db()
        .update(doctors)
        .set({ userId })
        .where(and(eq(doctors.registrationNumber, registrationNumber), sql`${doctors.userId} IS NULL`))
        .returning({ id: doctors.id });
      return rows.length > 0;
    },

    async insertDoctor(values: typeof doctors.$inferInsert): Promise<DoctorRow> {
      const [row] = await uow.db().insert(doctors).values(values).returning();
      return row!;
    },

    /* ── availability ── */
    async sittingsOf(doctorIds: number[]): Promise<SittingRow[]> {
      if (doctorIds.length === 0) return [];
      return uow
        .db()
        .select({
          doctorId: doctorAvailability.doctorId,
          weekday: doctorAvailability.weekday,
          startMinute: doctorAvailability.startMinute,
          endMinute: doctorAvailability.endMinute,
        })
        .from(doctorAvailability)
        .where(inArray(doctorAvailability.doctorId, doctorIds))
        .orderBy(asc(doctorAvailability.weekday), asc(doctorAvailability.startMinute));
    },

    async leaveOf(doctorIds: number[], fromDate: string): Promise<LeaveRow[]> {
      if (doctorIds.length === 0) return [];
      return uow
        .db()
        .select()
        .from(doctorLeave)
        .where(and(inArray(doctorLeave.doctorId, doctorIds), gte(doctorLeave.toDate, fromDate)))
        .orderBy(asc(doctorLeave.fromDate));
    },

    async replaceSittings(doctorId: number, slotMinutes: number, sittings: Omit<SittingRow, 'doctorId'>[]) {
      await uow.db().update(doctors).set({ slotMinutes }).where(eq(doctors.id, doctorId));
      await uow.db().delete(doctorAvailability).where(eq(doctorAvailability.doctorId, doctorId));
      if (sittings.length) {
        await uow
          .db()
          .insert(doctorAvailability)
          .values(sittings.map((s) => ({ ...s, doctorId })));
      }
    },

    async insertLeave(values: typeof doctorLeave.$inferInsert): Promise<LeaveRow> {
      const [row] = await uow.db().insert(doctorLeave).values(values).returning();
      return row!;
    },

    async deleteLeave(doctorId: number, id: number): Promise<boolean> {
      const rows = await uow
        .db()
        .delete(doctorLeave)
        .where(and(eq(doctorLeave.id, id), eq(doctorLeave.doctorId, doctorId)))
        .returning({ id: doctorLeave.id });
      return rows.length > 0;
    },

    /** Starts of live bookings (any status but cancelled) of these doctors in [from, to). */
    async takenSlots(doctorIds: number[], from: Date, to: Date) {
      if (doctorIds.length === 0) return [];
      return uow
        .db()
        .select({ doctorId: appointments.doctorId, startsAt: appointments.startsAt })
        .from(appointments)
        .where(
          and(
            inArray(appointments.doctorId, doctorIds),
            ne(appointments.status, 'cancelled'),
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
          ),
        );
    },

    /* ── appointments ── */
    /** Inserts a booking; the partial unique index refuses a second live booking of the slot (23505). */
    async insertAppointment(values: NewAppointment): Promise<AppointmentRow> {
      const [row] = await uow.db().insert(appointments).values(values).returning();
      return row!;
    },

    async findAppointment(id: number): Promise<AppointmentRow | null> {
      const [row] = await uow.db().select().from(appointments).where(eq(appointments.id, id));
      return row ?? null;
    },

    async findPatientAppointment(id: number, userId: number): Promise<AppointmentRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.patientUserId, userId)));
      return row ?? null;
    },

    async findDoctorAppointment(id: number, doctorId: number): Promise<AppointmentRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.doctorId, doctorId)));
      return row ?? null;
    },

    async appointmentsOfPatient(userId: number): Promise<AppointmentRow[]> {
      return uow
        .db()
        .select()
        .from(appointments)
        .where(eq(appointments.patientUserId, userId))
        .orderBy(desc(appointments.startsAt))
        .limit(100);
    },

    async appointmentsOfDoctor(doctorId: number, from: Date, to: Date): Promise<AppointmentRow[]> {
      return uow
        .db()
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            ne(appointments.status, 'cancelled'),
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(300);
    },

    /** Moves an appointment from one of `from` to `to` (conditional: a second click finds nothing). */
    async transition(
      id: number,
      from: readonly AppointmentRow['status'][],
      set: Partial<NewAppointment> & { status: AppointmentRow['status'] },
    ): Promise<AppointmentRow | null> {
      const [row] = await uow
        .db()
        .update(appointments)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
        .returning();
      return row ?? null;
    },

    async insertHistory(values: typeof appointmentHistory.$inferInsert) {
      await uow.db().insert(appointmentHistory).values(values);
    },

    /** Booked appointments starting before `before` not yet reminded (the reminder job). */
    async dueReminders(now: Date, before: Date) {
      return uow
        .db()
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.status, 'booked'),
            sql`${appointments.reminderSentAt} IS NULL`,
            gte(appointments.startsAt, now),
            lte(appointments.startsAt, before),
          ),
        )
        .limit(200);
    },

    async markReminded(id: number): Promise<boolean> {
      const rows = await uow
        .db()
        .update(appointments)
        .set({ reminderSentAt: new Date() })
        .where(and(eq(appointments.id, id), sql`${appointments.reminderSentAt} IS NULL`))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /* ── consultations ── */
    async insertConsultation(values: typeof consultations.$inferInsert): Promise<ConsultationRow> {
      const [row] = await uow.db().insert(consultations).values(values).returning();
      return row!;
    },

    async consultationOf(appointmentId: number): Promise<ConsultationRow | null> {
      const [row] = await uow.db().select().from(consultations).where(eq(consultations.appointmentId, appointmentId));
      return row ?? null;
    },

    async consultationsOf(appointmentIds: number[]): Promise<ConsultationRow[]> {
      if (appointmentIds.length === 0) return [];
      return uow.db().select().from(consultations).where(inArray(consultations.appointmentId, appointmentIds));
    },

    async updateConsultation(id: number, set: Partial<typeof consultations.$inferInsert>) {
      await uow.db().update(consultations).set(set).where(eq(consultations.id, id));
    },

    /**
     * A participant's first decoded remote frame in the video call: their join time, and the set-up time of the
     * call (the first one reported). Kept once: a reconnect later does not move them.
     */
    async markCallConnected(appointmentId: number, role: 'doctor' | 'patient', setupMs: number, at: Date) {
      const joined = role === 'doctor' ? consultations.doctorJoinedAt : consultations.patientJoinedAt;
      await uow
        .db()
        .update(consultations)
        .set({
          [role === 'doctor' ? 'doctorJoinedAt' : 'patientJoinedAt']:
            sql`coalesce(${joined}, ${at.toISOString()}::timestamptz)`,
          callSetupMs: sql`coalesce(${consultations.callSetupMs}, ${setupMs})`,
        })
        .where(eq(consultations.appointmentId, appointmentId));
    },

    /* ── reports attached to a booking ── */
    async insertReport(values: typeof appointmentReports.$inferInsert) {
      const [row] = await uow.db().insert(appointmentReports).values(values).returning({
        id: appointmentReports.id,
        appointmentId: appointmentReports.appointmentId,
        originalName: appointmentReports.originalName,
        mediaType: appointmentReports.mediaType,
        byteSize: appointmentReports.byteSize,
      });
      return row!;
    },

    /** The reports of these appointments, without their bytes, oldest first. */
    async reportsOf(appointmentIds: number[]) {
      if (appointmentIds.length === 0) return [];
      return uow
        .db()
        .select({
          id: appointmentReports.id,
          appointmentId: appointmentReports.appointmentId,
          originalName: appointmentReports.originalName,
          mediaType: appointmentReports.mediaType,
          byteSize: appointmentReports.byteSize,
        })
        .from(appointmentReports)
        .where(inArray(appointmentReports.appointmentId, appointmentIds))
        .orderBy(asc(appointmentReports.id));
    },

    async readReport(appointmentId: number, reportId: number) {
      const [row] = await uow
        .db()
        .select()
        .from(appointmentReports)
        .where(and(eq(appointmentReports.id, reportId), eq(appointmentReports.appointmentId, appointmentId)));
      return row ?? null;
    },

    /** A patient's appointments with one doctor, newest first (the doctor's view of their own patient). */
    async historyWith(doctorId: number, patientUserId: number) {
      return uow
        .db()
        .select({ appointment: appointments, diagnosis: ePrescriptions.diagnosis, prescriptionId: ePrescriptions.id })
        .from(appointments)
        .leftJoin(ePrescriptions, eq(ePrescriptions.appointmentId, appointments.id))
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.patientUserId, patientUserId)))
        .orderBy(desc(appointments.startsAt))
        .limit(100);
    },

    /* ── e-prescriptions ── */
    async insertEPrescription(
      values: typeof ePrescriptions.$inferInsert,
      lines: Omit<typeof ePrescriptionLines.$inferInsert, 'ePrescriptionId'>[],
    ): Promise<EPrescriptionRow> {
      const [row] = await uow.db().insert(ePrescriptions).values(values).returning();
      await uow
        .db()
        .insert(ePrescriptionLines)
        .values(lines.map((line) => ({ ...line, ePrescriptionId: row!.id })));
      return row!;
    },

    async setPrescriptionId(id: number, prescriptionId: number) {
      await uow.db().update(ePrescriptions).set({ prescriptionId }).where(eq(ePrescriptions.id, id));
    },

    async ePrescriptionOfAppointment(appointmentId: number): Promise<EPrescriptionRow | null> {
      const [row] = await uow.db().select().from(ePrescriptions).where(eq(ePrescriptions.appointmentId, appointmentId));
      return row ?? null;
    },

    async ePrescriptionByCode(code: string): Promise<EPrescriptionRow | null> {
      const [row] = await uow.db().select().from(ePrescriptions).where(eq(ePrescriptions.verificationCode, code));
      return row ?? null;
    },

    async linesOf(ePrescriptionIds: number[]): Promise<EPrescriptionLineRow[]> {
      if (ePrescriptionIds.length === 0) return [];
      return uow
        .db()
        .select()
        .from(ePrescriptionLines)
        .where(inArray(ePrescriptionLines.ePrescriptionId, ePrescriptionIds))
        .orderBy(asc(ePrescriptionLines.ePrescriptionId), asc(ePrescriptionLines.position));
    },

    /* ── personal data ── */
    /**
     * Erasure: the consultation record stays with the doctor (kept as medical records), the patient's details on
     * it are anonymised; chat, shared files and attached reports go.
     */
    async anonymisePatient(userId: number) {
      const ids = (
        await uow.db().select({ id: appointments.id }).from(appointments).where(eq(appointments.patientUserId, userId))
      ).map((r) => r.id);
      if (ids.length === 0) return;
      await uow
        .db()
        .update(appointments)
        .set({ patientName: 'Erased patient', patientPhone: '', symptoms: '', updatedAt: new Date() })
        .where(inArray(appointments.id, ids));
      await uow
        .db()
        .update(ePrescriptions)
        .set({ patientName: 'Erased patient' })
        .where(inArray(ePrescriptions.appointmentId, ids));
      await uow.db().delete(appointmentReports).where(inArray(appointmentReports.appointmentId, ids));
      const consultationIds = (
        await uow
          .db()
          .select({ id: consultations.id })
          .from(consultations)
          .where(inArray(consultations.appointmentId, ids))
      ).map((r) => r.id);
      if (consultationIds.length) {
        await uow
          .db()
          .delete(consultationMessages)
          .where(inArray(consultationMessages.consultationId, consultationIds));
      }
    },

    async appointmentIdsWithPrescription(appointmentIds: number[]): Promise<Set<number>> {
      if (appointmentIds.length === 0) return new Set();
      const rows = await uow
        .db()
        .select({ id: ePrescriptions.appointmentId })
        .from(ePrescriptions)
        .where(inArray(ePrescriptions.appointmentId, appointmentIds));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type DoctorsRepository = ReturnType<typeof createDoctorsRepository>;

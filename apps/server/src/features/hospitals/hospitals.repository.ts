import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  doctorHospitals,
  hospitalAppointments,
  hospitals,
  type StatusHistoryEntry,
} from '../../db/schema/hospitals.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type HospitalRow = typeof hospitals.$inferSelect;
export type HospitalInsert = typeof hospitals.$inferInsert;
export type AppointmentRow = typeof hospitalAppointments.$inferSelect;
export type AppointmentInsert = typeof hospitalAppointments.$inferInsert;

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createHospitalsRepository(uow: UnitOfWork) {
  return {
    /** Every approved hospital (the directory's in-memory index: ~10,000 rows of a few hundred bytes). */
    allApproved(): Promise<HospitalRow[]> {
      return uow.db().select().from(hospitals).where(eq(hospitals.status, 'approved')).orderBy(asc(hospitals.id));
    },

    /** Every doctor–hospital link (a few hundred rows: the directory keeps them in memory with the hospitals). */
    allDoctorLinks(): Promise<{ doctorId: number; hospitalId: number }[]> {
      return uow
        .db()
        .select({ doctorId: doctorHospitals.doctorId, hospitalId: doctorHospitals.hospitalId })
        .from(doctorHospitals)
        .orderBy(asc(doctorHospitals.hospitalId), asc(doctorHospitals.doctorId));
    },

    async find(id: number): Promise<HospitalRow | null> {
      const [row] = await uow.db().select().from(hospitals).where(eq(hospitals.id, id));
      return row ?? null;
    },

    async findByStaffUser(userId: number): Promise<HospitalRow | null> {
      const [row] = await uow.db().select().from(hospitals).where(eq(hospitals.staffUserId, userId));
      return row ?? null;
    },

    /** The first approved hospital of a city (the demo hospital account's). */
    async firstInCity(city: string): Promise<HospitalRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(hospitals)
        .where(and(eq(hospitals.city, city), eq(hospitals.status, 'approved')))
        .orderBy(asc(hospitals.id))
        .limit(1);
      return row ?? null;
    },

    /** Links a staff account to a hospital unless it already manages one (idempotent). */
    async linkStaff(hospitalId: number, userId: number): Promise<void> {
      await uow
        .db()
        .update(hospitals)
        .set({ staffUserId: userId })
        .where(
          and(
            eq(hospitals.id, hospitalId),
            sql`${hospitals.staffUserId} IS NULL`,
            sql`NOT EXISTS (SELECT 1 FROM hospitals h2 WHERE h2.staff_user_id = ${userId})`,
          ),
        );
    },

    /** A hospital (approved or pending) with this name key at this pincode: a likely duplicate. */
    async findDuplicate(nameKey: string, pincode: string): Promise<HospitalRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(hospitals)
        .where(
          and(eq(hospitals.nameKey, nameKey), eq(hospitals.pincode, pincode), sql`${hospitals.status} <> 'rejected'`),
        )
        .orderBy(asc(hospitals.id))
        .limit(1);
      return row ?? null;
    },

    async insert(values: HospitalInsert): Promise<HospitalRow> {
      const [row] = await uow.db().insert(hospitals).values(values).returning();
      return row!;
    },

    async insertMany(values: HospitalInsert[]): Promise<number> {
      let inserted = 0;
      for (let i = 0; i < values.length; i += 500) {
        const rows = await uow
          .db()
          .insert(hospitals)
          .values(values.slice(i, i + 500))
          .returning({ id: hospitals.id });
        inserted += rows.length;
      }
      return inserted;
    },

    async countAll(): Promise<number> {
      const [row] = await uow.db().select({ n: count() }).from(hospitals);
      return row?.n ?? 0;
    },

    /** Decides a pending submission: a conditional update, so two admins cannot both decide it. */
    async review(
      id: number,
      values: {
        status: 'approved' | 'rejected';
        reviewedByUserId: number;
        reviewedAt: Date;
        rejectReason: string | null;
      },
    ): Promise<HospitalRow | null> {
      const [row] = await uow
        .db()
        .update(hospitals)
        .set(values)
        .where(and(eq(hospitals.id, id), eq(hospitals.status, 'pending')))
        .returning();
      return row ?? null;
    },

    listByStatus(status: 'pending' | 'approved' | 'rejected', limit = 200): Promise<HospitalRow[]> {
      return uow
        .db()
        .select()
        .from(hospitals)
        .where(eq(hospitals.status, status))
        .orderBy(status === 'pending' ? asc(hospitals.createdAt) : desc(hospitals.reviewedAt), asc(hospitals.id))
        .limit(limit);
    },

    /* ── appointments ── */
    async insertAppointment(values: AppointmentInsert): Promise<AppointmentRow> {
      const [row] = await uow.db().insert(hospitalAppointments).values(values).returning();
      return row!;
    },

    async findAppointment(id: number): Promise<AppointmentRow | null> {
      const [row] = await uow.db().select().from(hospitalAppointments).where(eq(hospitalAppointments.id, id));
      return row ?? null;
    },

    appointmentsOfUser(userId: number): Promise<AppointmentRow[]> {
      return uow
        .db()
        .select()
        .from(hospitalAppointments)
        .where(eq(hospitalAppointments.userId, userId))
        .orderBy(desc(hospitalAppointments.createdAt), desc(hospitalAppointments.id))
        .limit(100);
    },

    appointmentsOfHospital(hospitalId: number): Promise<AppointmentRow[]> {
      return uow
        .db()
        .select()
        .from(hospitalAppointments)
        .where(eq(hospitalAppointments.hospitalId, hospitalId))
        .orderBy(asc(hospitalAppointments.date), asc(hospitalAppointments.id))
        .limit(300);
    },

    /** Moves an appointment from one of `from` to a new status, appending to its history; null if it had moved. */
    async moveAppointment(
      id: number,
      from: readonly AppointmentRow['status'][],
      values: Partial<Pick<AppointmentRow, 'status' | 'date' | 'timeWindow' | 'hospitalNote'>>,
      entry: StatusHistoryEntry,
    ): Promise<AppointmentRow | null> {
      const [row] = await uow
        .db()
        .update(hospitalAppointments)
        .set({
          ...values,
          history: sql`${hospitalAppointments.history} || ${JSON.stringify([entry])}::jsonb`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(hospitalAppointments.id, id),
            sql`${hospitalAppointments.status} IN (${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type HospitalsRepository = ReturnType<typeof createHospitalsRepository>;

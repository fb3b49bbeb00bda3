import { and, desc, eq, sql } from 'drizzle-orm';
import { emergencyRequests, homeServiceRequests, type StatusHistoryEntry } from '../../db/schema/emergency.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type EmergencyRow = typeof emergencyRequests.$inferSelect;
export type HomeServiceRow = typeof homeServiceRequests.$inferSelect;

const appendHistory = (
  column: typeof emergencyRequests.history | typeof homeServiceRequests.history,
  entry: StatusHistoryEntry,
) => sql`${column} || ${JSON.stringify([entry])}::jsonb`;

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createEmergencyRepository(uow: UnitOfWork) {
  return {
    async insertEmergency(values: typeof emergencyRequests.$inferInsert): Promise<EmergencyRow> {
      const [row] = await uow.db().insert(emergencyRequests).values(values).returning();
      return row!;
    },
    async findEmergency(id: number): Promise<EmergencyRow | null> {
      const [row] = await uow.db().select().from(emergencyRequests).where(eq(emergencyRequests.id, id));
      return row ?? null;
    },
    async findEmergencyByCode(code: string): Promise<EmergencyRow | null> {
      const [row] = await uow.db().select().from(emergencyRequests).where(eq(emergencyRequests.trackingCode, code));
      return row ?? null;
    },
    emergenciesOfUser(userId: number): Promise<EmergencyRow[]> {
      return uow
        .db()
        .select()
        .from(emergencyRequests)
        .where(eq(emergencyRequests.userId, userId))
        .orderBy(desc(emergencyRequests.createdAt), desc(emergencyRequests.id))
        .limit(50);
    },
    emergencies(status?: EmergencyRow['status']): Promise<EmergencyRow[]> {
      return uow
        .db()
        .select()
        .from(emergencyRequests)
        .where(status ? eq(emergencyRequests.status, status) : undefined)
        .orderBy(desc(emergencyRequests.createdAt), desc(emergencyRequests.id))
        .limit(200);
    },
    /** Conditional on the current status: two staff moving one request at once cannot both win. */
    async moveEmergency(
      id: number,
      from: EmergencyRow['status'],
      to: EmergencyRow['status'],
      entry: StatusHistoryEntry,
    ) {
      const [row] = await uow
        .db()
        .update(emergencyRequests)
        .set({ status: to, history: appendHistory(emergencyRequests.history, entry), updatedAt: new Date() })
        .where(and(eq(emergencyRequests.id, id), eq(emergencyRequests.status, from)))
        .returning();
      return row ?? null;
    },

    async insertHomeService(values: typeof homeServiceRequests.$inferInsert): Promise<HomeServiceRow> {
      const [row] = await uow.db().insert(homeServiceRequests).values(values).returning();
      return row!;
    },
    async findHomeService(id: number): Promise<HomeServiceRow | null> {
      const [row] = await uow.db().select().from(homeServiceRequests).where(eq(homeServiceRequests.id, id));
      return row ?? null;
    },
    homeServicesOfUser(userId: number): Promise<HomeServiceRow[]> {
      return uow
        .db()
        .select()
        .from(homeServiceRequests)
        .where(eq(homeServiceRequests.userId, userId))
        .orderBy(desc(homeServiceRequests.createdAt), desc(homeServiceRequests.id))
        .limit(50);
    },
    homeServices(status?: HomeServiceRow['status']): Promise<HomeServiceRow[]> {
      return uow
        .db()
        .select()
        .from(homeServiceRequests)
        .where(status ? eq(homeServiceRequests.status, status) : undefined)
        .orderBy(desc(homeServiceRequests.createdAt), desc(homeServiceRequests.id))
        .limit(200);
    },
    async moveHomeService(
      id: number,
      from: HomeServiceRow['status'],
      to: HomeServiceRow['status'],
      entry: StatusHistoryEntry,
      staffNote: string | null,
    ) {
      const [row] = await uow
        .db()
        .update(homeServiceRequests)
        .set({
          status: to,
          history: appendHistory(homeServiceRequests.history, entry),
          updatedAt: new Date(),
          ...(staffNote ? { staffNote } : {}),
        })
        .where(and(eq(homeServiceRequests.id, id), eq(homeServiceRequests.status, from)))
        .returning();
      return row ?? null;
    },
  };
}

export type EmergencyRepository = ReturnType<typeof createEmergencyRepository>;

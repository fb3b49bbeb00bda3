import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Append and read, nothing else: the table refuses updates and deletes (migration 0014). */
export function createAuditRepository(uow: UnitOfWork) {
  return {
    async append(row: NewAuditRow): Promise<void> {
      await uow.db().insert(auditLog).values(row);
    },

    /** Newest first, `limit` rows older than the id `before`. */
    async page(filter: { action?: string; targetId?: string; before?: number; limit: number }): Promise<AuditRow[]> {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
      if (filter.before) conditions.push(lt(auditLog.id, filter.before));
      return uow
        .db()
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

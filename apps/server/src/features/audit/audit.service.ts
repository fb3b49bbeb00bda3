import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry } from '@aushadh/shared/auth/admin-account-schemas.ts';
import type { AuditRepository } from './audit.repository.ts';

/** Who did it, from where: what a route knows of the caller. */
export interface AuditActor {
  userId: number;
  role: string;
  ip: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType:
    | 'user'
    | 'article'
    | 'content-image'
    | 'health-tip'
    | 'testimonial'
    | 'product'
    | 'catalog'
    | 'partner'
    | 'campaign';
  targetId: number | string;
  /** Ids, roles and flags only: never a password, a code or free text about a person. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The staff audit log (issue 17 item 8). `record` runs inside the caller's transaction, so an action and its
 * record commit together or not at all.
 */
export function createAuditService(repository: AuditRepository) {
  return {
    async record(actor: AuditActor, entry: AuditRecord): Promise<void> {
      await repository.append({
        actorUserId: actor.userId,
        actorRole: actor.role,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: actor.ip.slice(0, 100),
      });
    },

    async page(query: {
      action?: AuditAction | undefined;
      targetId?: number | undefined;
      before?: number | undefined;
    }) {
      const rows = await repository.page({
        ...(query.action ? { action: query.action } : {}),
        ...(query.targetId ? { targetId: String(query.targetId) } : {}),
        ...(query.before ? { before: query.before } : {}),
        limit: AUDIT_PAGE_SIZE + 1,
      });
      const items: AuditEntry[] = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
        id: row.id,
        actorUserId: row.actorUserId,
        actorRole: row.actorRole,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before ?? null,
        after: row.after ?? null,
        ip: row.ip,
        at: row.at.toISOString(),
      }));
      return { items, nextBefore: rows.length > AUDIT_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

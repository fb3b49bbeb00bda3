import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The audit feature's table: only features/audit/audit.repository.ts touches it (issue 17 item 8).

/**
 * Every staff action worth answering for: who (user id and role at the time), what (an action code and the
 * thing acted on), the state before and after (ids, roles, flags — never a password, code or free-text personal
 * data), when and from where. Append-only: the repository has no update or delete, and the database refuses
 * both (migration 0014's trigger), so not even a bug in the app can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: the record outlives an erased account (its row is anonymised, not removed, anyway). */
    actorUserId: integer('actor_user_id').notNull(),
    actorRole: text('actor_role').notNull(),
    /** e.g. 'user.role-changed', 'user.disabled', 'user.created' (AUDIT_ACTIONS in packages/shared). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The client's address as the proxy reported it. */
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { notificationPreferences, notifications, pushSubscriptions, vapidKeys } from '../../db/schema/notifications.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createNotificationsRepository(uow: UnitOfWork) {
  return {
    /* ── VAPID keys: one pair for the deployment ── */
    async vapidKeys() {
      const [row] = await uow.db().select().from(vapidKeys).where(eq(vapidKeys.id, 1));
      return row ?? null;
    },
    /** Keeps the first pair written: two instances starting together end up with the same one. */
    async saveVapidKeysOnce(keys: { publicKey: string; privateKey: string }) {
      await uow
        .db()
        .insert(vapidKeys)
        .values({ id: 1, ...keys })
        .onConflictDoNothing();
    },

    /* ── push subscriptions ── */
    /** An endpoint belongs to one browser: saved again by another account, it moves to that account. */
    async saveSubscription(userId: number, sub: { endpoint: string; p256dh: string; auth: string }) {
      await uow
        .db()
        .insert(pushSubscriptions)
        .values({ userId, ...sub })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: sub.p256dh, auth: sub.auth },
        });
    },
    subscriptionsOf(userId: number) {
      return uow.db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
    async removeSubscription(endpoint: string, userId?: number) {
      const where =
        userId === undefined
          ? eq(pushSubscriptions.endpoint, endpoint)
          : and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId));
      const removed = await uow.db().delete(pushSubscriptions).where(where).returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },
    async markSent(ids: number[]) {
      if (ids.length === 0) return;
      await uow
        .db()
        .update(pushSubscriptions)
        .set({ lastSentAt: new Date() })
        .where(inArray(pushSubscriptions.id, ids));
    },

    /* ── the inbox ── */
    /** Null when a notification with this dedupe key exists already (a redelivered event). */
    async insertNotification(row: {
      userId: number;
      kind: string;
      params: Record<string, string | number>;
      link: string;
      dedupeKey: string;
    }): Promise<number | null> {
      const [inserted] = await uow
        .db()
        .insert(notifications)
        .values(row)
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ id: notifications.id });
      return inserted?.id ?? null;
    },
    async findNotification(id: number) {
      const [row] = await uow.db().select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },
    /** Takes the delivery of a notification; false when another delivery (a retry, an instance) has it. */
    async claimDelivery(id: number) {
      const claimed = await uow
        .db()
        .update(notifications)
        .set({ deliveredAt: new Date() })
        .where(and(eq(notifications.id, id), isNull(notifications.deliveredAt)))
        .returning({ id: notifications.id });
      return claimed.length > 0;
    },
    inbox(userId: number, limit: number) {
      return uow
        .db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
    async unreadCount(userId: number) {
      const [row] = await uow
        .db()
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    /** Ownership in the query: another person's id changes nothing and answers false. */
    async markRead(id: number, userId: number) {
      const rows = await uow
        .db()
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async markAllRead(userId: number) {
      await uow
        .db()
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /* ── preferences ── */
    async preferences(userId: number) {
      const [row] = await uow
        .db()
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row ?? null;
    },
    async savePreferences(row: Omit<PreferencesRow, 'updatedAt'>) {
      const { userId, ...values } = row;
      await uow
        .db()
        .insert(notificationPreferences)
        .values({ ...row, updatedAt: new Date() })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: new Date() } });
      return userId;
    },

    /* ── personal data ── */
    async exportUser(userId: number) {
      const db = uow.db();
      const [inbox, prefs, subs] = await Promise.all([
        db.select().from(notifications).where(eq(notifications.userId, userId)),
        db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
        db
          .select({ createdAt: pushSubscriptions.createdAt })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
      ]);
      return { inbox, preferences: prefs[0] ?? null, pushSubscriptions: subs };
    },
    async eraseUser(userId: number) {
      const db = uow.db();
      await db.delete(notifications).where(eq(notifications.userId, userId));
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = Pick<
  typeof campaigns.$inferInsert,
  'name' | 'subject' | 'body' | 'segment' | 'categoryId' | 'createdBy'
>;

/** Campaigns and their recipients; every query on the unit of work's handle. */
export function createCampaignsRepository(uow: Pick<UnitOfWork, 'db'>) {
  const db = () => uow.db();
  return {
    async insert(values: NewCampaign): Promise<CampaignRow> {
      const [row] = await db().insert(campaigns).values(values).returning();
      return row!;
    },

    async find(id: number): Promise<CampaignRow | null> {
      const [row] = await db().select().from(campaigns).where(eq(campaigns.id, id));
      return row ?? null;
    },

    /** The campaign's row, locked until the transaction ends (starting a send, running a batch). */
    async lock(id: number): Promise<CampaignRow | null> {
      const [row] = await db().select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      return row ?? null;
    },

    list(limit: number) {
      return db().select().from(campaigns).orderBy(desc(campaigns.id)).limit(limit);
    },

    async update(
      id: number,
      values: Partial<
        Pick<
          CampaignRow,
          'status' | 'startedAt' | 'finishedAt' | 'name' | 'subject' | 'body' | 'segment' | 'categoryId'
        >
      >,
    ) {
      await db().update(campaigns).set(values).where(eq(campaigns.id, id));
    },

    /** Adds recipients (a customer already listed is not added again). */
    async addRecipients(campaignId: number, userIds: number[]): Promise<void> {
      if (userIds.length === 0) return;
      await db()
        .insert(campaignRecipients)
        .values(userIds.map((userId) => ({ campaignId, userId })))
        .onConflictDoNothing();
    },

    /** The next pending recipients in id order, locked (another instance's batch skips them). */
    async lockPending(campaignId: number, limit: number): Promise<number[]> {
      const rows = await db()
        .select({ userId: campaignRecipients.userId })
        .from(campaignRecipients)
        .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'pending')))
        .orderBy(asc(campaignRecipients.userId))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => r.userId);
    },

    async hasPending(campaignId: number): Promise<boolean> {
      const rows = await db()
        .select({ userId: campaignRecipients.userId })
        .from(campaignRecipients)
        .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'pending')))
        .limit(1);
      return rows.length > 0;
    },

    async markQueued(campaignId: number, userId: number, mailId: number): Promise<void> {
      await db()
        .update(campaignRecipients)
        .set({ status: 'queued', mailId })
        .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.userId, userId)));
    },

    async markSkipped(campaignId: number, userIds: number[]): Promise<void> {
      if (userIds.length === 0) return;
      await db()
        .update(campaignRecipients)
        .set({ status: 'skipped' })
        .where(and(eq(campaignRecipients.campaignId, campaignId), inArray(campaignRecipients.userId, userIds)));
    },

    async markUnsubscribed(campaignId: number, userId: number): Promise<void> {
      await db()
        .update(campaignRecipients)
        .set({ unsubscribedAt: new Date() })
        .where(
          and(
            eq(campaignRecipients.campaignId, campaignId),
            eq(campaignRecipients.userId, userId),
            isNull(campaignRecipients.unsubscribedAt),
          ),
        );
    },

    /** Queued mails not yet known to be delivered: the delivery count asks the mail service about these. */
    async undelivered(
      campaignIds: number[],
      limit: number,
    ): Promise<{ campaignId: number; userId: number; mailId: number }[]> {
      if (campaignIds.length === 0) return [];
      const rows = await db()
        .select({
          campaignId: campaignRecipients.campaignId,
          userId: campaignRecipients.userId,
          mailId: campaignRecipients.mailId,
        })
        .from(campaignRecipients)
        .where(
          and(
            inArray(campaignRecipients.campaignId, campaignIds),
            eq(campaignRecipients.status, 'queued'),
            isNull(campaignRecipients.deliveredAt),
            isNotNull(campaignRecipients.mailId),
          ),
        )
        .limit(limit);
      return rows.map((r) => ({ ...r, mailId: r.mailId! }));
    },

    async markDelivered(mailIds: number[]): Promise<void> {
      if (mailIds.length === 0) return;
      await db()
        .update(campaignRecipients)
        .set({ deliveredAt: new Date() })
        .where(inArray(campaignRecipients.mailId, mailIds));
    },

    /** Counts per campaign: recipients by status, delivered, unsubscribed. */
    async counts(campaignIds: number[]) {
      if (campaignIds.length === 0) return new Map<number, ReturnType<typeof emptyCounts>>();
      const n = (condition: ReturnType<typeof sql>) => sql<string>`count(*) filter (where ${condition})`;
      const rows = await db()
        .select({
          campaignId: campaignRecipients.campaignId,
          recipients: sql<string>`count(*)`,
          pending: n(sql`${campaignRecipients.status} = 'pending'`),
          queued: n(sql`${campaignRecipients.status} = 'queued'`),
          skipped: n(sql`${campaignRecipients.status} = 'skipped'`),
          delivered: n(sql`${campaignRecipients.deliveredAt} is not null`),
          unsubscribed: n(sql`${campaignRecipients.unsubscribedAt} is not null`),
        })
        .from(campaignRecipients)
        .where(inArray(campaignRecipients.campaignId, campaignIds))
        .groupBy(campaignRecipients.campaignId);
      const counts = new Map<number, ReturnType<typeof emptyCounts>>();
      for (const row of rows) {
        counts.set(row.campaignId, {
          recipients: Number(row.recipients),
          pending: Number(row.pending),
          queued: Number(row.queued),
          skipped: Number(row.skipped),
          delivered: Number(row.delivered),
          unsubscribed: Number(row.unsubscribed),
        });
      }
      return counts;
    },
  };
}

export const emptyCounts = () => ({ recipients: 0, pending: 0, queued: 0, skipped: 0, delivered: 0, unsubscribed: 0 });

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;

import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { comboPackItems, comboPacks, offerRedemptions, offers, plusSubscriptions } from '../../db/schema/offers.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type OfferRow = typeof offers.$inferSelect;
export type OfferInsert = typeof offers.$inferInsert;
export type PlusSubscriptionRow = typeof plusSubscriptions.$inferSelect;
export type ComboPackRow = typeof comboPacks.$inferSelect & { items: { productId: number; quantity: number }[] };

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createOffersRepository(uow: UnitOfWork) {
  return {
    /** Offers switched on whose window has not ended by `now` (those starting later included: the rules refuse them). */
    async listLive(now: Date): Promise<OfferRow[]> {
      return uow
        .db()
        .select()
        .from(offers)
        .where(and(eq(offers.active, true), or(isNull(offers.endsAt), gt(offers.endsAt, now))))
        .orderBy(asc(offers.id));
    },

    /** Running now: started and not ended. */
    async listRunning(now: Date): Promise<OfferRow[]> {
      return uow
        .db()
        .select()
        .from(offers)
        .where(
          and(eq(offers.active, true), lte(offers.startsAt, now), or(isNull(offers.endsAt), gt(offers.endsAt, now))),
        )
        .orderBy(asc(offers.id));
    },

    async findByCode(code: string): Promise<OfferRow | null> {
      const [row] = await uow.db().select().from(offers).where(eq(offers.code, code));
      return row ?? null;
    },

    /** Uses per offer by this customer, a released one (cancelled order) not counted. */
    async usesBy(userId: number, offerIds: number[]): Promise<Map<number, number>> {
      if (offerIds.length === 0) return new Map();
      const rows = await uow
        .db()
        .select({ offerId: offerRedemptions.offerId, uses: count() })
        .from(offerRedemptions)
        .where(
          and(
            eq(offerRedemptions.userId, userId),
            inArray(offerRedemptions.offerId, offerIds),
            isNull(offerRedemptions.releasedAt),
          ),
        )
        .groupBy(offerRedemptions.offerId);
      return new Map(rows.map((row) => [row.offerId, Number(row.uses)]));
    },

    /** Serialises one customer's redemptions until the transaction ends: two parallel orders cannot both use a last use. */
    async lockCustomer(userId: number) {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtext('offers'), ${userId})`);
    },

    async insertRedemption(row: { offerId: number; userId: number; orderId: number; amountPaise: number }) {
      await uow.db().insert(offerRedemptions).values(row).onConflictDoNothing();
    },

    async releaseRedemption(orderId: number, at: Date) {
      await uow
        .db()
        .update(offerRedemptions)
        .set({ releasedAt: at })
        .where(and(eq(offerRedemptions.orderId, orderId), isNull(offerRedemptions.releasedAt)));
    },

    async redemptionsOf(userId: number) {
      return uow
        .db()
        .select({
          code: offers.code,
          orderId: offerRedemptions.orderId,
          amountPaise: offerRedemptions.amountPaise,
          redeemedAt: offerRedemptions.redeemedAt,
          releasedAt: offerRedemptions.releasedAt,
        })
        .from(offerRedemptions)
        .innerJoin(offers, eq(offers.id, offerRedemptions.offerId))
        .where(eq(offerRedemptions.userId, userId))
        .orderBy(asc(offerRedemptions.id));
    },

    async insertOffers(rows: OfferInsert[]) {
      if (rows.length > 0) await uow.db().insert(offers).values(rows).onConflictDoNothing({ target: offers.code });
    },

    /* ── combo packs ── */

    /** The switched-on combo packs with their items, in the shop's order. */
    async listActiveCombos(): Promise<ComboPackRow[]> {
      const packs = await uow
        .db()
        .select()
        .from(comboPacks)
        .where(eq(comboPacks.active, true))
        .orderBy(asc(comboPacks.sortOrder), asc(comboPacks.id));
      if (packs.length === 0) return [];
      const items = await uow
        .db()
        .select()
        .from(comboPackItems)
        .where(
          inArray(
            comboPackItems.comboId,
            packs.map((pack) => pack.id),
          ),
        )
        .orderBy(asc(comboPackItems.comboId), asc(comboPackItems.productId));
      return packs.map((pack) => ({
        ...pack,
        items: items
          .filter((item) => item.comboId === pack.id)
          .map((item) => ({ productId: item.productId, quantity: item.quantity })),
      }));
    },

    /* ── PLUS ── */

    async subscriptionsOf(userId: number): Promise<PlusSubscriptionRow[]> {
      return uow
        .db()
        .select()
        .from(plusSubscriptions)
        .where(eq(plusSubscriptions.userId, userId))
        .orderBy(desc(plusSubscriptions.startsAt), desc(plusSubscriptions.id));
    },

    async findSubscriptionByKey(userId: number, idempotencyKey: string): Promise<PlusSubscriptionRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(plusSubscriptions)
        .where(and(eq(plusSubscriptions.userId, userId), eq(plusSubscriptions.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /** Of these customers, those with a plan running at `at` (started, not ended, not cancelled). */
    async membersAmong(userIds: number[], at: Date): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await uow
        .db()
        .selectDistinct({ userId: plusSubscriptions.userId })
        .from(plusSubscriptions)
        .where(
          and(
            inArray(plusSubscriptions.userId, userIds),
            lte(plusSubscriptions.startsAt, at),
            gt(plusSubscriptions.endsAt, at),
            isNull(plusSubscriptions.cancelledAt),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** One PLUS buyer at a time: a renewal starts where the latest plan ends. */
    async lockPlus(userId: number) {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtext('plus'), ${userId})`);
    },

    async insertSubscription(row: typeof plusSubscriptions.$inferInsert): Promise<PlusSubscriptionRow> {
      const [inserted] = await uow.db().insert(plusSubscriptions).values(row).returning();
      return inserted!;
    },

    async cancelSubscription(id: number, values: { cancelledAt: Date; refundPaise: number; refundReference: string }) {
      await uow.db().update(plusSubscriptions).set(values).where(eq(plusSubscriptions.id, id));
    },

    async deleteCustomer(userId: number) {
      await uow.db().delete(plusSubscriptions).where(eq(plusSubscriptions.userId, userId));
      await uow.db().delete(offerRedemptions).where(eq(offerRedemptions.userId, userId));
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;

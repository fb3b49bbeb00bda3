import { addMonths, plusRefundPaise } from '@aushadh/shared/offers/plus.ts';
import { plusPlanOf, type BuyPlusRequest, type PlusStatus } from '@aushadh/shared/offers/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OffersDeps } from '../offers-deps.ts';
import type { PlusSubscriptionRow } from '../offers.repository.ts';

/** Another request with the same Idempotency-Key recorded the plan first: this one answers that. */
class AlreadyBought extends Error {}

const live = (rows: PlusSubscriptionRow[], at: Date) =>
  rows.filter((row) => row.cancelledAt === null && row.endsAt > at);

/**
 * PLUS (issue 18): a plan bought through the demo payment starts now, or where the current one ends (a
 * renewal); the cart's membership row follows the latest end. Cancelling ends it now and refunds the unused
 * part of the current plan and every renewal not yet started (demo refund, recorded).
 */
export function createPlusMembership({ repository, uow, cart, payments, events, now }: OffersDeps) {
  async function status(userId: number): Promise<PlusStatus> {
    const at = now();
    const rows = await repository.subscriptionsOf(userId);
    const current = live(rows, at);
    const validUntil = current.reduce<Date | null>((end, row) => (end && end > row.endsAt ? end : row.endsAt), null);
    return {
      member: current.some((row) => row.startsAt <= at),
      validUntil: validUntil?.toISOString() ?? null,
      refundIfCancelledPaise: current.reduce((sum, row) => sum + plusRefundPaise(row, at), 0),
      subscriptions: rows.map((row) => ({
        id: row.id,
        plan: row.plan,
        pricePaise: row.pricePaise,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        refundPaise: row.refundPaise,
        refundReference: row.refundReference,
      })),
    };
  }

  return {
    status,

    /** Who among these customers is a PLUS member now: the campaigns' "PLUS members" segment asks this. */
    async membersAmong(userIds: number[]): Promise<Set<number>> {
      return new Set(await repository.membersAmong(userIds, now()));
    },

    async buy(userId: number, idempotencyKey: string, request: BuyPlusRequest): Promise<PlusStatus> {
      if (await repository.findSubscriptionByKey(userId, idempotencyKey)) return status(userId);
      const plan = plusPlanOf(request.plan);
      const authorization = await payments.authorize({
        amountPaise: plan.pricePaise,
        payment: request.payment,
        orderReference: `plus-${userId}-${idempotencyKey}`,
      });
      try {
        await uow.transaction(async () => {
          await repository.lockPlus(userId);
          if (await repository.findSubscriptionByKey(userId, idempotencyKey)) throw new AlreadyBought();
          const at = now();
          const latestEnd = live(await repository.subscriptionsOf(userId), at).reduce<Date | null>(
            (end, row) => (end && end > row.endsAt ? end : row.endsAt),
            null,
          );
          const startsAt = latestEnd ?? at;
          const endsAt = addMonths(startsAt, plan.months);
          const row = await repository.insertSubscription({
            userId,
            plan: plan.id,
            pricePaise: plan.pricePaise,
            paymentMethod: request.payment.method as 'credit-card' | 'debit-card' | 'upi',
            paymentReference: authorization.reference,
            idempotencyKey,
            startsAt,
            endsAt,
          });
          await cart.setPlusMembership(userId, endsAt);
          await events.publish('plus.purchased', { subscriptionId: row.id, userId });
        });
      } catch (error) {
        await payments.void(authorization.reference);
        if (!(error instanceof AlreadyBought)) throw error;
      }
      return status(userId);
    },

    async cancel(userId: number): Promise<{ refundPaise: number; status: PlusStatus }> {
      let refundPaise = 0;
      await uow.transaction(async () => {
        await repository.lockPlus(userId);
        const at = now();
        const current = live(await repository.subscriptionsOf(userId), at);
        if (current.length === 0) throw new AppError('PLUS_NOT_MEMBER');
        for (const row of current) {
          const amountPaise = plusRefundPaise(row, at);
          // The same key answers the first refund again: a retry after a failed commit never refunds twice.
          const refund =
            amountPaise > 0
              ? await payments.refund({
                  reference: row.paymentReference,
                  amountPaise,
                  idempotencyKey: `plus-cancel-${row.id}`,
                })
              : { reference: 'none' };
          await repository.cancelSubscription(row.id, {
            cancelledAt: at,
            refundPaise: amountPaise,
            refundReference: refund.reference,
          });
          refundPaise += amountPaise;
        }
        await cart.setPlusMembership(userId, null);
        await events.publish('plus.cancelled', { userId, refundPaise });
      });
      return { refundPaise, status: await status(userId) };
    },
  };
}

import type { PersonalDataContributor } from '../../../lib/personal-data.ts';
import type { OffersDeps } from '../offers-deps.ts';

/** The offers feature's part of "download my data" and "delete my account" (DPDP): offers used, PLUS plans. */
export function createOffersPersonalData({ repository }: OffersDeps): PersonalDataContributor {
  return {
    name: 'offers',
    async export({ userId }) {
      const [redemptions, plans] = await Promise.all([
        repository.redemptionsOf(userId),
        repository.subscriptionsOf(userId),
      ]);
      return {
        offersUsed: redemptions.map((r) => ({
          code: r.code,
          orderId: r.orderId,
          amountPaise: r.amountPaise,
          usedAt: r.redeemedAt.toISOString(),
          givenBackAt: r.releasedAt?.toISOString() ?? null,
        })),
        plusPlans: plans.map((p) => ({
          plan: p.plan,
          pricePaise: p.pricePaise,
          startsAt: p.startsAt.toISOString(),
          endsAt: p.endsAt.toISOString(),
          cancelledAt: p.cancelledAt?.toISOString() ?? null,
          refundPaise: p.refundPaise,
        })),
      };
    },
    async erase({ userId }) {
      await repository.deleteCustomer(userId);
    },
  };
}

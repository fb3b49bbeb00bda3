import type { PersonalDataContributor } from '../../../lib/personal-data.ts';
import type { CartDeps } from '../cart-store.ts';
import { userOwnerKey } from '../cart-model.ts';

/** The cart's part of "download my data" and "delete my account" (DPDP). */
export function createCartPersonalData({ repository, store }: CartDeps): PersonalDataContributor {
  return {
    name: 'cart',
    async export({ userId }) {
      const [lines, plus] = await Promise.all([store.lines(userOwnerKey(userId)), repository.plusMembershipOf(userId)]);
      return {
        cart: lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity })),
        plusMembership: plus ? { validUntil: plus.validUntil.toISOString() } : null,
      };
    },
    async erase({ userId }) {
      await repository.clear(userOwnerKey(userId));
      await repository.deletePlusMembership(userId);
    },
  };
}

import type { OfferView } from '@aushadh/shared/offers/schemas.ts';
import type { OffersDeps } from '../offers-deps.ts';
import type { OfferRow } from '../offers.repository.ts';
import { toTerms } from './checkout-offers.ts';

/** Festival offers first (they end soonest), then ours, then the bank's; the standing ones (oldest) first within each. */
const KIND_ORDER: Record<OfferRow['kind'], number> = { festival: 0, store: 1, bank: 2 };

/** /offers: every offer running now with its code and every term, scope named (categories, brands). */
export function createListOffers({ repository, catalog, now }: OffersDeps) {
  async function views(rows: OfferRow[]): Promise<OfferView[]> {
    const categories = new Map((await catalog.listCategories()).map((c) => [c.id, c.name]));
    return [...rows]
      .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id)
      .map((row) => {
        const terms = toTerms(row);
        return {
          id: row.id,
          code: row.code,
          kind: row.kind,
          title: row.title,
          type: row.type,
          percent: row.percent,
          amountPaise: row.amountPaise,
          minOrderPaise: row.minOrderPaise,
          maxDiscountPaise: row.maxDiscountPaise,
          scope: terms.scope,
          scopeNames: [
            ...(row.scope?.categoryIds ?? []).flatMap((id) => categories.get(id) ?? []),
            ...(row.scope?.brandNames ?? []),
          ],
          firstOrderOnly: row.firstOrderOnly,
          usesPerCustomer: row.usesPerCustomer,
          plusOnly: row.plusOnly,
          cardOnly: row.cardOnly,
          occasion: row.occasion,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt?.toISOString() ?? null,
        };
      });
  }

  return {
    async listOffers(): Promise<{ offers: OfferView[] }> {
      return { offers: await views(await repository.listRunning(now())) };
    },
    /** Running offers scoped to one maker (a brand page). */
    async offersForManufacturer(manufacturer: string): Promise<OfferView[]> {
      const rows = await repository.listRunning(now());
      return views(rows.filter((row) => row.scope?.brandNames?.includes(manufacturer)));
    },
  };
}

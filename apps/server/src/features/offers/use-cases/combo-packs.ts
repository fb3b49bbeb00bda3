import type { CartMutationResponse, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import type { ComboPack } from '@aushadh/shared/offers/schemas.ts';
import type { ComboDeal } from '@aushadh/shared/pricing/combos.ts';
import { AppError } from '../../../lib/app-error.ts';
import { productImagePath } from '../../catalog/catalog.service.ts';
import type { OffersDeps } from '../offers-deps.ts';
import type { ComboPackRow } from '../offers.repository.ts';

/**
 * Combo packs (issue 18 item 3): kept in memory, because the cart prices with them on every read (synchronously)
 * and they change only with the seed or a migration; `refresh` rereads them (at start and on a schedule).
 */
export function createComboPacks({ repository, catalog, cart }: OffersDeps) {
  let live: ComboPackRow[] = [];
  let deals: ComboDeal[] = [];
  /** Moves when the packs reread differ: part of the value store's key. */
  let version = 0;
  let fingerprint = '';

  async function refresh(): Promise<void> {
    const rows = (await repository.listActiveCombos()).filter((row) => row.items.length >= 2);
    const next = JSON.stringify(rows.map((row) => [row.id, row.pricePaise, row.updatedAt.getTime(), row.items]));
    live = rows;
    deals = rows.map((row) => ({ comboId: row.id, slug: row.slug, items: row.items, pricePaise: row.pricePaise }));
    if (next !== fingerprint) {
      fingerprint = next;
      version += 1;
    }
  }

  return {
    refresh,
    version: () => version,
    /** What the one pricing function takes (cart totals, checkout summary, the order). */
    deals: (): readonly ComboDeal[] => deals,

    /** Each pack at today's prices; a pack with a product no longer sold, or that no longer saves, is left out. */
    async views(): Promise<ComboPack[]> {
      const facts = await catalog.purchaseFacts(live.flatMap((row) => row.items.map((item) => item.productId)));
      return live.flatMap((row): ComboPack[] => {
        const items = row.items.map((item) => ({ item, product: facts.get(item.productId) }));
        if (items.some(({ product }) => product === undefined)) return [];
        const sellingPaise = items.reduce((sum, { item, product }) => sum + product!.pricePaise * item.quantity, 0);
        const mrpPaise = items.reduce((sum, { item, product }) => sum + product!.mrpPaise * item.quantity, 0);
        if (sellingPaise <= row.pricePaise) return [];
        return [
          {
            slug: row.slug,
            title: row.title,
            description: row.description,
            items: items.map(({ item, product }) => ({
              productId: item.productId,
              name: product!.name,
              manufacturer: product!.manufacturer,
              packSize: product!.packSize,
              imageUrl: productImagePath(item.productId),
              quantity: item.quantity,
              mrpPaise: product!.mrpPaise,
              pricePaise: product!.pricePaise,
              prescriptionRequired: product!.prescriptionRequired,
              inStock: product!.stock > 0,
            })),
            pricePaise: row.pricePaise,
            sellingPaise,
            mrpPaise,
            savingPaise: sellingPaise - row.pricePaise,
            available: items.every(({ item, product }) => product!.stock >= item.quantity),
          },
        ];
      });
    },

    /** Puts one set of the pack in the caller's cart, all or nothing (the cart checks stock and limits). */
    async addToCart(
      caller: { userId: number | null; guestId: string | null },
      slug: string,
      ownerId: CartOwnerId,
    ): Promise<CartMutationResponse> {
      const pack = live.find((row) => row.slug === slug);
      if (!pack) throw new AppError('NOT_FOUND');
      return cart.addSet(caller, ownerId, pack.items);
    },
  };
}

export type ComboPacks = ReturnType<typeof createComboPacks>;

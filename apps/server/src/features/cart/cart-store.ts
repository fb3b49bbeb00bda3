import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import type { ComboDeal } from '@aushadh/shared/pricing/combos.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CartLineRecord, CartRepository } from './cart.repository.ts';
import {
  computeTotals,
  rentedLine,
  toCartItem,
  type CartLine,
  type CartOwner,
  type CartProduct,
} from './cart-model.ts';
import type { RentalTermsRepository } from './rental-terms.repository.ts';

/** What every cart use case is built from. */
export interface CartDeps {
  repository: CartRepository;
  catalog: Pick<CatalogService, 'purchaseFacts'>;
  uow: UnitOfWork;
  /** The live combo packs (the offers feature's, issue 18): the cart's totals take their savings off. */
  comboDeals: () => readonly ComboDeal[];
  /** Equipment rental terms (decision 0026): a rented line is priced and capped by them. */
  rentals: RentalTermsRepository;
  store: CartStore;
}

/** A line to add: how many, and the most its line may hold. */
export interface LineToAdd {
  productId: number;
  quantity: number;
  cap: number;
  /** Rent for this many periods (decision 0026); absent or null: buy. */
  rentalPeriods?: number | null;
}

/** Reading and writing one owner's cart, priced from the catalog: the pieces the use cases share. */
export function createCartStore({
  repository,
  catalog,
  comboDeals,
  rentals,
}: Pick<CartDeps, 'repository' | 'catalog' | 'comboDeals' | 'rentals'>) {
  /**
   * Stored lines with their products' facts; a line whose product is no longer sold (or rented) is left out.
   * A rented line is priced and capped by its rental terms (rentedLine).
   */
  async function price(records: CartLineRecord[]): Promise<CartLine[]> {
    const facts = await catalog.purchaseFacts(records.map((r) => r.productId));
    const rented = records.filter((r) => r.rentalPeriods !== null).map((r) => r.productId);
    const terms = await rentals.of(rented);
    return records.flatMap((record) => {
      const product = facts.get(record.productId);
      if (!product) return [];
      const line = { ...product, id: record.id, quantity: record.quantity };
      if (record.rentalPeriods === null) return [line];
      const term = terms.get(record.productId);
      return term ? [rentedLine(line, term, record.rentalPeriods)] : [];
    });
  }

  async function isPlusMember(userId: number | null) {
    return userId !== null && (await repository.isPlusMember(userId));
  }

  return {
    price,
    isPlusMember,
    combos: comboDeals,

    /** The owner's lines, priced; `lock` holds them until the current transaction ends (checkout). */
    async lines(ownerKey: string, options: { lock?: boolean } = {}): Promise<CartLine[]> {
      return price(await repository.listLines(ownerKey, options));
    },

    async load(owner: CartOwner): Promise<Cart> {
      const lines = await price(await repository.listLines(owner.ownerKey));
      const plus = await isPlusMember(owner.userId);
      return { ownerId: owner.ownerId, items: lines.map(toCartItem), totals: computeTotals(lines, plus, comboDeals()) };
    },

    async product(productId: number): Promise<CartProduct> {
      const product = (await catalog.purchaseFacts([productId])).get(productId);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return product;
    },

    /**
     * Adds lines to one owner's cart inside the current transaction, each capped, with that cart locked so
     * parallel requests cannot pass CHECKOUT.maxCartLines. Per line: the quantity before and after, or null
     * when a new line did not fit.
     */
    async addLines(ownerKey: string, lines: LineToAdd[]): Promise<({ before: number; after: number } | null)[]> {
      await repository.lockOwner(ownerKey);
      const held = new Map((await repository.quantitiesOf(ownerKey)).map((l) => [l.productId, l.quantity]));
      const result: ({ before: number; after: number } | null)[] = [];
      for (const line of lines) {
        const before = held.get(line.productId);
        if (before === undefined && held.size >= CHECKOUT.maxCartLines) {
          result.push(null);
          continue;
        }
        const after = await repository.addCapped(
          ownerKey,
          line.productId,
          line.quantity,
          line.cap,
          line.rentalPeriods ?? null,
        );
        held.set(line.productId, after);
        result.push({ before: before ?? 0, after });
      }
      return result;
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CartLineRecord, CartRepository } from './cart.repository.ts';
import { computeTotals, toCartItem, type CartLine, type CartOwner, type CartProduct } from './cart-model.ts';

/** What every cart use case is built from. */
export interface CartDeps {
  repository: CartRepository;
  catalog: Pick<CatalogService, 'purchaseFacts'>;
  uow: UnitOfWork;
  store: CartStore;
}

/** A line to add: how many, and the most its line may hold. */
export interface LineToAdd {
  productId: number;
  quantity: number;
  cap: number;
}

/** Reading and writing one owner's cart, priced from the catalog: the pieces the use cases share. */
export function createCartStore({ repository, catalog }: Pick<CartDeps, 'repository' | 'catalog'>) {
  /** Stored lines with their products' facts; a line whose product is no longer sold is left out. */
  async function price(records: CartLineRecord[]): Promise<CartLine[]> {
    const facts = await catalog.purchaseFacts(records.map((r) => r.productId));
    return records.flatMap((record) => {
      const product = facts.get(record.productId);
      return product ? [{ ...product, id: record.id, quantity: record.quantity }] : [];
    });
  }

  async function isPlusMember(userId: number | null) {
    return userId !== null && (await repository.isPlusMember(userId));
  }

  return {
    price,
    isPlusMember,

    /** The owner's lines, priced; `lock` holds them until the current transaction ends (checkout). */
    async lines(ownerKey: string, options: { lock?: boolean } = {}): Promise<CartLine[]> {
      return price(await repository.listLines(ownerKey, options));
    },

    async load(owner: CartOwner): Promise<Cart> {
      const lines = await price(await repository.listLines(owner.ownerKey));
      const plus = await isPlusMember(owner.userId);
      return { ownerId: owner.ownerId, items: lines.map(toCartItem), totals: computeTotals(lines, plus) };
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
        const after = await repository.addCapped(ownerKey, line.productId, line.quantity, line.cap);
        held.set(line.productId, after);
        result.push({ before: before ?? 0, after });
      }
      return result;
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

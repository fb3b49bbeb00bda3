import type { AddToCartRequest, CartMutationResponse } from '@aushadh/shared/cart/schemas.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { CartDeps } from '../cart-store.ts';
import { checkQuantity, rentedLine, resolveOwner, type CartCaller } from '../cart-model.ts';
import type { RentalTermsRow } from '../rental-terms.repository.ts';

/**
 * Renting equipment through the normal cart (decision 0026): a line rented for a number of periods the item
 * allows, capped by the rental units free; checkout takes the units and a cancellation gives them back.
 */
export function createRentalCart({ store, rentals, uow }: CartDeps) {
  async function termsOf(productId: number, name: string): Promise<RentalTermsRow> {
    const terms = (await rentals.of([productId])).get(productId);
    if (!terms) throw new AppError('RENTAL_NOT_OFFERED', { name });
    return terms;
  }

  return {
    /** Rents `quantity` units for `rentalPeriods` periods; the same product already in the cart takes this mode. */
    async add(caller: CartCaller, input: AddToCartRequest): Promise<CartMutationResponse> {
      const owner = resolveOwner(caller, input.userId);
      const product = await store.product(input.productId);
      const periods = input.rentalPeriods!;
      const terms = await termsOf(product.productId, product.name);
      if (periods < terms.minPeriods || periods > terms.maxPeriods) {
        throw new AppError('RENTAL_PERIOD_INVALID', {}, { field: 'rentalPeriods' });
      }
      const line = rentedLine({ ...product, id: 0, quantity: input.quantity }, terms, periods);
      if (line.stock < input.quantity) {
        throw new AppError('RENTAL_UNITS_UNAVAILABLE', { name: product.name, left: Math.max(0, line.stock) });
      }
      const cap = checkQuantity(line, input.quantity);
      const [added] = await uow.transaction(() =>
        store.addLines(owner.ownerKey, [
          { productId: product.productId, quantity: input.quantity, cap, rentalPeriods: periods },
        ]),
      );
      if (!added) throw new AppError('CART_FULL', { max: CHECKOUT.maxCartLines });
      return { ...(await store.load(owner)), notice: null, notices: [] };
    },

    /** Every item offered for rent with its terms (the /services/medical-equipment page adds the product facts). */
    offers: () => rentals.all(),

    /**
     * Takes the units of the rented lines inside the caller's transaction (checkout); a line the fleet cannot
     * cover is refused, naming what is left.
     */
    async reserveUnits(lines: readonly { productId: number; quantity: number; name: string }[]): Promise<void> {
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        if (await rentals.take(line.productId, line.quantity)) continue;
        const left = (await rentals.of([line.productId])).get(line.productId)?.unitsAvailable ?? 0;
        throw new AppError('RENTAL_UNITS_UNAVAILABLE', { name: line.name, left });
      }
    },

    /** Gives rented units back (a cancelled order), inside the caller's transaction. */
    async releaseUnits(items: readonly { productId: number; quantity: number }[]): Promise<void> {
      for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
        await rentals.giveBack(item.productId, item.quantity);
      }
    },
  };
}

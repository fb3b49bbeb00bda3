import type { Address } from '@aushadh/shared/orders/schemas.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { toAddress } from '../order-model.ts';

/** The address book, each with whether we deliver there today (an area may have been dropped since). */
export function createListAddresses({ repository, delivery }: OrdersDeps) {
  return async function listAddresses(userId: number): Promise<Address[]> {
    const rows = await repository.listAddresses(userId);
    const problems = await delivery.deliveryProblems(rows.map((row) => row.pincode));
    // Every listed pincode has an entry; null means we deliver there.
    return rows.map((row) => toAddress(row, problems.get(row.pincode) ?? null));
  };
}

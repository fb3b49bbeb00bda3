import { CHECKOUT } from '@aushadh/shared/constants.ts';
import type { Address, AddressInput } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import type { AddressRow } from '../orders.repository.ts';
import { addressColumns, asAddressConflict, toAddress } from '../order-model.ts';

/** Saving an address: a new one (up to the cap; the first is the default) or an edit of a saved one. */
export function createSaveAddress({ repository, delivery, uow }: OrdersDeps) {
  /** In the current transaction, with the address book locked: saves unless the account is at the cap (null then). */
  async function saveInTransaction(userId: number, input: AddressInput): Promise<AddressRow | null> {
    await repository.lockAddressBook(userId);
    const count = await repository.countAddresses(userId);
    if (count >= CHECKOUT.maxSavedAddresses) return null;
    // The first address is the default whatever the form said.
    const isDefault = count === 0 || (input.isDefault ?? false);
    return repository.insertAddress(userId, { ...addressColumns(input), isDefault });
  }

  /** An address write in its own transaction; the one-default index can never surface as a 500. */
  async function addressWrite<T>(userId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await uow.transaction(async () => {
        await repository.lockAddressBook(userId);
        return work();
      });
    } catch (error) {
      throw asAddressConflict(error);
    }
  }

  return {
    saveInTransaction,

    async createAddress(userId: number, input: AddressInput): Promise<Address> {
      await delivery.verifyAddress(input);
      const row = await addressWrite(userId, () => saveInTransaction(userId, input));
      if (!row) throw new AppError('ADDRESS_BOOK_FULL', { max: CHECKOUT.maxSavedAddresses });
      return toAddress(row);
    },

    async updateAddress(userId: number, id: number, input: AddressInput): Promise<Address> {
      await delivery.verifyAddress(input);
      const row = await addressWrite(userId, async () => {
        const current = await repository.findAddress(userId, id);
        if (!current) return null;
        return repository.updateAddress(userId, id, {
          ...addressColumns(input),
          isDefault: input.isDefault ?? current.isDefault,
        });
      });
      if (!row) throw new AppError('ADDRESS_NOT_FOUND');
      return toAddress(row);
    },
  };
}

import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';

/** Removing saved addresses: one on request, or all of an account's when its e-mail is taken back. */
export function createDeleteAddress({ repository }: OrdersDeps) {
  return {
    async deleteAddress(userId: number, id: number): Promise<void> {
      if (!(await repository.deleteAddress(userId, id))) throw new AppError('ADDRESS_NOT_FOUND');
    },

    /** Every saved address of the account, in the caller's transaction when there is one. */
    dropSavedAddresses(userId: number): Promise<void> {
      return repository.deleteAddressesOf(userId);
    },
  };
}

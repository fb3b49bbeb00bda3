import type { Address } from '@aushadh/shared/orders/schemas.ts';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../../test/render-with-providers.tsx';
import { addressesQueryOptions, storeSavedAddress, withSavedAddress } from './get-addresses.ts';

const address = (id: number, isDefault = false): Address => ({
  id,
  isDefault,
  fullName: `Customer ${id}`,
  email: 'c@example.in',
  phone: '9876543210',
  address: `${id} MG Road`,
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  deliveryProblem: null,
});

describe('an address save updates the cached book from its reply', () => {
  it('a new default takes the mark from the old one and is listed first, the rest oldest first', () => {
    const book = withSavedAddress([address(1, true), address(2)], address(3, true));
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [3, true],
      [1, false],
      [2, false],
    ]);
  });

  it('an edit replaces the address in place; others keep their mark', () => {
    const edited = { ...address(2), city: 'Mysuru' };
    const book = withSavedAddress([address(1, true), address(2)], edited);
    expect(book).toEqual([address(1, true), edited]);
  });

  it('writes the cache only when the book was loaded', () => {
    const queryClient = createTestQueryClient();
    const { queryKey } = addressesQueryOptions();
    storeSavedAddress(queryClient, address(1, true));
    expect(queryClient.getQueryData(queryKey)).toBeUndefined();
    queryClient.setQueryData(queryKey, [address(1, true)]);
    storeSavedAddress(queryClient, address(2));
    expect(queryClient.getQueryData(queryKey)?.map((a) => a.id)).toEqual([1, 2]);
  });
});

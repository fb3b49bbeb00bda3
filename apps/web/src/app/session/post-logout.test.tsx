import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { consentsQueryOptions } from '../../features/account/api/get-consents.ts';
import { cartQueryOptions } from '../../features/cart/api/get-cart.ts';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.ts';
import { featuredProductsQueryOptions } from '../../features/catalog/api/get-featured-products.ts';
import { recentlyViewedQueryOptions } from '../../features/catalog/api/get-recently-viewed.ts';
import { addressesQueryOptions } from '../../features/checkout/api/get-addresses.ts';
import { checkoutSummaryQueryOptions } from '../../features/checkout/api/get-checkout-summary.ts';
import { orderQueryOptions } from '../../features/orders/api/get-order.ts';
import { ordersQueryOptions } from '../../features/orders/api/get-orders.ts';
import { staffOverviewQueryOptions } from '../../features/staff-areas/api/get-staff-overview.ts';
import { SESSION_DATA_ROOT } from '../../lib/session-key.ts';
import { makeUser, mockApi } from '../../test/auth-fixtures.ts';
import { createTestQueryClient, renderWithProviders, setupTestI18n } from '../../test/render-with-providers.tsx';
import { currentUserQueryKey, setCurrentUser } from './get-current-user.ts';
import { useLogout } from './post-logout.ts';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const priya = makeUser({ id: 7, name: 'Priya Sharma' });

/** Everything a signed-in customer's pages put in the cache (values do not matter here, only the keys). */
const signedInKeys: QueryKey[] = [
  cartQueryOptions(priya.id).queryKey,
  checkoutSummaryQueryOptions('560001').queryKey,
  ordersQueryOptions().queryKey,
  orderQueryOptions(41).queryKey,
  addressesQueryOptions().queryKey,
  consentsQueryOptions().queryKey,
  recentlyViewedQueryOptions().queryKey,
  staffOverviewQueryOptions('admin', priya.id).queryKey,
];
const publicKeys: QueryKey[] = [categoriesQueryOptions().queryKey, featuredProductsQueryOptions().queryKey];

function signedInCache(): QueryClient {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryKey, priya);
  for (const key of [...signedInKeys, ...publicKeys]) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

/** Keys of the cache still holding data, other than the session itself (user and guest id). */
function sessionDataLeft(queryClient: QueryClient): QueryKey[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: SESSION_DATA_ROOT })
    .map((query) => query.queryKey);
}

function LogoutButton({ quiet = false }: { quiet?: boolean }) {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate({ quiet })}>
      {logout.isPending ? 'leaving' : 'log out'}
    </button>
  );
}

describe('session data in the cache', () => {
  it('every signed-in key lives under the one session root', () => {
    for (const key of signedInKeys) expect(key[0]).toBe(SESSION_DATA_ROOT[0]);
    for (const key of publicKeys) expect(key[0]).not.toBe(SESSION_DATA_ROOT[0]);
  });

  it.each([
    ['log-out', false],
    ['account deletion (quiet log-out)', true],
  ])('after %s no signed-in data stays in the cache; catalog data does', async (_case, quiet) => {
    const api = mockApi({
      'POST /api/logout': { body: { success: true, message: 'You have been successfully logged out' } },
      'GET /api/guest': { body: { guestId: 'new-guest' } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const queryClient = signedInCache();
    renderWithProviders(<LogoutButton quiet={quiet} />, { queryClient });
    await userEvent.setup().click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull());
    expect(sessionDataLeft(queryClient)).toEqual([]);
    for (const key of publicKeys) expect(queryClient.getQueryData(key)).toEqual({ cached: true });
    // Nothing of the old account was asked for again on the way out.
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /api/guest',
      'POST /api/logout',
    ]);
  });

  it('a sign-in as someone else drops the previous visitor’s data; a profile update keeps it', () => {
    const queryClient = signedInCache();
    setCurrentUser(queryClient, { ...priya, name: 'Priya S.' });
    expect(sessionDataLeft(queryClient)).toHaveLength(signedInKeys.length);
    setCurrentUser(queryClient, makeUser({ id: 8, name: 'Kiran Rao' }));
    expect(sessionDataLeft(queryClient)).toEqual([]);
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ id: 8 });
    for (const key of publicKeys) expect(queryClient.getQueryData(key)).toEqual({ cached: true });
  });
});

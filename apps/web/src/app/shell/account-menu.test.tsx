import type { Role } from '@aushadh/shared/auth/roles.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { makeUser, mockApi } from '../../test/auth-fixtures.ts';
import { createTestQueryClient, renderWithProviders, setupTestI18n } from '../../test/render-with-providers.tsx';
import { currentUserQueryKey } from '../session/get-current-user.ts';
import { AccountMenu } from './account-menu.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderMenu(user: ReturnType<typeof makeUser> | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  const view = renderWithProviders(
    <>
      <AccountMenu />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </>,
    { queryClient },
  );
  return { ...view, user: userEvent.setup() };
}

describe('AccountMenu', () => {
  it('links to /login when signed out', async () => {
    renderMenu(null);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the first name and the profile, orders and log-out entries for a customer', async () => {
    const { user } = renderMenu(makeUser({ name: 'Priya Sharma', role: 'customer' }));
    const trigger = await screen.findByRole('button', { name: 'Priya, account menu' });
    expect(trigger).toHaveTextContent('Priya');
    expect(trigger).not.toHaveTextContent('Sharma');
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Dashboard/ })).not.toBeInTheDocument();
  });

  it.each<[Role, string, string]>([
    ['admin', 'Admin Dashboard', '/admin'],
    ['subadmin', 'Admin Dashboard', '/admin'],
    ['chemist', 'Chemist Dashboard', '/chemist'],
    ['doctor', 'Doctor Dashboard', '/doctor'],
    ['laboratory', 'Laboratory Dashboard', '/laboratory'],
    ['hospital', 'Laboratory Dashboard', '/laboratory'],
    ['pharmacy', 'Pharmacy Dashboard', '/pharmacy'],
    ['delivery', 'Delivery Dashboard', '/delivery'],
  ])('a %s sees the %s link', async (role, label, path) => {
    const { user } = renderMenu(makeUser({ name: 'Kiran Rao', role }));
    await user.click(await screen.findByRole('button', { name: 'Kiran, account menu' }));
    const dashboards = await screen.findAllByRole('menuitem', { name: /Dashboard/ });
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]).toHaveAccessibleName(label);
    expect(dashboards[0]).toHaveAttribute('href', path);
  });

  it('logs out: clears the user and shows the toast', async () => {
    const api = mockApi({
      'POST /api/logout': { body: { success: true, message: 'You have been successfully logged out' } },
      'GET /api/guest': { body: { guestId: 'new-guest' } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { user, queryClient } = renderMenu(makeUser({ name: 'Priya Sharma' }));
    await user.click(await screen.findByRole('button', { name: 'Priya, account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(api.callsTo('GET', '/api/guest')).toHaveLength(1);
  });
});

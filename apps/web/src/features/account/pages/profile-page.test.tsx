import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi } from '../../../test/auth-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import ProfilePage from './profile-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('shows the account details and opens the Orders tab from ?tab=orders', async () => {
    renderWithProviders(
      <ProfilePage user={makeUser()} onUserUpdated={vi.fn()} onLogout={vi.fn()} logoutPending={false} />,
      { route: '/profile?tab=orders' },
    );
    expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Your orders will appear here')).toBeInTheDocument();
  });

  it('validates and saves name and mobile through PUT /api/user/profile', async () => {
    const updated = makeUser({ mobile: '9876543210' });
    const api = mockApi({ 'PUT /api/user/profile': { body: updated } });
    vi.stubGlobal('fetch', api.fetchMock);
    const onUserUpdated = vi.fn();
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ProfilePage user={makeUser()} onUserUpdated={onUserUpdated} onLogout={onLogout} logoutPending={false} />,
      { route: '/profile' },
    );
    expect(await screen.findByText('priya@example.in', { selector: 'dd' })).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onUserUpdated).toHaveBeenCalledWith(updated));
    expect(api.callsTo('PUT', '/api/user/profile')[0]?.body).toEqual({ name: 'Priya Sharma', mobile: '9876543210' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
  });
});

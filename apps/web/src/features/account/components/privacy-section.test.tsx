import { consentsResponseSchema } from '@aushadh/shared/privacy/schemas.ts';
import type { ConsentsResponse } from '@aushadh/shared/privacy/schemas.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { makeError, makeSuccess, mockApi } from '../../../test/auth-fixtures.ts';
import type { MockReply } from '../../../test/auth-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { PrivacySection } from './privacy-section.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const consents = (current: Partial<ConsentsResponse['current']> = {}): ConsentsResponse =>
  consentsResponseSchema.parse({
    current: { marketing: false, notifications: false, ...current },
    noticeVersion: '2026-11-01',
    history: [],
  });

function renderSection(routes: Record<string, MockReply | MockReply[]>) {
  const api = mockApi(routes);
  vi.stubGlobal('fetch', api.fetchMock);
  const onAccountDeleted = vi.fn();
  renderWithProviders(
    <>
      <PrivacySection username="priya.sharma" onAccountDeleted={onAccountDeleted} />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </>,
    { route: '/profile' },
  );
  return { api, onAccountDeleted, user: userEvent.setup() };
}

describe('PrivacySection', () => {
  it('gives and withdraws a consent with one click each, saved at once with a toast', async () => {
    const { api, user } = renderSection({
      'GET /api/privacy/consents': { body: consents() },
      'PUT /api/privacy/consents': [{ body: consents({ marketing: true }) }, { body: consents({ marketing: false }) }],
    });
    const marketing = await screen.findByRole('switch', { name: /Offers and health tips by e-mail/ });
    await vi.waitFor(() => expect(marketing).toBeEnabled());
    expect(marketing).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Reminders and updates/ })).not.toBeChecked();

    await user.click(marketing);
    expect(await screen.findByText('Consent given')).toBeInTheDocument();
    await vi.waitFor(() => expect(marketing).toBeChecked());
    await vi.waitFor(() => expect(marketing).toBeEnabled());

    await user.click(marketing);
    expect(await screen.findByText('Consent withdrawn')).toBeInTheDocument();
    await vi.waitFor(() => expect(marketing).not.toBeChecked());
    expect(api.callsTo('PUT', '/api/privacy/consents').map((c) => c.body)).toEqual([
      { purpose: 'marketing', granted: true },
      { purpose: 'marketing', granted: false },
    ]);
  });

  it('downloads the export as a file', async () => {
    const { api, user } = renderSection({
      'GET /api/privacy/consents': { body: consents() },
      'GET /api/privacy/export': { body: { exportedAt: '2026-11-02T10:00:00.000Z' } },
    });
    // jsdom has no object URLs: stand them in for this test only.
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: saved.create, revokeObjectURL: saved.revoke });
    });
    const createObjectURL = vi.fn(() => 'blob:my-data');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:my-data');
      expect(this.download).toMatch(/\.json$/);
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET', '/api/privacy/export')).toHaveLength(1);
  });

  it('deletes the account only with the password, after explaining what is erased and kept', async () => {
    const { api, user, onAccountDeleted } = renderSection({
      'GET /api/privacy/consents': { body: consents() },
      'POST /api/privacy/delete-account': [
        { status: 400, body: makeError('BAD_REQUEST', 'Your current password is not correct') },
        { body: makeSuccess('Your account has been deleted.') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/as GST law requires/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Saved addresses/)).toBeInTheDocument();

    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.click(confirm);
    expect(await within(dialog).findByText('Enter your current password')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/privacy/delete-account')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Current Password'), 'Wrong#Pass1');
    await user.click(confirm);
    expect(await within(dialog).findByText('Your current password is not correct')).toBeInTheDocument();
    expect(onAccountDeleted).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Current Password'));
    await user.type(within(dialog).getByLabelText('Current Password'), 'Tulsi#Garden42');
    await user.click(confirm);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(onAccountDeleted).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/api/privacy/delete-account').map((c) => c.body)).toEqual([
      { password: 'Wrong#Pass1' },
      { password: 'Tulsi#Garden42' },
    ]);
  });

  it('an account without a password confirms with the typed phrase', async () => {
    const { api, user, onAccountDeleted } = renderSection({
      'GET /api/privacy/consents': { body: consents() },
      'POST /api/privacy/delete-account': { body: makeSuccess('Your account has been deleted.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByLabelText(/My account has no password/));
    await user.type(within(dialog).getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(onAccountDeleted).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/privacy/delete-account')[0]?.body).toEqual({ confirmation: 'DELETE MY ACCOUNT' });
  });
});

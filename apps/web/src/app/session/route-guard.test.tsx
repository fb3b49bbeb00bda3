import { STAFF_AREAS } from '@aushadh/shared/auth/roles.ts';
import type { Role } from '@aushadh/shared/auth/roles.ts';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeError, makeUser, mockApi } from '../../test/auth-fixtures.ts';
import { createTestQueryClient, renderWithProviders, setupTestI18n } from '../../test/render-with-providers.tsx';
import { currentUserQueryKey } from './get-current-user.ts';
import { RouteGuard } from './route-guard.tsx';

const area = (name: string) => {
  const found = STAFF_AREAS.find((a) => a.area === name);
  if (!found) throw new Error(name);
  return found;
};

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderGuarded(user: ReturnType<typeof makeUser> | null, areaName?: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderWithProviders(
    <RouteGuard area={areaName ? area(areaName) : undefined}>{(u) => <p>content for {u.username}</p>}</RouteGuard>,
    { queryClient },
  );
}

describe('RouteGuard', () => {
  it('shows a spinner while the user loads', async () => {
    // A user call that never answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<RouteGuard area={area('admin')}>content</RouteGuard>);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('treats a 401 from /api/user as no user: Authentication Required with a link to /login', async () => {
    const api = mockApi({ 'GET /api/user': { status: 401, body: makeError('UNAUTHENTICATED', 'Not signed in') } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<RouteGuard area={area('admin')}>content</RouteGuard>);
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('shows Access Denied with a link home for a role that may not enter', async () => {
    renderGuarded(makeUser({ role: 'customer' }), 'admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it.each<[string, Role]>([
    ['admin', 'admin'],
    ['admin', 'subadmin'],
    ['pharmacy', 'pharmacy'],
    ['chemist', 'pharmacy'],
    ['chemist', 'chemist'],
    ['doctor', 'doctor'],
    ['laboratory', 'laboratory'],
    ['laboratory', 'hospital'],
    ['delivery', 'delivery'],
  ])('renders /%s for role %s', async (areaName, role) => {
    renderGuarded(makeUser({ role, username: `demo.${role}` }), areaName);
    expect(await screen.findByText(`content for demo.${role}`)).toBeInTheDocument();
  });

  it.each<[string, Role]>([
    ['admin', 'pharmacy'],
    ['pharmacy', 'chemist'],
    ['doctor', 'hospital'],
    ['laboratory', 'doctor'],
    ['delivery', 'admin'],
  ])('denies /%s to role %s', async (areaName, role) => {
    renderGuarded(makeUser({ role }), areaName);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('without an area lets any signed-in user in (the profile page)', async () => {
    renderGuarded(makeUser({ username: 'priya.sharma' }));
    expect(await screen.findByText('content for priya.sharma')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeError, makeStaffOverview, mockApi } from '../../../test/auth-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import StaffAreaHomePage from '../pages/staff-area-home-page.tsx';
import StaffSectionPage from '../pages/staff-section-page.tsx';
import { StaffAreaLayout } from './staff-area-layout.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderArea(route: string, overview: ReturnType<typeof makeStaffOverview> | null = makeStaffOverview()) {
  const api = mockApi({
    'GET /api/admin/overview': overview
      ? { body: overview }
      : { status: 403, body: makeError('FORBIDDEN', 'You do not have access to this area') },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const onLogout = vi.fn();
  renderWithProviders(
    <Routes>
      <Route
        path="/admin"
        element={<StaffAreaLayout area="admin" userId={1} onLogout={onLogout} logoutPending={false} />}
      >
        <Route index element={<StaffAreaHomePage />} />
        <Route path="*" element={<StaffSectionPage />} />
      </Route>
    </Routes>,
    { route },
  );
  return { api, onLogout };
}

describe('StaffAreaLayout', () => {
  it('shows who is signed in, the area title and its sections from the overview', async () => {
    renderArea('/admin');
    expect(await screen.findByText('Signed in as Asha Admin (Admin)')).toBeInTheDocument();
    expect(screen.getByText('Admin Dashboard')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin Dashboard navigation' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/admin/products');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows "coming soon in this area" for a section, and says so for a path the area lacks', async () => {
    renderArea('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon in this area')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('a path outside the area sections is not a 404 but a clear note', async () => {
    renderArea('/admin/unknown');
    expect(await screen.findByRole('heading', { name: 'Not part of this area' })).toBeInTheDocument();
  });

  it('a 403 from the overview shows Access Denied', async () => {
    renderArea('/admin', null);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });
});

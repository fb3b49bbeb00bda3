import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/auth-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import AdminUsersPage from './admin-users-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  const api = mockApi({ 'GET /api/admin/users': { body: { items: [], total: 0, page: 1, pageSize: 25 } } });
  vi.stubGlobal('fetch', api.fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page's URL, where its filter lives. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <AdminUsersPage selfId={1} actorRole="admin" />
      <Search />
    </>,
    { route },
  );
}

const urlFilter = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent ?? ''));

describe('AdminUsersPage search and role filter', () => {
  it('keeps a role chosen while the search was still waiting for the typing to pause', async () => {
    renderPage('/admin/users?role=customer');
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search accounts' }), { target: { value: 'asha' } });
    // The role changes inside the search's pause: the pending search must not bring the old role back.
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'doctor' } });
    expect(urlFilter()).toEqual({ role: 'doctor' });
    act(() => vi.advanceTimersByTime(300));
    expect(urlFilter()).toEqual({ q: 'asha', role: 'doctor' });
  });

  it('searches once the typing pauses, and not before', () => {
    renderPage('/admin/users');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search accounts' });
    fireEvent.change(box, { target: { value: 'ra' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'ravi' } });
    act(() => vi.advanceTimersByTime(200));
    expect(urlFilter()).toEqual({});
    act(() => vi.advanceTimersByTime(100));
    expect(urlFilter()).toEqual({ q: 'ravi' });
  });

  it('goes back to the first page when the role changes', () => {
    renderPage('/admin/users?q=ravi&page=3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'chemist' } });
    expect(urlFilter()).toEqual({ q: 'ravi', role: 'chemist' });
  });
});

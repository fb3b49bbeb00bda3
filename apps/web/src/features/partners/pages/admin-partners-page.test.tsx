import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/auth-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { AdminPartnersPage } from './admin-partners-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

const item = (id: number, displayName: string, accountName: string, status = 'pending') => ({
  id,
  kind: 'doctor',
  status,
  displayName,
  accountName,
  licence: `KMC/2015/${id}`,
  submittedAt: '2026-01-05T10:00:00.000Z',
  statusChangedAt: '2026-01-06T10:00:00.000Z',
});

let fetchMock: ReturnType<typeof mockApi>['fetchMock'];
beforeEach(() => {
  const api = mockApi({
    'GET /api/admin/partners': {
      body: {
        items: [
          item(7, 'Dr. Kavita Iyer', 'Dr. Kavita Iyer', 'verified'),
          item(9, 'Dr. Arjun Mehta', 'Dr. Arjun Mehta'),
        ],
        total: 60,
        page: 1,
        pageSize: 25,
        counts: { pending: 1, verified: 1, rejected: 0, suspended: 0 },
      },
    },
  });
  fetchMock = api.fetchMock;
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <AdminPartnersPage kind="doctor" />
      <Search />
    </>,
    { route },
  );
}

const urlFilter = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent ?? ''));
/** The query strings the page asked the server for. */
const requested = () =>
  fetchMock.mock.calls.map(([input]) => Object.fromEntries(new URL(String(input), 'http://localhost').searchParams));

describe('AdminPartnersPage table', () => {
  it('shows the server page as a table: a row per partner, sortable headers, the default sort marked', async () => {
    renderPage('/admin/doctors');
    const table = await screen.findByRole('table', { name: 'Doctors' });
    expect(within(table).getAllByTestId('partner-row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Dr. Kavita Iyer' })).toHaveAttribute('href', '/admin/doctors/7');
    expect(within(table).getByText('KMC/2015/9')).toBeInTheDocument();
    // The queue's order (sent for review, oldest first) is the server's default.
    expect(within(table).getByRole('columnheader', { name: /Sent for review/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: /Registration/ })).not.toHaveAttribute('aria-sort');
    expect(within(table).queryByRole('button', { name: 'Sort by Registration' })).toBeNull();
    expect(requested()[0]).toMatchObject({ kind: 'doctor', sort: 'submitted', dir: 'asc', page: '1' });
    expect(screen.getByText('60 doctors')).toBeInTheDocument();
  });

  it('a header click puts the sort in the URL, asks the server for it and goes back to the first page', async () => {
    renderPage('/admin/doctors?status=pending&q=rao&page=3');
    await screen.findByRole('table', { name: 'Doctors' });
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Doctor' }));
    expect(urlFilter()).toEqual({ status: 'pending', q: 'rao', sort: 'name', dir: 'desc' });
    await vi.waitFor(() =>
      expect(requested().at(-1)).toMatchObject({ status: 'pending', q: 'rao', sort: 'name', dir: 'desc', page: '1' }),
    );
    expect(screen.getByRole('columnheader', { name: /Doctor/ })).toHaveAttribute('aria-sort', 'descending');
    // The same header again turns the order round.
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Doctor' }));
    expect(urlFilter()).toEqual({ status: 'pending', q: 'rao', sort: 'name', dir: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Status' }));
    expect(urlFilter()).toEqual({ status: 'pending', q: 'rao', sort: 'status', dir: 'desc' });
  });

  it('keeps the sort when the status filter or the page changes; an unknown sort in the URL is the default', async () => {
    renderPage('/admin/doctors?sort=changed&dir=desc');
    await screen.findByRole('table', { name: 'Doctors' });
    fireEvent.click(screen.getByRole('button', { name: /Verified/ }));
    expect(urlFilter()).toEqual({ status: 'verified', sort: 'changed', dir: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(urlFilter()).toEqual({ status: 'verified', sort: 'changed', dir: 'desc', page: '2' });
  });

  it('an unknown sort in the URL falls back to the queue order', async () => {
    renderPage('/admin/doctors?sort=password&dir=up');
    await screen.findByRole('table', { name: 'Doctors' });
    expect(requested()[0]).toMatchObject({ sort: 'submitted', dir: 'asc' });
  });
});

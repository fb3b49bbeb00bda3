import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderWithProviders, setupTestI18n } from '../test/render-with-providers.tsx';
import { QueryState, type QueryStateSource } from './query-state.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function source<T>(overrides: Partial<QueryStateSource<T>>): QueryStateSource<T> {
  return { data: undefined, isError: false, error: null, isFetching: false, refetch: vi.fn(), ...overrides };
}

function renderNames(query: QueryStateSource<string[]>, props: { loading?: string } = {}) {
  return renderWithProviders(
    <QueryState
      query={query}
      loading={props.loading ? <p>{props.loading}</p> : undefined}
      errorTitle="We couldn't load the names"
      isEmpty={(names) => names.length === 0}
      empty={<p>No names yet</p>}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows a spinner with an accessible label while loading, or the caller’s skeleton', () => {
    const { unmount } = renderNames(source({}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    unmount();
    renderNames(source({}), { loading: 'Skeleton rows' });
    expect(screen.getByText('Skeleton rows')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what failed, in the server’s words, and Try again refetches', async () => {
    const refetch = vi.fn();
    const body = { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again in a moment.' };
    const error = new ApiError(500, 'Internal Server Error', JSON.stringify({ ...body, params: {} }));
    renderNames(source({ isError: true, error, refetch }));
    // The failure is a lazy chunk (it carries the error catalog): it shows a moment after the spinner.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the names");
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to a plain line when the server said nothing (offline), and waits while retrying', async () => {
    renderNames(source({ isError: true, error: new TypeError('Failed to fetch'), isFetching: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this. Please check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('shows the empty state when the caller says the answer is empty', () => {
    renderNames(source({ data: [] }));
    expect(screen.getByText('No names yet')).toBeInTheDocument();
  });

  it('renders the data, and keeps it on screen when a later refetch failed', () => {
    const { unmount } = renderNames(source({ data: ['Asha', 'Ravi'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha', 'Ravi']);
    unmount();
    renderNames(source({ data: ['Asha'], isError: true, error: new TypeError('Failed to fetch') }));
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a TanStack query result as it is and retries it', async () => {
    let calls = 0;
    const fetchNames = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return ['Meera'];
    });
    function Names() {
      const query = useQuery({ queryKey: ['names'], queryFn: fetchNames });
      return <QueryState query={query}>{(names) => <p>{names.join(', ')}</p>}</QueryState>;
    }
    renderWithProviders(<Names />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meera')).toBeInTheDocument();
    expect(fetchNames).toHaveBeenCalledTimes(2);
  });
});

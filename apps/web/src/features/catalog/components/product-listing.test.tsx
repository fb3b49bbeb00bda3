import { productPageSchema } from '@aushadh/shared/catalog/schemas.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { categoriesFixture, makeProductSummary } from '../../../test/catalog-fixtures.ts';
import { mockFetch, renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { readListingState, toProductsParams, writeListingState } from '../hooks/use-listing-state.ts';
import { ProductListing } from './product-listing.tsx';

const page = productPageSchema.parse({
  items: [makeProductSummary({ id: 1 }), makeProductSummary({ id: 2, name: 'Crocin Advance Tablet' })],
  total: 2,
  page: 1,
  pageSize: 24,
  facets: {
    manufacturers: [
      { name: 'Micro Labs Ltd', count: 40 },
      { name: 'Cipla Ltd', count: 12 },
    ],
  },
});

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.search}</p>;
}

function productCalls(spy: ReturnType<typeof vi.fn>): URLSearchParams[] {
  return spy.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/products?'))
    .map((url) => new URL(url, 'http://localhost').searchParams);
}

function renderListing(route: string, fetchSpy: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchSpy);
  return renderWithProviders(
    <>
      <ProductListing title="All medicines" breadcrumbs={[{ label: 'Home', to: '/' }]} />
      <LocationProbe />
    </>,
    { route },
  );
}

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('listing URL state', () => {
  it('reads, writes and converts rupees to paise for the API; bad values are ignored', () => {
    const state = readListingState(
      new URLSearchParams(
        'q=dolo&categoryId=5&manufacturer=Cipla&prescription=false&inStock=true&minPrice=100&maxPrice=500&minDiscount=20&sort=price-asc&page=3',
      ),
    );
    expect(state).toEqual({
      q: 'dolo',
      categoryId: 5,
      manufacturer: 'Cipla',
      prescription: false,
      inStock: true,
      minPriceRupees: 100,
      maxPriceRupees: 500,
      minDiscount: 20,
      sort: 'price-asc',
      page: 3,
    });
    expect(toProductsParams(state)).toMatchObject({ minPrice: 10000, maxPrice: 50000, prescription: false });
    expect(writeListingState(state).toString()).toBe(
      'q=dolo&categoryId=5&manufacturer=Cipla&prescription=false&inStock=true&minPrice=100&maxPrice=500&minDiscount=20&sort=price-asc&page=3',
    );
    expect(
      readListingState(new URLSearchParams('categoryId=abc&sort=cheapest&page=-1&minPrice=x&minDiscount=300')),
    ).toEqual({
      sort: 'relevance',
      page: 1,
    });
    expect(toProductsParams({ sort: 'relevance', page: 1, categoryId: 9 }, { categoryId: 4 }).categoryId).toBe(4);
  });
});

describe('ProductListing filters ↔ URL', () => {
  it('asks the server for what the URL says and shows it in the panel', async () => {
    const fetchSpy = vi.fn(mockFetch({ '/api/products': page, '/api/categories': categoriesFixture }));
    renderListing('/products?manufacturer=Cipla+Ltd&sort=price-asc&minDiscount=20&page=2', fetchSpy);

    expect(await screen.findByRole('link', { name: 'Crocin Advance Tablet' })).toBeInTheDocument();
    const query = productCalls(fetchSpy)[0]!;
    expect(query.get('manufacturer')).toBe('Cipla Ltd');
    expect(query.get('sort')).toBe('price-asc');
    expect(query.get('minDiscount')).toBe('20');
    expect(query.get('page')).toBe('2');

    const panel = within(screen.getAllByTestId('filter-panel')[0]!);
    expect(panel.getByRole('radio', { name: /Cipla Ltd/ })).toBeChecked();
    expect(panel.getByRole('radio', { name: '20% off or more' })).toBeChecked();
    expect(screen.getAllByRole('combobox', { name: 'Sort by' })[0]).toHaveValue('price-asc');
    expect(screen.getByRole('button', { name: 'Remove filter: Cipla Ltd' })).toBeInTheDocument();
  });

  it('each filter and the sort change the URL, go back to page 1 and refetch', async () => {
    const fetchSpy = vi.fn(mockFetch({ '/api/products': page, '/api/categories': categoriesFixture }));
    const user = userEvent.setup();
    renderListing('/products?page=3', fetchSpy);
    await screen.findByRole('link', { name: 'Crocin Advance Tablet' });
    const panel = within(screen.getAllByTestId('filter-panel')[0]!);
    const location = screen.getByTestId('location');

    await user.click(panel.getByRole('checkbox', { name: 'In stock only' }));
    expect(location).toHaveTextContent(/^\?inStock=true$/);

    await user.click(panel.getByRole('radio', { name: 'No prescription needed' }));
    expect(location).toHaveTextContent('?prescription=false&inStock=true');

    await user.click(await panel.findByRole('radio', { name: /Micro Labs Ltd/ }));
    expect(location).toHaveTextContent('manufacturer=Micro+Labs+Ltd');

    await user.click(await panel.findByRole('radio', { name: 'Ayurveda' }));
    expect(location).toHaveTextContent('categoryId=5');

    await user.type(panel.getByRole('textbox', { name: 'Min (₹)' }), '100');
    await user.type(panel.getByRole('textbox', { name: 'Max (₹)' }), '500');
    await user.click(panel.getByRole('button', { name: 'Apply price' }));
    expect(location).toHaveTextContent('minPrice=100&maxPrice=500');

    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Sort by' })[0]!, 'discount');
    expect(location).toHaveTextContent('sort=discount');

    await waitFor(() => {
      const last = productCalls(fetchSpy).at(-1)!;
      expect(last.get('minPrice')).toBe('10000');
      expect(last.get('maxPrice')).toBe('50000');
      expect(last.get('sort')).toBe('discount');
      expect(last.get('inStock')).toBe('true');
      expect(last.get('prescription')).toBe('false');
      expect(last.get('categoryId')).toBe('5');
      expect(last.get('page')).toBe('1');
    });

    await user.click(screen.getAllByRole('button', { name: 'Clear all' })[0]!);
    expect(location).toHaveTextContent(/^\?sort=discount$/);
  });

  it('refuses a minimum price above the maximum', async () => {
    const fetchSpy = vi.fn(mockFetch({ '/api/products': page, '/api/categories': categoriesFixture }));
    const user = userEvent.setup();
    renderListing('/products', fetchSpy);
    const panel = within((await screen.findAllByTestId('filter-panel'))[0]!);
    await user.type(panel.getByRole('textbox', { name: 'Min (₹)' }), '500');
    await user.type(panel.getByRole('textbox', { name: 'Max (₹)' }), '100');
    await user.click(panel.getByRole('button', { name: 'Apply price' }));
    expect(panel.getByRole('alert')).toHaveTextContent("The minimum price can't be more than the maximum");
    expect(screen.getByTestId('location')).toHaveTextContent(/^$/);
  });

  it('an empty result offers to clear the filters; an error offers a retry', async () => {
    const empty = { ...page, items: [], total: 0 };
    const fetchSpy = vi.fn(mockFetch({ '/api/products': empty, '/api/categories': categoriesFixture }));
    const user = userEvent.setup();
    renderListing('/search?q=zzz&inStock=true', fetchSpy);
    expect(await screen.findByText('No medicines found matching "zzz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=zzz$/);
  });

  it('shows an error with a retry button when the listing fails', async () => {
    const fetchSpy = vi.fn(mockFetch({ '/api/categories': categoriesFixture }));
    renderListing('/products', fetchSpy);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { productSummaryListSchema } from '@aushadh/shared/catalog/schemas.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { categoriesFixture, makeProductSummary } from '../../../test/catalog-fixtures.ts';
import { mockFetch, renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import HomePage from './home-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('loads categories and featured products in parallel and renders both', async () => {
    const featured = productSummaryListSchema.parse([
      makeProductSummary({ id: 1, name: 'Dolo 650 Tablet' }),
      makeProductSummary({ id: 2, name: 'Shelcal 500 Tablet', price: 12000, discountedPrice: 12000 }),
    ]);
    const fetchSpy = vi.fn(mockFetch({ '/api/categories': categoriesFixture, '/api/products/featured': featured }));
    vi.stubGlobal('fetch', fetchSpy);

    renderWithProviders(<HomePage />);

    const categories = await screen.findByRole('region', { name: 'Shop By Category' });
    // The computer's grid and the phone's paged strip are both in the page (CSS shows one per width).
    const ayurveda = await within(categories).findAllByRole('link', { name: /Ayurveda/ });
    expect(ayurveda.length).toBeGreaterThanOrEqual(1);
    for (const link of ayurveda) expect(link).toHaveAttribute('href', '/products/category/5');
    expect(within(categories).getAllByText('1,450 products').length).toBeGreaterThanOrEqual(1);

    const products = screen.getByRole('region', { name: 'Featured Products' });
    expect(await within(products).findByRole('link', { name: 'Dolo 650 Tablet' })).toHaveAttribute(
      'href',
      '/products/1',
    );
    expect(within(products).getByText('₹120.00')).toBeInTheDocument();

    const getPaths = fetchSpy.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
      .map(([input]) => String(input));
    // Every list of the page is asked for at once (no waterfall): both lists are among the first calls.
    expect(getPaths.slice(0, 4)).toEqual(expect.arrayContaining(['/api/categories', '/api/products/featured']));
  });

  it('shows an error state with a retry button when a list fails', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/products/featured': [] })));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText("We couldn't load the categories")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('No featured products right now')).toBeInTheDocument();
  });
});

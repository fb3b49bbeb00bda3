import { productPageSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { SearchSummary } from '@aushadh/shared/catalog/schemas.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { categoriesFixture, makeProductSummary } from '../../../test/catalog-fixtures.ts';
import { mockFetch, renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { ProductListing } from './product-listing.tsx';

function pageWith(search: SearchSummary, items = [makeProductSummary({ id: 1, name: 'Crocin 650 Tablet' })]) {
  return productPageSchema.parse({
    items: items.map((item) => ({ ...item, highlights: { name: [[0, 6]], saltComposition: [], manufacturer: [] } })),
    total: items.length,
    page: 1,
    pageSize: 24,
    search,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderResults(route: string, search: SearchSummary) {
  vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/products': pageWith(search), '/api/categories': categoriesFixture })));
  return renderWithProviders(
    <>
      <ProductListing title="Results" breadcrumbs={[{ label: 'Home', to: '/' }]} />
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

describe('search notice on the results page', () => {
  it('partial match: says which words the results are for, and marks them in the product names', async () => {
    renderResults('/search?q=crocin+advance', {
      query: 'crocin advance',
      mode: 'partial',
      matchedWords: ['crocin'],
      unmatchedWords: ['advance'],
      suggestion: null,
    });
    const notice = await screen.findByTestId('search-notice');
    expect(notice).toHaveTextContent('No exact match for “crocin advance” — showing results for “crocin”');
    expect(within(notice).queryByRole('link')).toBeNull();
    const name = screen.getByRole('link', { name: 'Crocin 650 Tablet' });
    expect(within(name).getByText('Crocin').tagName).toBe('MARK');
  });

  it('every word matched somewhere but never together: the closest-matches notice', async () => {
    renderResults('/search?q=crocin+augmentin', {
      query: 'crocin augmentin',
      mode: 'partial',
      matchedWords: ['crocin', 'augmentin'],
      unmatchedWords: [],
      suggestion: null,
    });
    expect(await screen.findByTestId('search-notice')).toHaveTextContent(
      'No product matches every word of “crocin augmentin” — showing the closest matches',
    );
  });

  it('corrected spelling: "showing results for" the suggestion, as a link that searches it', async () => {
    const user = userEvent.setup();
    renderResults('/search?q=paracetmol+650&sort=price-asc&page=2', {
      query: 'paracetmol 650',
      mode: 'corrected',
      matchedWords: ['paracetmol', '650'],
      unmatchedWords: [],
      suggestion: 'paracetamol 650',
    });
    const notice = await screen.findByTestId('search-notice');
    expect(notice).toHaveTextContent('No exact match for “paracetmol 650” — showing results for “paracetamol 650”');
    const link = within(notice).getByRole('link', { name: 'paracetamol 650' });
    expect(link).toHaveAttribute('href', '/search?q=paracetamol+650&sort=price-asc');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=paracetamol+650&sort=price-asc');
  });

  it('did you mean: a link to the catalog spelling on the same listing', async () => {
    renderResults('/products?q=azithromycine', {
      query: 'azithromycine',
      mode: 'all',
      matchedWords: ['azithromycine'],
      unmatchedWords: [],
      suggestion: 'azithromycin',
    });
    const notice = await screen.findByTestId('search-notice');
    expect(notice).toHaveTextContent('Did you mean azithromycin?');
    expect(within(notice).getByRole('link', { name: 'azithromycin' })).toHaveAttribute(
      'href',
      '/products?q=azithromycin',
    );
  });

  it('an exact match with nothing to correct shows no notice', async () => {
    renderResults('/search?q=dolo+650', {
      query: 'dolo 650',
      mode: 'all',
      matchedWords: ['dolo', '650'],
      unmatchedWords: [],
      suggestion: null,
    });
    await screen.findByRole('link', { name: 'Crocin 650 Tablet' });
    expect(screen.queryByTestId('search-notice')).toBeNull();
  });

  it('in Arabic the notice is translated', async () => {
    await setupTestI18n('ar');
    try {
      renderResults('/search?q=crocin+advance', {
        query: 'crocin advance',
        mode: 'partial',
        matchedWords: ['crocin'],
        unmatchedWords: ['advance'],
        suggestion: null,
      });
      expect(await screen.findByTestId('search-notice')).toHaveTextContent('لا توجد نتيجة مطابقة تمامًا');
    } finally {
      await setupTestI18n('en');
    }
  });
});

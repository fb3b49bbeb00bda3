import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeProductDetail, makeProductSummary } from '../../../test/catalog-fixtures.ts';
import { mockFetch, renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import ProductPage from './product-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProduct(detail: ReturnType<typeof makeProductDetail>) {
  const substitute = { ...makeProductSummary({ id: 202, name: 'Paracetamol 650 mg Tablet' }), unitsPerPack: 15 };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        [`/api/products/${detail.id}`]: detail,
        [`/api/products/${detail.id}/related`]: {
          substitutes:
            detail.kind === 'medicine'
              ? [{ ...substitute, unitPricePaise: 150, savingsPerUnitPaise: 40, savingsPercent: 21 }]
              : [],
          similar: [],
          frequentlyBoughtTogether: [],
        },
      }),
    ),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/products/:id" element={<ProductPage />} />
    </Routes>,
    { route: `/products/${detail.id}` },
  );
}

describe('ProductPage templates', () => {
  it('shows a medicine its salt, substitutes, safety advice and missed dose', async () => {
    renderProduct(makeProductDetail());

    expect(await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getAllByText('Salt composition').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Safety advice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'If you miss a dose' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fact box' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingredients and specifications' })).not.toBeInTheDocument();
    const jump = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(jump).getByRole('link', { name: 'Substitutes' })).toBeInTheDocument();
  });

  it('shows a device its specifications, how to use and warnings, without salt, dose or substitutes', async () => {
    renderProduct(
      makeProductDetail({
        id: 303,
        name: 'Omron MC-246 Digital Thermometer',
        manufacturer: 'Omron Healthcare India Pvt Ltd',
        saltComposition: 'Digital Thermometer',
        medicineType: 'Device',
        packSize: '1 unit',
        kind: 'device',
        specifications: [
          { label: 'Measures', value: 'Body temperature (oral, underarm or rectal)' },
          { label: 'Power', value: 'Button cell battery' },
        ],
        warnings: ['Clean the tip with alcohol before and after use.'],
        missedDose: '',
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Omron MC-246 Digital Thermometer' }),
    ).toBeInTheDocument();
    const specs = screen.getByRole('region', { name: 'Ingredients and specifications' });
    expect(within(specs).getByText('Button cell battery')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to use' })).toBeInTheDocument();
    const warnings = screen.getByRole('region', { name: 'Warnings' });
    expect(within(warnings).getByText('Clean the tip with alcohol before and after use.')).toBeInTheDocument();
    expect(screen.getByText('Product type')).toBeInTheDocument();

    for (const medicineOnly of ['If you miss a dose', 'Safety advice', 'Fact box', 'Side effects'])
      expect(screen.queryByRole('heading', { name: medicineOnly })).not.toBeInTheDocument();
    expect(screen.queryByText('Salt composition')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Substitutes/ })).not.toBeInTheDocument();
    const jump = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(jump).queryByRole('link', { name: 'Substitutes' })).not.toBeInTheDocument();
    expect(within(jump).getByRole('link', { name: 'Warnings' })).toBeInTheDocument();
  });
});

import { substituteSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { Substitute } from '@aushadh/shared/catalog/schemas.ts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeProductSummary } from '../../../test/catalog-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { SubstitutesSection } from './substitutes-section.tsx';

function makeSubstitute(overrides: Partial<Substitute>): Substitute {
  return substituteSchema.parse({
    ...makeProductSummary(),
    unitsPerPack: 15,
    unitPricePaise: 150,
    savingsPerUnitPaise: 43,
    savingsPercent: 22,
    ...overrides,
  });
}

beforeAll(async () => {
  await setupTestI18n();
});

const product = { name: 'Dolo 650 Tablet', saltComposition: 'Paracetamol (650mg)' };

describe('SubstitutesSection', () => {
  it('lists the cheapest per tablet first with "Save ₹X per tablet · NN% cheaper"', async () => {
    const substitutes = [
      makeSubstitute({ id: 2, name: 'Pacimol 650', unitPricePaise: 160, savingsPerUnitPaise: 33, savingsPercent: 17 }),
      makeSubstitute({ id: 3, name: 'Calpol 650', unitPricePaise: 120, savingsPerUnitPaise: 73, savingsPercent: 38 }),
      makeSubstitute({ id: 4, name: 'Paracip 650', unitPricePaise: 210, savingsPerUnitPaise: -17, savingsPercent: -9 }),
    ];
    renderWithProviders(
      <SubstitutesSection
        product={product}
        substitutes={substitutes}
        loading={false}
        failed={false}
        onRetry={vi.fn()}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Substitutes for Dolo 650 Tablet' });
    const rows = within(section).getAllByTestId('substitute');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Calpol 650',
      'Pacimol 650',
      'Paracip 650',
    ]);
    expect(within(rows[0]!).getByText('Save ₹0.73 per tablet · 38% cheaper')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('₹1.20 per tablet')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Save ₹0.33 per tablet · 17% cheaper')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('₹0.17 more per tablet')).toBeInTheDocument();
    expect(within(section).getByText('This medicine costs ₹1.93 per tablet.')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/products/3');
  });

  it('counts per pack when a pack is one unit, and says when there is no substitute', async () => {
    const { unmount } = renderWithProviders(
      <SubstitutesSection
        product={product}
        substitutes={[
          makeSubstitute({ unitsPerPack: 1, medicineType: 'Syrup', savingsPerUnitPaise: 500, savingsPercent: 10 }),
        ]}
        loading={false}
        failed={false}
        onRetry={vi.fn()}
      />,
    );
    expect(await screen.findByText('Save ₹5.00 per pack · 10% cheaper')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SubstitutesSection product={product} substitutes={[]} loading={false} failed={false} onRetry={vi.fn()} />,
    );
    expect(
      await screen.findByText('No substitute with the same salt and strength is available right now.'),
    ).toBeInTheDocument();
  });
});

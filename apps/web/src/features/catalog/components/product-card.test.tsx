import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProductSummary } from '../../../test/catalog-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { ProductCard } from './product-card.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

describe('ProductCard', () => {
  it('shows the selling price, struck-through MRP and percent off when discounted', async () => {
    renderWithProviders(<ProductCard product={makeProductSummary({ price: 3400, discountedPrice: 2890 })} />);
    expect(await screen.findByText('₹28.90')).toBeInTheDocument();
    const mrp = screen.getByTestId('mrp');
    expect(mrp.tagName).toBe('S');
    expect(mrp).toHaveTextContent('₹34.00');
    expect(screen.getByText('15% off')).toBeInTheDocument();
  });

  it('shows only the price when there is no discount', async () => {
    renderWithProviders(<ProductCard product={makeProductSummary({ price: 3400, discountedPrice: 3400 })} />);
    expect(await screen.findByText('₹34.00')).toBeInTheDocument();
    expect(screen.queryByTestId('mrp')).not.toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('links to the product, sizes the image through the preset and flags Rx and stock', async () => {
    renderWithProviders(
      <ProductCard product={makeProductSummary({ id: 7, prescriptionRequired: true, inStock: false })} priority />,
    );
    const link = await screen.findByRole('link', { name: 'Dolo 650 Tablet' });
    expect(link).toHaveAttribute('href', '/products/7');
    const image = screen.getByRole('img', { name: 'Dolo 650 Tablet' });
    expect(image).toHaveAttribute('src', '/api/images/products/101.webp?preset=small&v=2');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Prescription required')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('names Rx once: the picture carries the mark, the card adds only words for screen readers', async () => {
    renderWithProviders(<ProductCard product={makeProductSummary({ prescriptionRequired: true })} />);
    await screen.findByRole('link', { name: 'Dolo 650 Tablet' });
    expect(screen.queryByText('Rx')).not.toBeInTheDocument();
    expect(screen.getAllByText('Prescription required')).toHaveLength(1);
    expect(screen.getByText('Prescription required')).toHaveClass('sr-only');
  });
});

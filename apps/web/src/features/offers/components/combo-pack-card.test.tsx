import type { ComboPack } from '@aushadh/shared/offers/schemas.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCart, makeCartItem, stubFetch } from '../../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { ComboPackCard } from './combo-pack-card.tsx';

beforeAll(() => setupTestI18n());
afterEach(() => vi.unstubAllGlobals());

const item = (productId: number, name: string, quantity: number, inStock = true) => ({
  productId,
  name,
  manufacturer: 'Sun Pharmaceutical Industries Ltd',
  packSize: 'strip of 10 tablets',
  imageUrl: `/api/images/products/${productId}.webp`,
  quantity,
  mrpPaise: 1_200,
  pricePaise: 1_000,
  prescriptionRequired: false,
  inStock,
});
const pack: ComboPack = {
  slug: 'diabetes-care-kit',
  title: 'Diabetes care kit',
  description: 'English description',
  items: [item(3643, 'Metformin 500 mg Tablet', 2), item(26123, 'Accu-Chek Active Blood Glucose Test Strips', 1)],
  pricePaise: 2_500,
  sellingPaise: 3_000,
  mrpPaise: 3_600,
  savingPaise: 500,
  available: true,
};

function cartSlot() {
  return { ownerId: 7, showCart: vi.fn(), openCart: vi.fn() };
}

describe('ComboPackCard', () => {
  it('shows the products, the kit price against buying them separately, and the saving', () => {
    renderWithProviders(<ComboPackCard pack={pack} cart={cartSlot()} />);
    expect(screen.getByRole('heading', { name: 'Diabetes care kit' })).toBeInTheDocument();
    // The seeded pack's own translation, not the shop's English description.
    expect(screen.getByText('A month of metformin with test strips for checking your sugar at home.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Metformin 500 mg Tablet' })).toHaveAttribute('href', '/products/3643');
    expect(screen.getByText('Save ₹5.00')).toBeVisible();
    expect(screen.getByText('₹25.00')).toBeVisible();
    expect(screen.getByText('₹30.00 bought separately')).toBeVisible();
  });

  it('puts the whole set in the caller’s cart through the server and shows the cart it answers', async () => {
    const answered = makeCart([makeCartItem({ productId: 3643, quantity: 2 }), makeCartItem({ productId: 26123 })], 7);
    const { calls } = stubFetch((call) =>
      call.method === 'POST' && call.url.pathname === '/api/value-store/combos/diabetes-care-kit/cart'
        ? { body: { ...answered, notice: null } }
        : undefined,
    );
    const cart = cartSlot();
    renderWithProviders(<ComboPackCard pack={pack} cart={cart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add kit to cart: Diabetes care kit' }));
    await waitFor(() => expect(cart.showCart).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: 7 });
    expect(cart.showCart.mock.calls[0]![0]).toMatchObject({ ownerId: 7 });
  });

  it('cannot be added while a product is out of stock, and says which', () => {
    const soldOut = { ...pack, available: false, items: [pack.items[0]!, item(26123, 'Test Strips', 1, false)] };
    renderWithProviders(<ComboPackCard pack={soldOut} cart={cartSlot()} />);
    const button = screen.getByRole('button', { name: /out of stock/i });
    expect(button).toBeDisabled();
    expect(screen.getAllByText('Out of stock')).toHaveLength(2);
  });
});

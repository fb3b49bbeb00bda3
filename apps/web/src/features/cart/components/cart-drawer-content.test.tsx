import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCart, makeCartItem, stubFetch } from '../../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { CartDrawerContent } from './cart-drawer-content.tsx';
import { CartProvider } from './cart-provider.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDrawer(cart: Cart) {
  stubFetch(({ method, url }) =>
    method === 'GET' && url.pathname === '/api/cart/guest-1' ? { body: cart } : undefined,
  );
  renderWithProviders(
    <CartProvider ownerId="guest-1" onOpenCart={() => {}}>
      <CartDrawerContent onClose={() => {}} />
    </CartProvider>,
  );
}

describe('cart drawer', () => {
  it('shows the lines and the totals, with the delivery fee and how much more buys free delivery', async () => {
    // 2 × ₹28.90 + 1 × ₹120.00 = ₹177.80 of items, under the ₹499 threshold: ₹49 delivery.
    renderDrawer(
      makeCart([
        makeCartItem({ id: 1, productId: 101, quantity: 2 }),
        makeCartItem({ id: 2, productId: 102, name: 'Shelcal 500 Tablet', price: 13000, discountedPrice: 12000 }),
      ]),
    );
    const totals = await screen.findByTestId('cart-totals');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(within(totals).getByText('Subtotal (MRP, 3 items)')).toBeInTheDocument();
    expect(within(totals).getByTestId('summary-subtotal')).toHaveTextContent('₹198.00');
    expect(within(totals).getByTestId('summary-discount')).toHaveTextContent('−₹20.20');
    expect(within(totals).getByTestId('summary-delivery')).toHaveTextContent('₹49.00');
    expect(within(totals).getByTestId('summary-total')).toHaveTextContent('₹226.80');
    expect(within(totals).getByText('Add ₹321.20 more for free delivery')).toBeInTheDocument();
    expect(screen.getByTestId('proceed-to-checkout')).toHaveAttribute('href', '/checkout');
  });

  it('says FREE once the items reach the threshold', async () => {
    renderDrawer(makeCart([makeCartItem({ quantity: 10, price: 6000, discountedPrice: 5500 })]));
    const totals = await screen.findByTestId('cart-totals');
    expect(within(totals).getByTestId('summary-delivery')).toHaveTextContent('FREE');
    expect(within(totals).getByTestId('summary-total')).toHaveTextContent('₹550.00');
    expect(within(totals).queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('notes the prescription and shows a line problem', async () => {
    renderDrawer(makeCart([makeCartItem({ prescriptionRequired: true, problem: 'Only 1 left in stock' })]));
    expect(await screen.findByTestId('rx-note')).toHaveTextContent('Prescription required at checkout');
    expect(screen.getByText('Only 1 left in stock')).toBeInTheDocument();
  });

  it('words a line problem from its code in the visitor’s language', async () => {
    await setupTestI18n('hi');
    try {
      renderDrawer(
        makeCart([makeCartItem({ quantity: 3, stock: 2, problem: 'Only 2 left in stock', problemCode: 'stock-low' })]),
      );
      expect(await screen.findByText('स्टॉक में केवल 2 बचे हैं')).toBeInTheDocument();
      expect(screen.queryByText('Only 2 left in stock')).toBeNull();
    } finally {
      await setupTestI18n();
    }
  });

  it('shows the empty state with a link to the products', async () => {
    renderDrawer(makeCart([]));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });
});

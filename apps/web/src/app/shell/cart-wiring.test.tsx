import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { ProductCard } from '../../features/catalog/components/product-card.tsx';
import { makeCart, makeCartItem, stubFetch } from '../../test/cart-fixtures.ts';
import { makeProductSummary } from '../../test/catalog-fixtures.ts';
import { createTestQueryClient, renderWithProviders, setupTestI18n } from '../../test/render-with-providers.tsx';
import { currentUserQueryKey } from '../session/get-current-user.ts';
import { guestIdQueryKey } from '../session/get-guest-id.ts';
import { CartWiring } from './cart-wiring.tsx';
import { SiteHeader } from './site-header.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

/** A tiny server: the guest's cart, changed by POST /api/cart and PUT /api/cart/{id}. */
function cartServer(maxQuantity = 10) {
  let cart: Cart = makeCart([]);
  return stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/cart/guest-1') return { body: cart };
    if (method === 'POST' && url.pathname === '/api/cart') {
      const { quantity } = body as { quantity: number };
      cart = makeCart([makeCartItem({ id: 9, quantity, maxQuantity })]);
      return { body: { ...cart, notice: null } };
    }
    if (method === 'PUT' && url.pathname === '/api/cart/9') {
      const { quantity } = body as { quantity: number };
      cart = makeCart([makeCartItem({ id: 9, quantity, maxQuantity })]);
      return { body: { ...cart, notice: null } };
    }
    return undefined;
  });
}

function renderShop() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.setQueryData(guestIdQueryKey, { guestId: 'guest-1' });
  const noop = () => {};
  renderWithProviders(
    <CartWiring onOpenCart={noop}>
      <SiteHeader onOpenCart={noop} cartOpen={false} onOpenMobileNav={noop} mobileNavOpen={false} />
      <ProductCard product={makeProductSummary()} />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </CartWiring>,
    { queryClient },
  );
  return userEvent.setup();
}

describe('add to cart', () => {
  it('adds from a product card, updates the header badge and offers "View cart"', async () => {
    const { calls } = cartServer();
    const user = renderShop();
    await user.click(await screen.findByRole('button', { name: 'Add Dolo 650 Tablet to cart' }));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 'guest-1', productId: 101, quantity: 1 });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View cart' })).toBeInTheDocument();
    // The card now shows a stepper; + raises the quantity and the badge follows.
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ quantity: 2 });
    // After each change the cart is read again (SPEC §4).
    expect(
      calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/cart/guest-1').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('the card stepper stops at the line maximum (order limit and stock)', async () => {
    cartServer(2);
    const user = renderShop();
    await user.click(await screen.findByRole('button', { name: 'Add Dolo 650 Tablet to cart' }));
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' });
    await user.click(increase);
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
    expect(screen.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' })).toBeDisabled();
  });

  it('a failed add is logged and shown', async () => {
    stubFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/cart/guest-1') return { body: makeCart([]) };
      if (method === 'POST')
        return { status: 409, body: { code: 'CONFLICT', message: 'Dolo 650 Tablet is out of stock' } };
      return undefined;
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderShop();
    await user.click(await screen.findByRole('button', { name: 'Add Dolo 650 Tablet to cart' }));
    expect(await screen.findByText("Couldn't add to cart")).toBeInTheDocument();
    expect(screen.getByText('Dolo 650 Tablet is out of stock')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });
});

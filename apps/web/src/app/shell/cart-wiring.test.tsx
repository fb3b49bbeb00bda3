import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import CartPage from '../../features/cart/pages/cart-page.tsx';
import { ProductCard } from '../../features/catalog/components/product-card.tsx';
import { StickyBuyBar } from '../../features/catalog/components/sticky-buy-bar.tsx';
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

describe('phone bars', () => {
  function renderWith(children: React.ReactNode) {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(currentUserQueryKey, null);
    queryClient.setQueryData(guestIdQueryKey, { guestId: 'guest-1' });
    const noop = () => {};
    renderWithProviders(
      <CartWiring onOpenCart={noop}>
        <SiteHeader onOpenCart={noop} cartOpen={false} onOpenMobileNav={noop} mobileNavOpen={false} />
        {children}
      </CartWiring>,
      { queryClient },
    );
    return userEvent.setup();
  }

  it("the product page's sticky bar shows the price and adds with a 44 px button, then the line's 44 px stepper", async () => {
    cartServer();
    const user = renderWith(
      <StickyBuyBar product={makeProductSummary({ price: 3400, discountedPrice: 2890 })} quantity={1} />,
    );
    const bar = screen.getByRole('region', { name: 'Price and add to cart' });
    expect(bar).toHaveClass('fixed', 'bottom-0', 'lg:hidden');
    expect(bar).toHaveTextContent('₹28.90');
    const add = await screen.findByTestId('sticky-add-to-cart');
    expect(add).toHaveClass('h-11');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' });
    expect(increase).toHaveClass('size-11');
    await user.click(increase);
    // The badge counts units, and its name says so.
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
    const cartButton = screen.getByRole('button', { name: '2 items in cart (total quantity)' });
    expect(cartButton).toHaveAttribute('title', '2 items in cart (total quantity)');
  });

  it("the cart page keeps the total and 'Proceed to checkout' in a sticky bar on phones", async () => {
    stubFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/cart/guest-1')
        return { body: makeCart([makeCartItem({ id: 9, quantity: 3 })]) };
      return undefined;
    });
    renderWith(<CartPage />);
    const bar = await screen.findByRole('region', { name: 'Cart total and checkout' });
    expect(bar).toHaveClass('fixed', 'bottom-0', 'lg:hidden');
    expect(bar).toHaveTextContent(screen.getByTestId('summary-total').textContent!);
    const proceed = screen.getByTestId('sticky-proceed-to-checkout');
    expect(proceed).toHaveAttribute('href', '/checkout');
    expect(proceed).toHaveClass('h-11');
    // Line controls are thumb-sized too.
    expect(screen.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' })).toHaveClass('size-11');
    expect(screen.getByRole('button', { name: 'Remove Dolo 650 Tablet from cart' })).toHaveClass('size-11');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { makeCart, makeCartItem, stubFetch } from '../../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { useCart } from '../hooks/use-cart.ts';
import { CartProvider } from './cart-provider.tsx';

beforeAll(async () => {
  await setupTestI18n('hi');
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function AddButton() {
  const cart = useCart();
  return (
    <button
      type="button"
      onClick={() =>
        void cart.add({ productId: 101, quantity: 3, name: 'Dolo 650 Tablet', prescriptionRequired: false })
      }
    >
      add
    </button>
  );
}

/** A cart whose add was capped at 4 (the per-order limit), answered with or without the notice's code. */
function renderCappedAdd(withCodes: boolean) {
  const cart = makeCart([makeCartItem({ quantity: 4, maxOrderQuantity: 4, maxQuantity: 4 })]);
  const notice = 'You can order at most 4 of Dolo 650 Tablet at a time: your cart now has 4 (you already had 3).';
  const notices = [{ code: 'capped-by-limit', params: { name: 'Dolo 650 Tablet', max: 4, inCart: 4, before: 3 } }];
  stubFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/cart/guest-1') return { body: cart };
    if (method === 'POST' && url.pathname === '/api/cart')
      return { body: { ...cart, notice, ...(withCodes ? { notices } : {}) } };
    return undefined;
  });
  renderWithProviders(
    <CartProvider ownerId="guest-1" onOpenCart={() => {}}>
      <AddButton />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </CartProvider>,
  );
}

describe('cart notices', () => {
  it('a capped add says so in the visitor’s language, from the notice’s code', async () => {
    renderCappedAdd(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'add' }));
    expect(
      await screen.findByText(
        'Dolo 650 Tablet · आप एक बार में Dolo 650 Tablet के अधिकतम 4 ऑर्डर कर सकते हैं: अब आपके कार्ट में 4 हैं (पहले से 3 थे)।',
      ),
    ).toBeInTheDocument();
  });

  it('a reply without codes shows the server’s sentence', async () => {
    renderCappedAdd(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByText(/You can order at most 4 of Dolo 650 Tablet/)).toBeInTheDocument();
  });
});

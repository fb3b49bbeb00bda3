import { orderSummarySchema, reorderResponseSchema } from '@aushadh/shared/orders/schemas.ts';
import type { OrderSummary } from '@aushadh/shared/orders/schemas.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { makeCart, stubFetch } from '../../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { OrderHistory } from './order-history.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const summary = (overrides: Partial<OrderSummary>): OrderSummary =>
  orderSummarySchema.parse({
    id: 41,
    orderNumber: 'AUS00000041',
    trackingId: 'AUSTRK0A1B2C3D4E5F',
    status: 'processing',
    placedAt: '2026-01-12T06:30:00.000Z',
    deliveredOn: null,
    estimatedFrom: '2026-01-13',
    estimatedTo: '2026-01-13',
    itemCount: 3,
    totalPaise: 45600,
    itemNames: ['Dolo 650 Tablet', 'Shelcal 500 Tablet'],
    canCancel: true,
    invoiceAvailable: true,
    ...overrides,
  });

describe('OrderHistory', () => {
  it('lists orders with status, total and item count; reorder tells what was out of stock; cancel asks first', async () => {
    const { calls } = stubFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/orders')
        return {
          body: [
            summary({}),
            summary({
              id: 7,
              orderNumber: 'AUS00000007',
              status: 'delivered',
              deliveredOn: '2026-01-05T09:00:00.000Z',
              canCancel: false,
            }),
            summary({
              id: 6,
              orderNumber: 'AUS00000006',
              status: 'cancelled',
              canCancel: false,
              invoiceAvailable: false,
            }),
          ],
        };
      if (method === 'POST' && url.pathname === '/api/orders/41/reorder')
        return {
          body: reorderResponseSchema.parse({
            cart: makeCart([], 7),
            added: [{ productId: 101, name: 'Dolo 650 Tablet', quantity: 2 }],
            capped: [],
            unavailable: [{ productId: 102, name: 'Shelcal 500 Tablet', reason: 'Out of stock' }],
            message: '1 item added',
          }),
        };
      return undefined;
    });
    const onCartChanged = vi.fn();
    renderWithProviders(
      <>
        <OrderHistory onCartChanged={onCartChanged} onViewCart={() => {}} />
        <Toaster regionLabel="Notifications" closeLabel="Close" />
      </>,
    );
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByText('Order AUS00000041')).toBeInTheDocument();
    expect(within(first).getByTestId('order-status')).toHaveTextContent('Processing');
    expect(within(first).getByText('₹456.00')).toBeInTheDocument();
    expect(within(first).getByText('3 items')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      '/api/orders/41/invoice.pdf',
    );
    expect(within(cards[1]!).getByTestId('order-status')).toHaveTextContent('Delivered');
    expect(within(cards[1]!).getByText(/Delivered on/)).toBeInTheDocument();
    expect(within(cards[1]!).queryByTestId('cancel-order')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Download invoice' })).toBeInTheDocument();
    // Cancelled before payment: no invoice to offer.
    expect(within(cards[2]!).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(within(cards[2]!).queryByRole('link', { name: 'Download invoice' })).not.toBeInTheDocument();

    await user.click(within(first).getByTestId('reorder'));
    expect(await within(first).findByTestId('reorder-result')).toHaveTextContent('Shelcal 500 Tablet: Out of stock');
    expect(onCartChanged).toHaveBeenCalledOnce();
    expect(await screen.findByText('1 item added to your cart')).toBeInTheDocument();

    await user.click(within(first).getByTestId('cancel-order'));
    expect(await screen.findByText('Cancel order AUS00000041?')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/cancel'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(calls.some((c) => c.url.pathname.endsWith('/cancel'))).toBe(false);
  });

  it('words why an item was not added from its code, in the visitor’s language', async () => {
    await setupTestI18n('hi');
    try {
      stubFetch(({ method, url }) => {
        if (method === 'GET' && url.pathname === '/api/orders') return { body: [summary({})] };
        if (method === 'POST' && url.pathname === '/api/orders/41/reorder')
          return {
            body: reorderResponseSchema.parse({
              cart: makeCart([], 7),
              added: [{ productId: 101, name: 'Dolo 650 Tablet', quantity: 2 }],
              capped: [],
              unavailable: [{ productId: 102, name: 'Shelcal 500 Tablet', reason: 'Out of stock' }],
              unavailableReasons: { 102: 'out-of-stock' },
              message: '1 item(s) added to your cart at today’s prices.',
            }),
          };
        return undefined;
      });
      renderWithProviders(<OrderHistory onCartChanged={() => {}} onViewCart={() => {}} />);
      await userEvent.setup().click(await screen.findByTestId('reorder'));
      expect(await screen.findByTestId('reorder-result')).toHaveTextContent('Shelcal 500 Tablet: स्टॉक में नहीं है');
    } finally {
      await setupTestI18n();
    }
  });
});

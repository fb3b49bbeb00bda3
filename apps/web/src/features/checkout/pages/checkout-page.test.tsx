import { checkoutSummarySchema, orderDetailSchema } from '@aushadh/shared/orders/schemas.ts';
import type { PincodeDetails } from '@aushadh/shared/delivery/schemas.ts';
import type { Address, OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/auth-fixtures.ts';
import { makeCart, makeCartItem, stubFetch } from '../../../test/cart-fixtures.ts';
import type { FetchHandler } from '../../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import CheckoutPage from './checkout-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const cart = makeCart([makeCartItem({ quantity: 2 })], 7);
const summary = checkoutSummarySchema.parse({
  cart,
  delivery: null,
  signInRequired: false,
  paymentMethods: [
    { method: 'credit-card', label: 'Credit Card', available: true, reason: null },
    { method: 'debit-card', label: 'Debit Card', available: true, reason: null },
    { method: 'upi', label: 'UPI / Mobile Payment', available: true, reason: null },
    { method: 'cod', label: 'Cash on Delivery', available: true, reason: null },
  ],
  codLimitPaise: 500000,
  demoNotice: 'This is a demonstration checkout: no real payment is processed.',
});
const savedAddress: Address = {
  id: 3,
  fullName: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  address: '14 Janpath, Connaught Place',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  isDefault: true,
  deliveryProblem: null,
};
const places: Record<string, PincodeDetails> = {
  '110001': {
    pincode: '110001',
    officeName: 'Sansad Marg H.O',
    district: 'Central Delhi',
    state: 'Delhi',
    serviceable: true,
    tier: 'ncr',
    minDays: 1,
    maxDays: 1,
  },
  '201309': {
    pincode: '201309',
    officeName: 'Noida Sector 62 S.O',
    district: 'Gautam Buddha Nagar',
    state: 'Uttar Pradesh',
    serviceable: true,
    tier: 'local',
    minDays: 0,
    maxDays: 1,
  },
};
/** GET /api/pincodes/{pincode} as the server answers it (404 for a pincode India Post does not know). */
const pincodeLookup: FetchHandler = ({ url }) => {
  const match = /^\/api\/pincodes\/(\d+)$/.exec(url.pathname);
  if (!match) return undefined;
  const place = places[match[1]!];
  return place ? { body: place } : { status: 404, body: { code: 'NOT_FOUND', message: 'Unknown' } };
};
const order: OrderDetail = orderDetailSchema.parse({
  id: 41,
  orderNumber: 'AUS00000041',
  trackingId: 'AUSTRK0A1B2C3D4E5F',
  status: 'processing',
  placedAt: '2026-01-12T06:30:00.000Z',
  deliveredOn: null,
  estimatedFrom: '2026-01-13',
  estimatedTo: '2026-01-13',
  itemCount: 2,
  totalPaise: 10680,
  itemNames: ['Dolo 650 Tablet'],
  canCancel: true,
  invoiceAvailable: true,
  items: [
    {
      id: 1,
      productId: 101,
      name: 'Dolo 650 Tablet',
      manufacturer: 'Micro Labs Ltd',
      packSize: 'strip of 15 tablets',
      imageUrl: '/api/images/products/101.webp',
      price: 3400,
      discountedPrice: 2890,
      quantity: 2,
      lineTotalPaise: 5780,
      prescriptionRequired: false,
      gstRate: 12,
      hsnCode: '3004',
      batchNumber: 'DOL4521',
      expiryDate: '2027-08-31',
    },
  ],
  totals: {
    subtotalMrpPaise: 6800,
    discountPaise: 1020,
    itemsTotalPaise: 5780,
    deliveryFeePaise: 4900,
    totalPaise: 10680,
  },
  address: { ...savedAddress, id: undefined, isDefault: undefined, deliveryProblem: undefined },
  payment: {
    method: 'upi',
    status: 'authorized',
    reference: 'demo_x',
    cardLast4: null,
    upiId: 'priya@okaxis',
    demo: true,
  },
  prescriptionId: null,
  statusHistory: [{ status: 'processing', at: '2026-01-12T06:30:00.000Z', by: 'customer', note: 'Order placed' }],
  invoiceUrl: '/api/orders/41/invoice.pdf',
});

/** Stands in for the delivery feature: the pincode is served. */
function ServedCheck({ onAvailabilityChange }: { onAvailabilityChange: (available: boolean | null) => void }) {
  useEffect(() => onAvailabilityChange(true), [onAvailabilityChange]);
  return <p>Delivery Available</p>;
}

function renderCheckout(handler: FetchHandler, deliverToPincode: string | null = null) {
  const api = stubFetch(async (call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/checkout/summary') return { body: summary };
    return (await pincodeLookup(call)) ?? handler(call);
  });
  const onOrderPlaced = vi.fn();
  renderWithProviders(
    <CheckoutPage
      user={makeUser()}
      renderTotals={(c) => <p>Total {c.totals.totalPaise}</p>}
      renderDeliveryCheck={({ onAvailabilityChange }) => <ServedCheck onAvailabilityChange={onAvailabilityChange} />}
      onOrderPlaced={onOrderPlaced}
      onReviewCart={() => {}}
      deliverToPincode={deliverToPincode}
    />,
  );
  return { ...api, onOrderPlaced, user: userEvent.setup() };
}

describe('CheckoutPage', () => {
  it('validates a new address with the shared rules, then moves address → payment and back', async () => {
    let addresses: Address[] = [];
    const { user, calls } = renderCheckout(({ method, url, body }) => {
      if (url.pathname !== '/api/addresses') return undefined;
      if (method === 'GET') return { body: addresses };
      addresses = [{ ...(body as Address), id: 3, isDefault: true, deliveryProblem: null }];
      return { status: 201, body: addresses[0] };
    });
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent(
      '1Address2Payment3Confirmation',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Sharma');

    await user.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    expect(await screen.findByText('Please enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the address (house, street, area)')).toBeInTheDocument();
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription('Please enter a pincode');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Phone number'), '98765 43210');
    await user.type(screen.getByLabelText('Address'), '14 Janpath, Connaught Place');
    await user.type(screen.getByLabelText('Pincode'), '110001');
    // The pincode fills city and state from India Post's data; the customer may still name the city.
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Central Delhi'));
    expect(screen.getByLabelText('State')).toHaveValue('Delhi');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'New Delhi');
    await user.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/addresses')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ phone: '9876543210', pincode: '110001' });

    await user.click(await screen.findByRole('button', { name: /Continue to payment/ }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('Demo checkout: no real payment is processed')).toBeInTheDocument();
    expect(screen.getByTestId('payment-address')).toHaveTextContent('Delivering to Priya Sharma:');

    // Card fields are checked like the demo provider checks them (Luhn, future expiry, CVV).
    await user.click(screen.getByLabelText('Credit Card'));
    await user.type(screen.getByLabelText('Card number'), '4111111111111112');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the name on the card')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid expiry date (MM/YY) in the future')).toBeInTheDocument();
    expect(screen.getByText('CVV must be 3 or 4 digits')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/orders')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Back to address' }));
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Priya Sharma/ })).toBeChecked();
  });

  it('reuses one Idempotency-Key when the same attempt is retried, and shows the confirmation', async () => {
    let attempts = 0;
    const { user, calls, onOrderPlaced } = renderCheckout(({ method, url }) => {
      if (url.pathname === '/api/addresses' && method === 'GET') return { body: [savedAddress] };
      if (url.pathname === '/api/orders' && method === 'POST') {
        attempts += 1;
        // The first answer is lost on the way back (the order may or may not exist): the client must retry safely.
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: order };
      }
      return undefined;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: /Continue to payment/ }));
    await user.click(await screen.findByLabelText('UPI / Mobile Payment'));
    await user.type(screen.getByLabelText('UPI ID'), 'priya@okaxis');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText("We couldn't reach our server")).toBeInTheDocument();

    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('AUS00000041');
    expect(screen.getByTestId('tracking-id')).toHaveTextContent('AUSTRK0A1B2C3D4E5F');
    expect(onOrderPlaced).toHaveBeenCalledOnce();

    const posts = calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/orders');
    expect(posts).toHaveLength(2);
    const keys = posts.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(posts[0]?.body).toEqual({ addressId: 3, payment: { method: 'upi', upiId: 'priya@okaxis' } });
  });

  it('a saved address we cannot deliver to is greyed with its reason and never pre-selected', async () => {
    const nowhere: Address = {
      ...savedAddress,
      id: 1,
      fullName: 'Old Nowhere',
      city: 'Nowhere',
      state: 'Nowhere',
      pincode: '999999',
      isDefault: true,
      deliveryProblem: 'unknown-pincode',
    };
    const island: Address = {
      ...nowhere,
      id: 2,
      fullName: 'Island Home',
      pincode: '682555',
      isDefault: false,
      deliveryProblem: 'not-served',
    };
    const good: Address = { ...savedAddress, isDefault: false };
    const { user } = renderCheckout(({ method, url }) =>
      url.pathname === '/api/addresses' && method === 'GET' ? { body: [nowhere, island, good] } : undefined,
    );
    const bad = await screen.findByRole('radio', { name: /Old Nowhere/ });
    expect(bad).toBeDisabled();
    expect(bad).not.toBeChecked();
    expect(bad).toHaveAccessibleDescription(
      'We can’t deliver here: pincode 999999 is not in India Post’s list. Edit the address or delete it.',
    );
    expect(screen.getByRole('radio', { name: /Island Home/ })).toHaveAccessibleDescription(
      'We don’t deliver to pincode 682555 yet. Choose another address or add a new one.',
    );
    expect(screen.getByRole('radio', { name: /Priya Sharma/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Continue to payment/ }));
    expect(await screen.findByTestId('payment-address')).toHaveTextContent('Priya Sharma');
  });

  it('with only undeliverable addresses the form opens, prefilled from Deliver-to, and a bad pincode is a field error', async () => {
    const nowhere: Address = { ...savedAddress, id: 1, pincode: '999999', deliveryProblem: 'unknown-pincode' };
    const { user, calls } = renderCheckout(({ method, url }) => {
      if (url.pathname !== '/api/addresses') return undefined;
      if (method === 'GET') return { body: [nowhere] };
      return {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'This city does not match pincode 201309 (Gautam Buddha Nagar, Uttar Pradesh).',
          issues: [
            {
              path: ['city'],
              message: 'This city does not match pincode 201309 (Gautam Buddha Nagar, Uttar Pradesh).',
            },
          ],
        },
      };
    }, '201309');
    const pincode = await screen.findByLabelText('Pincode');
    expect(pincode).toHaveValue('201309');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Gautam Buddha Nagar'));
    expect(screen.getByLabelText('State')).toHaveValue('Uttar Pradesh');
    expect(pincode).toHaveAccessibleDescription('Noida Sector 62 S.O, Gautam Buddha Nagar');
    expect(screen.queryByRole('button', { name: /Continue to payment/ })).not.toBeInTheDocument();

    await user.clear(pincode);
    await user.type(pincode, '999999');
    await waitFor(() =>
      expect(pincode).toHaveAccessibleDescription('This pincode is not in India Post’s list. Please check it.'),
    );
    expect(pincode).toHaveAttribute('aria-invalid', 'true');

    // The server's refusal of one field is shown beside that field.
    await user.clear(pincode);
    await user.type(pincode, '201309');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.type(screen.getByLabelText('Address'), 'B-12, Sector 62');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Chennai');
    await user.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    await waitFor(() =>
      expect(screen.getByLabelText('City')).toHaveAccessibleDescription(
        'This city does not match pincode 201309 (Gautam Buddha Nagar, Uttar Pradesh).',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

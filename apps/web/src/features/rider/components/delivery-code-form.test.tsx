import { riderOrderSchema, type RiderOrder } from '@aushadh/shared/orders/order-life-schemas.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { DeliveryCodeForm } from './delivery-code-form.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const order = (overrides: Partial<RiderOrder> = {}): RiderOrder =>
  riderOrderSchema.parse({
    id: 88,
    orderNumber: 'AUS00000088',
    status: 'shipped',
    placedAt: '2026-01-12T06:30:00.000Z',
    address: {
      fullName: 'Priya Sharma',
      phone: '9876543210',
      address: '14 MG Road, Shivajinagar',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411005',
    },
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=14%20MG%20Road',
    paymentMethod: 'upi',
    cashToCollectPaise: 0,
    itemCount: 2,
    codeTriesLeft: 5,
    deliveredOn: null,
    ...overrides,
  });

describe('DeliveryCodeForm', () => {
  it('a numeric keypad for 4 digits; a wrong code says how many tries are left', async () => {
    const { calls } = stubFetch(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              code: 'DELIVERY_CODE_WRONG',
              message: 'That is not the delivery code. 3 tries left.',
              params: { left: 3 },
            },
          }
        : undefined,
    );
    renderWithProviders(<DeliveryCodeForm order={order({ codeTriesLeft: 4 })} />);
    const input = await screen.findByLabelText('Delivery code from the customer');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('4 tries left');
    const submit = screen.getByRole('button', { name: 'Delivered' });
    await userEvent.type(input, '12a');
    expect(input).toHaveValue('12');
    expect(submit).toBeDisabled();
    await userEvent.type(input, '345');
    expect(input).toHaveValue('1234');
    await userEvent.click(submit);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/delivery/orders/88/deliver' }),
      body: { code: '1234' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not the delivery code. 3 tries left.');
    expect(input).toHaveValue('');
  });

  it('cash on delivery: the cash must be confirmed, and is sent with the code', async () => {
    const { calls } = stubFetch(({ method }) =>
      method === 'POST'
        ? { body: order({ status: 'delivered', paymentMethod: 'cod', cashToCollectPaise: 34_500 }) }
        : undefined,
    );
    renderWithProviders(<DeliveryCodeForm order={order({ paymentMethod: 'cod', cashToCollectPaise: 34_500 })} />);
    await userEvent.type(await screen.findByLabelText('Delivery code from the customer'), '4821');
    const submit = screen.getByRole('button', { name: 'Delivered' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I collected ₹345.00 in cash' }));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: '4821', codCollectedPaise: 34_500 }),
    );
  });

  it('a locked order takes no more codes and says to call support', async () => {
    stubFetch(() => undefined);
    renderWithProviders(<DeliveryCodeForm order={order({ codeTriesLeft: 0 })} />);
    expect(await screen.findByLabelText('Delivery code from the customer')).toBeDisabled();
    expect(screen.getByText('Too many wrong codes: call support.')).toBeInTheDocument();
  });
});

import { addDays, indiaToday, pickListSchema, type PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { PackForm } from './pack-form.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const deliveryBy = addDays(indiaToday(), 2);
const minimumExpiry = addDays(deliveryBy, 90);

/** An order of an Rx antibiotic (two batches: one expiring within 90 days of delivery) and an OTC strip. */
const pickList: PickList = pickListSchema.parse({
  order: {
    id: 41,
    orderNumber: 'AUS00000041',
    status: 'processing',
    placedAt: '2026-01-12T06:30:00.000Z',
    waitingSince: '2026-01-12T07:00:00.000Z',
    itemCount: 3,
    lineCount: 2,
    prescriptionRequired: true,
    city: 'Pune',
    pincode: '411001',
    paymentMethod: 'upi',
    totalPaise: 45_600,
    estimatedTo: deliveryBy,
    rider: null,
  },
  deliveryBy,
  minimumExpiry,
  lines: [
    {
      orderItemId: 501,
      productId: 9,
      name: 'Azithral 500 Tablet',
      manufacturer: 'Alembic Pharmaceuticals Ltd',
      packSize: 'strip of 5 tablets',
      quantity: 2,
      prescriptionRequired: true,
      schedule: 'H',
      batchNumber: null,
      expiryDate: null,
      batches: [
        {
          id: 71,
          batchNumber: 'ALM25C512',
          expiryDate: addDays(indiaToday(), 45),
          quantity: 6,
          unusableReason: 'expires-too-soon',
        },
        { id: 72, batchNumber: 'ALM25H044', expiryDate: '2028-03-31', quantity: 40, unusableReason: null },
      ],
    },
    {
      orderItemId: 502,
      productId: 12,
      name: 'Dolo 650 Tablet',
      manufacturer: 'Micro Labs Ltd',
      packSize: 'strip of 15 tablets',
      quantity: 1,
      prescriptionRequired: false,
      schedule: 'OTC',
      batchNumber: null,
      expiryDate: null,
      batches: [{ id: 80, batchNumber: 'MLB25A101', expiryDate: '2027-09-30', quantity: 120, unusableReason: null }],
    },
  ],
  prescriptionId: 7,
  prescriptionPagesUrl: '/api/chemist/orders/41/prescription/pages',
});

describe('PackForm', () => {
  it('shows a batch expiring within 90 days of delivery but will not let it be chosen, and says why', async () => {
    stubFetch(() => undefined);
    renderWithProviders(<PackForm pickList={pickList} />);
    const soon = await screen.findByRole('radio', { name: /ALM25C512/ });
    expect(soon).toBeDisabled();
    expect(soon).toHaveAccessibleDescription('Expires within 90 days of delivery: pick another batch');
    // First expiry, first out among the batches that may be packed.
    expect(screen.getByRole('radio', { name: /ALM25H044/ })).toBeChecked();
    expect(screen.getByText(/every batch must last until/i)).toBeInTheDocument();
    expect(screen.getByText('Rx · Schedule H')).toBeInTheDocument();
  });

  it('packs with the chosen batch of every line; a 409 from the server is shown in words', async () => {
    const { calls } = stubFetch(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/chemist/orders/41/pack') {
        return {
          status: 409,
          body: {
            code: 'PRESCRIPTION_NOT_COVERING',
            message: 'Azithral 500 Tablet is not covered by an approved, valid prescription with quantity left.',
            params: { name: 'Azithral 500 Tablet' },
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<PackForm pickList={pickList} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pack order' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      lines: [
        { orderItemId: 501, batchId: 72 },
        { orderItemId: 502, batchId: 80 },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Azithral 500 Tablet is not covered by an approved, valid prescription with quantity left.',
    );
  });

  it('a line with no usable batch keeps Pack disabled', async () => {
    stubFetch(() => undefined);
    const onlySoon = pickListSchema.parse({
      ...pickList,
      lines: [{ ...pickList.lines[0]!, batches: [pickList.lines[0]!.batches[0]!] }, pickList.lines[1]!],
    });
    renderWithProviders(<PackForm pickList={onlySoon} />);
    expect(await screen.findByRole('button', { name: 'Pack order' })).toBeDisabled();
  });
});

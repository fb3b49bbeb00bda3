import type { DeliveryCheckResponse } from '@aushadh/shared/delivery/schemas.ts';
import { deliveryCheckResponseSchema } from '@aushadh/shared/delivery/schemas.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { DeliveryCheck } from './delivery-check.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const served: DeliveryCheckResponse = deliveryCheckResponseSchema.parse({
  pincode: '110001',
  available: true,
  title: 'Delivery Available',
  message: 'We deliver to your area!',
  city: 'Central Delhi',
  state: 'Delhi',
  minDays: 1,
  maxDays: 3,
  estimatedFrom: '2026-01-13',
  estimatedTo: '2026-01-15',
});
const unserved: DeliveryCheckResponse = {
  ...served,
  pincode: '190001',
  available: false,
  city: 'Srinagar',
  state: 'Jammu & Kashmir',
  minDays: null,
  maxDays: null,
  estimatedFrom: null,
  estimatedTo: null,
};

function server(hold?: Promise<void>) {
  return stubFetch(async ({ url }) => {
    if (url.pathname !== '/api/delivery-check') return undefined;
    await hold;
    const pincode = url.searchParams.get('pincode');
    if (pincode === '110001') return { body: served };
    if (pincode === '190001') return { body: unserved };
    return {
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Unable to verify pincode. Please check and try again.' },
    };
  });
}

async function check(pincode: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText('Check delivery to your pincode');
  await user.clear(input);
  await user.type(input, pincode);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('DeliveryCheck', () => {
  it('checking → Delivery Available with the estimated dates', async () => {
    let release!: () => void;
    server(new Promise<void>((resolve) => (release = resolve)));
    renderWithProviders(<DeliveryCheck />);
    await check('110001');
    expect(await screen.findByText('Checking delivery to 110001…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Delivery Available')).toBeInTheDocument();
    expect(screen.getByText('We deliver to your area!')).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery Tue, 13 Jan – Thu, 15 Jan')).toBeInTheDocument();
    expect(screen.getByText('110001 · Central Delhi, Delhi')).toBeInTheDocument();
  });

  it("Delivery Unavailable with SPEC's text", async () => {
    server();
    renderWithProviders(<DeliveryCheck />);
    await check('190001');
    expect(await screen.findByText('Delivery Unavailable')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Sorry, we don't deliver to your area yet; try another pincode or select pickup from a nearby store",
      ),
    ).toBeInTheDocument();
  });

  it('Pincode Error for a malformed pincode (no call) and for one the server cannot verify', async () => {
    const { calls } = server();
    renderWithProviders(<DeliveryCheck />);
    await check('01234');
    expect(await screen.findByText('Pincode Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to verify pincode. Please check and try again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await check('999999');
    expect(await screen.findByText('Pincode Error')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('reports availability to its owner (checkout gates on it)', async () => {
    server();
    const seen: (boolean | null)[] = [];
    renderWithProviders(<DeliveryCheck pincode="110001" fixed onAvailabilityChange={(a) => seen.push(a)} />);
    expect(await screen.findByText('Delivery Available')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(true);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

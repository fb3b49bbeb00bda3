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
  tier: 'ncr',
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
  pincode: '682555',
  available: false,
  tier: null,
  title: 'Delivery Unavailable',
  message: "Sorry, we don't deliver to your area yet.",
  city: 'Lakshadweep',
  state: 'Lakshadweep',
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
    if (pincode === '682555') return { body: unserved };
    // Well-formed but unknown to India Post: answered like an unserved one.
    if (pincode === '999999') return { body: { ...unserved, pincode, city: null, state: null } };
    return { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } };
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

  it("Delivery Unavailable with SPEC's text, without the pickup promise, for an unserved and an unknown pincode", async () => {
    server();
    renderWithProviders(<DeliveryCheck />);
    await check('682555');
    expect(await screen.findByText('Delivery Unavailable')).toBeInTheDocument();
    expect(screen.getByText("Sorry, we don't deliver to your area yet.")).toBeInTheDocument();
    expect(screen.queryByText(/pickup/)).not.toBeInTheDocument();
    await check('999999');
    expect(await screen.findByText('999999')).toBeInTheDocument();
    expect(screen.getByText('Delivery Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Pincode Error')).not.toBeInTheDocument();
  });

  it('an empty or malformed pincode is a field error beside the input (no call, no Pincode Error)', async () => {
    const { calls } = server();
    renderWithProviders(<DeliveryCheck />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const input = screen.getByLabelText('Check delivery to your pincode');
    expect(input).toHaveAccessibleDescription('Please enter a pincode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    for (const bad of ['01234', 'abcdef', '1100a1']) {
      await check(bad);
      expect(input).toHaveAccessibleDescription('Please enter a valid 6-digit pincode');
    }
    expect(screen.queryByText('Pincode Error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('delivery-check-result')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    // Typing again clears it.
    await user.clear(input);
    await user.type(input, '1');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('Pincode Error when the check itself fails (server or network)', async () => {
    const { calls } = server();
    renderWithProviders(<DeliveryCheck />);
    await check('560001');
    expect(await screen.findByText('Pincode Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to verify pincode. Please check and try again.')).toBeInTheDocument();
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

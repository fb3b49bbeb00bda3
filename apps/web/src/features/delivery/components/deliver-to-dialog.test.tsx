import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import {
  autoDetectDeliveryPincode,
  resetDeliveryLocation,
  useDeliveryLocation,
} from '../hooks/delivery-location-store.ts';
import { DeliverToDialog } from './deliver-to-dialog.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

const DENIED = { code: 1, message: 'User denied Geolocation' };

/** A browser whose geolocation permission is `permission`, and which refuses if asked. */
function stubBrowser(permission: PermissionState) {
  const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail(DENIED as GeolocationPositionError),
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition },
    permissions: { query: vi.fn(async () => ({ state: permission })) },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  resetDeliveryLocation();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe() {
  const location = useDeliveryLocation();
  return <output data-testid="probe">{location.error ?? 'none'}</output>;
}

describe('first visit: location', () => {
  it('does not ask for the location on load when the visitor has not allowed it yet', async () => {
    const getCurrentPosition = stubBrowser('prompt');
    autoDetectDeliveryPincode(createTestQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    renderWithProviders(<DeliverToDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Detect location' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location-error')).not.toBeInTheDocument();
  });

  it('detects on load only where location is already allowed', async () => {
    const getCurrentPosition = stubBrowser('granted');
    autoDetectDeliveryPincode(createTestQueryClient());
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
  });

  it('a site with location blocked opens the dialog with a kind hint, not a "denied" error', async () => {
    const getCurrentPosition = stubBrowser('denied');
    autoDetectDeliveryPincode(createTestQueryClient());
    renderWithProviders(
      <>
        <Probe />
        <DeliverToDialog open onOpenChange={() => {}} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('denied'));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(await screen.findByTestId('location-hint')).toHaveTextContent(/Enter your pincode below/);
    expect(screen.queryByTestId('location-error')).not.toBeInTheDocument();
  });

  it('when the visitor presses Detect location and it is refused, the error is said plainly', async () => {
    stubBrowser('prompt');
    const user = userEvent.setup();
    renderWithProviders(<DeliverToDialog open onOpenChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Detect location' }));
    expect(await screen.findByTestId('location-error')).toHaveTextContent(
      'Location access denied. Please enable location permissions.',
    );
  });
});

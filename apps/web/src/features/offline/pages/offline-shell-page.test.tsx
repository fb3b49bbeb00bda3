import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import type { OfflineMedicine, OfflineSnapshot } from '../api/offline-store.ts';
import OfflineShellPage, { todaysScheduleOf } from './offline-shell-page.tsx';

const stored = vi.hoisted(() => ({ snapshot: null as OfflineSnapshot | null }));
vi.mock('../api/offline-store.ts', () => ({ readOfflineSnapshot: async () => stored.snapshot }));

const telma: OfflineMedicine = {
  id: 7,
  name: 'Telma 40',
  patientName: null,
  unitsPerDose: 1,
  food: 'before',
  times: ['08:00', '20:00'],
  days: [1, 2, 3, 4, 5, 6, 7],
  startsOn: '2026-01-01',
  endsOn: null,
  timeZone: 'Asia/Kolkata',
  logged: [{ at: '2026-11-24T02:30:00.000Z', state: 'taken' }],
};

beforeAll(() => setupTestI18n());
beforeEach(() => {
  stored.snapshot = null;
});

describe('todaysScheduleOf', () => {
  it("shows the day's doses in time order with what was logged", () => {
    const metformin = { ...telma, id: 8, name: 'Metformin', times: ['13:00'], logged: [] };
    const doses = todaysScheduleOf([telma, metformin], new Date('2026-11-24T12:00:00.000Z'));
    expect(doses.map((d) => [d.time, d.medicine.name, d.state])).toEqual([
      ['08:00', 'Telma 40', 'taken'],
      ['13:00', 'Metformin', 'missed'],
      ['20:00', 'Telma 40', 'upcoming'],
    ]);
  });

  it("is today's schedule even when the snapshot is from an earlier day (yesterday's log does not count)", () => {
    const doses = todaysScheduleOf([telma], new Date('2026-11-26T01:00:00.000Z'));
    expect(doses.map((d) => [d.time, d.state])).toEqual([
      ['08:00', 'upcoming'],
      ['20:00', 'upcoming'],
    ]);
  });

  it('leaves out a course that has ended and days not chosen', () => {
    const ended = { ...telma, endsOn: '2026-11-01' };
    const weekends = { ...telma, id: 9, days: [6, 7] };
    // 24 November 2026 is a Tuesday.
    expect(todaysScheduleOf([ended, weekends], new Date('2026-11-24T06:00:00.000Z'))).toEqual([]);
  });
});

describe('OfflineShellPage', () => {
  it("shows today's medicines, the last viewed products and recent orders from the device", async () => {
    stored.snapshot = {
      owner: 'user:1',
      products: [
        {
          id: 3,
          name: 'Dolo 650',
          manufacturer: 'Micro Labs',
          packSize: 'Strip of 15',
          price: 3_400,
          discountedPrice: 3_100,
          prescriptionRequired: false,
        },
      ],
      orders: [
        {
          id: 1,
          orderNumber: 'AUS000001',
          status: 'shipped',
          placedAt: '2026-11-20T05:00:00.000Z',
          totalPaise: 45_000,
          itemCount: 2,
          itemNames: ['Telma 40', 'Dolo 650'],
        },
      ],
      medicines: [{ ...telma, startsOn: '2020-01-01' }],
      savedAt: { products: '2026-11-24T04:00:00.000Z' },
    };
    renderWithProviders(<OfflineShellPage />);
    expect(await screen.findByText('Dolo 650')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent("You're offline");
    const schedule = screen.getByTestId('offline-schedule');
    expect(within(schedule).getAllByText('Telma 40')).toHaveLength(2);
    expect(within(schedule).getByText('08:00')).toBeInTheDocument();
    expect(screen.getByText('₹31.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('offline-orders')).getByText('AUS000001')).toBeInTheDocument();
    expect(within(screen.getByTestId('offline-orders')).getByText('Out for delivery')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says what to do when nothing was saved on this device', async () => {
    renderWithProviders(<OfflineShellPage />);
    expect(await screen.findByText('Nothing saved on this device yet')).toBeInTheDocument();
    expect(screen.getByText(/Open Medication tracking while online/)).toBeInTheDocument();
    expect(screen.getByText('Products you look at will appear here.')).toBeInTheDocument();
  });

  it('reads in the stored language (Hindi)', async () => {
    await setupTestI18n('hi');
    try {
      renderWithProviders(<OfflineShellPage />);
      expect(await screen.findByText('इस डिवाइस पर अभी कुछ सहेजा नहीं गया है')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
    } finally {
      await setupTestI18n('en');
    }
  });
});

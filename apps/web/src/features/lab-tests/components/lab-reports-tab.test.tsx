import type { LabReport, LabResult } from '@aushadh/shared/labs/schemas.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { LabReportsTab } from './lab-reports-tab.tsx';

const hba1c = (value: number, flag: LabResult['flag']): LabResult => ({
  testName: 'HbA1c (Glycated Haemoglobin)',
  parameterCode: 'hba1c',
  name: 'HbA1c (glycated haemoglobin)',
  valueNumeric: value,
  valueText: null,
  decimals: 1,
  unit: '%',
  refLow: 4,
  refHigh: 5.6,
  refText: null,
  flag,
});
const report = (id: number, day: string, results: LabResult[], hasPdf = false): LabReport => ({
  id,
  bookingId: id,
  bookingNumber: `LB-2611${id}-AAAAA`,
  patientId: 7,
  patientName: 'Rakesh Sharma',
  sampleId: `S-${id}`,
  collectedAt: `${day}T04:00:00.000Z`,
  reportReadyAt: `${day}T12:00:00.000Z`,
  tests: ['HbA1c (Glycated Haemoglobin)'],
  hasPdf,
  results,
});

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LabReportsTab (profile: Lab reports)', () => {
  it('shows each value with its range, flags the one out of range, charts HbA1c across reports and links the PDF', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        // newest first, as the server answers
        '/api/lab-reports': [
          report(2, '2026-11-20', [hba1c(7.2, 'high')], true),
          report(1, '2026-05-10', [hba1c(5.4, 'normal')]),
        ],
        '/api/lab-bookings': [],
      }),
    );
    renderWithProviders(<LabReportsTab />);
    const chart = await screen.findByRole('figure');
    expect(
      within(chart).getByText('HbA1c (glycated haemoglobin) (Rakesh Sharma) over time', { selector: 'figcaption' }),
    ).toBeInTheDocument();
    // The chart's numbers for screen readers, oldest first, the flagged one said so.
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('5.4 %'),
      expect.stringContaining('7.2 % (out of range)'),
    ]);
    const flags = screen.getAllByText('High');
    expect(flags).toHaveLength(1);
    expect(screen.getAllByText('4.0–5.6')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Report PDF' })).toHaveAttribute('href', '/api/lab-reports/2/pdf');
    expect(await screen.findByText('No lab bookings yet.')).toBeInTheDocument();
  });

  it('says so when there is no report yet', async () => {
    vi.stubGlobal('fetch', mockFetch({ '/api/lab-reports': [], '/api/lab-bookings': [] }));
    renderWithProviders(<LabReportsTab />);
    expect(await screen.findByText('No lab reports yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

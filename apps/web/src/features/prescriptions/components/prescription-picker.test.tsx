import type { PrescriptionSummary } from '@aushadh/shared/prescriptions/schemas.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { PrescriptionPicker } from './prescription-picker.tsx';

const base: PrescriptionSummary = {
  id: 0,
  status: 'pending',
  submittedAt: '2026-11-20T10:00:00.000Z',
  pageCount: 1,
  pages: [{ page: 1, mediaType: 'image/jpeg', byteSize: 90_000, originalName: 'slip.jpg' }],
  reviewedAt: null,
  reviewer: null,
  rejectionReason: null,
  reviewNote: null,
  prescriberName: null,
  prescriberRegistration: null,
  prescribedOn: null,
  patientName: null,
  validUntil: null,
  medicines: [],
  usable: false,
};
const approved: PrescriptionSummary = {
  ...base,
  id: 11,
  status: 'approved',
  reviewer: { name: 'Anjali Deshpande', registration: 'MSPC/2014/48213' },
  validUntil: '2027-05-20',
  medicines: [{ productId: 5, name: 'Azee 500 Tablet', packSize: 'strip of 5', quantityAllowed: 2, quantityLeft: 2 }],
  usable: true,
};
const usedUp: PrescriptionSummary = { ...approved, id: 12, usable: false };
const pending: PrescriptionSummary = { ...base, id: 13 };
const rejected: PrescriptionSummary = { ...base, id: 14, status: 'rejected', rejectionReason: 'illegible' };

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Checkout({ onChange }: { onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <PrescriptionPicker
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('PrescriptionPicker (checkout: use a prescription you already uploaded)', () => {
  it('offers approved prescriptions with quantity left and pending ones, never rejected or used up', async () => {
    vi.stubGlobal('fetch', mockFetch({ '/api/prescriptions/mine': [approved, usedUp, pending, rejected] }));
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Checkout onChange={onChange} />);
    const group = await screen.findByRole('group', { name: 'Use a prescription you already uploaded' });
    expect(group).toBeInTheDocument();
    const choices = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
    expect(choices).toHaveLength(3);
    expect(choices[0]).toContain('Prescription #11');
    expect(choices[0]).toContain('Verified by Anjali Deshpande');
    expect(choices[0]).toContain('Azee 500 Tablet');
    expect(choices[1]).toContain('Prescription #13');
    expect(choices[1]).toContain('Awaiting verification');
    expect(choices[2]).toContain('I will upload it later');
    expect(screen.queryByText('Prescription #12')).not.toBeInTheDocument();
    expect(screen.queryByText('Prescription #14')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /upload it later/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Prescription #11/ }));
    expect(onChange).toHaveBeenLastCalledWith(11);
    expect(screen.getByRole('radio', { name: /Prescription #11/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /upload it later/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Upload a new prescription' })).toBeInTheDocument();
  });

  it('says when there is nothing to reuse yet', async () => {
    vi.stubGlobal('fetch', mockFetch({ '/api/prescriptions/mine': [rejected] }));
    renderWithProviders(<Checkout onChange={() => {}} />);
    expect(await screen.findByText('You have no approved or pending prescriptions yet.')).toBeInTheDocument();
  });
});

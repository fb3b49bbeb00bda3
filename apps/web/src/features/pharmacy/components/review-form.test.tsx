import { addMonths, type PharmacyPrescription } from '@aushadh/shared/prescriptions/schemas.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { ReviewForm } from './review-form.tsx';

const prescription: PharmacyPrescription = {
  id: 77,
  status: 'pending',
  submittedAt: '2026-11-24T08:00:00.000Z',
  pageCount: 1,
  pages: [{ page: 1, mediaType: 'image/jpeg', byteSize: 120_000, originalName: 'IMG_2041.jpg' }],
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
  uploaderName: 'Priya Sharma',
  uploaderPhone: '9876543210',
  uploaderAddress: '12, MG Road, Bengaluru',
  notes: '',
  history: [{ status: 'pending', note: null, byRole: 'customer', at: '2026-11-24T08:00:00.000Z' }],
  guest: false,
  otherPrescriptions: 0,
  ownUpload: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let reviewReply: () => Response;
let sent: unknown[];
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  sent = [];
  reviewReply = () => json(200, { ...prescription, status: 'approved' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      if (url.pathname === '/api/medicine/search') {
        return json(200, [
          {
            id: 501,
            name: 'Azee 500 Tablet',
            manufacturer: 'Cipla Ltd',
            imageUrl: '/x.png',
            price: 12000,
            discountedPrice: 10000,
            saltComposition: 'Azithromycin (500mg)',
            prescriptionRequired: true,
            inStock: true,
          },
          {
            id: 502,
            name: 'Azithral 250 Tablet',
            manufacturer: 'Alembic',
            imageUrl: '/y.png',
            price: 9000,
            discountedPrice: 8000,
            saltComposition: 'Azithromycin (250mg)',
            prescriptionRequired: true,
            inStock: true,
          },
        ]);
      }
      if (url.pathname === '/api/pharmacy/prescriptions/77/review') {
        sent.push(JSON.parse(String(init?.body)));
        return reviewReply();
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReviewForm', () => {
  it('approves: prescriber, registration, date, patient, medicines from the catalogue; validity defaults to six months', async () => {
    const user = userEvent.setup();
    const onDecided = vi.fn();
    renderWithProviders(<ReviewForm prescription={prescription} onDecided={onDecided} />);
    expect(await screen.findByRole('radio', { name: 'Approve' })).toBeChecked();
    expect(screen.getByLabelText("Patient's name")).toHaveValue('Priya Sharma');

    await user.type(screen.getByLabelText("Doctor's name"), 'Dr. Meera Iyer');
    await user.type(screen.getByLabelText("Doctor's registration number"), 'DMC/R/05123');
    await user.type(screen.getByLabelText('Date on the prescription'), '2026-11-20');
    expect(screen.getByLabelText('Valid until')).toHaveValue(addMonths('2026-11-20', 6));

    const search = screen.getByRole('combobox', { name: 'Medicines and quantities it allows' });
    await user.type(search, 'azi');
    expect(await screen.findByRole('option', { name: /Azee 500 Tablet/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('picked-medicines')).toHaveTextContent('Azithral 250 Tablet');
    await user.click(screen.getByRole('button', { name: 'One more Azithral 250 Tablet' }));
    await user.type(search, 'aze');
    await user.click(await screen.findByRole('option', { name: /Azee 500 Tablet/ }));

    await user.click(screen.getByRole('button', { name: 'Approve prescription' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        decision: 'approve',
        prescriberName: 'Dr. Meera Iyer',
        prescriberRegistration: 'DMC/R/05123',
        prescribedOn: '2026-11-20',
        patientName: 'Priya Sharma',
        validUntil: addMonths('2026-11-20', 6),
        medicines: [
          { productId: 502, quantity: 2 },
          { productId: 501, quantity: 1 },
        ],
      },
    ]);
  });

  it('shows each problem beside its field before anything is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm prescription={{ ...prescription, uploaderName: 'Guest User' }} />);
    await user.click(await screen.findByRole('button', { name: 'Approve prescription' }));
    expect(screen.getByLabelText("Doctor's name")).toHaveAccessibleDescription(
      "Doctor's name must be at least 2 characters",
    );
    expect(screen.getByLabelText("Patient's name")).toHaveAccessibleDescription(
      "Patient's name must be at least 2 characters",
    );
    expect(screen.getByLabelText('Date on the prescription')).toHaveAccessibleDescription('Please enter a valid date.');
    expect(screen.getByText('Add at least one medicine and at most 30.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('rejects only with a reason, and "other" only with a note; a call-back needs its question', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm prescription={prescription} />);
    await user.click(await screen.findByRole('radio', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject prescription' }));
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Please choose a reason.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Other (explain in the note)');
    await user.click(screen.getByRole('button', { name: 'Reject prescription' }));
    expect(screen.getByLabelText('Note for the customer')).toHaveAccessibleDescription(
      'Please add a note for the customer.',
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Ask for a call-back' }));
    await user.type(screen.getByLabelText('What do you need to ask?'), 'Is the patient above 12 years?');
    reviewReply = () => json(200, { ...prescription, status: 'callback' });
    await user.click(screen.getByRole('button', { name: 'Ask for a call-back' }));
    await waitFor(() => expect(sent).toEqual([{ decision: 'callback', note: 'Is the patient above 12 years?' }]));
  });

  it('says what the server refused (another pharmacist decided first)', async () => {
    const user = userEvent.setup();
    reviewReply = () =>
      json(409, {
        code: 'PRESCRIPTION_ALREADY_REVIEWED',
        message: 'This prescription has already been reviewed. Reload the queue to see its decision.',
        params: {},
      });
    renderWithProviders(<ReviewForm prescription={prescription} />);
    await user.click(await screen.findByRole('radio', { name: 'Reject' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Illegible');
    await user.click(screen.getByRole('button', { name: 'Reject prescription' }));
    expect(await screen.findByTestId('review-failure')).toHaveTextContent(
      'This prescription has already been reviewed. Reload the queue to see its decision.',
    );
  });
});

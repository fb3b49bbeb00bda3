import type { MyVerification } from '@aushadh/shared/partners/schemas.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/auth-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import VerificationPage from './verification-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => vi.unstubAllGlobals());

const fresh: MyVerification = {
  kind: 'pharmacy',
  status: 'pending',
  reason: null,
  submittedAt: null,
  details: null,
  documents: [],
  missing: ['details', 'drug-licence', 'pharmacist-registration'],
  editable: true,
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('VerificationPage', () => {
  it('lists what is missing, refuses a GSTIN whose check character is wrong, and sends the details', async () => {
    const saved: MyVerification = {
      ...fresh,
      missing: ['drug-licence', 'pharmacist-registration'],
      details: {
        kind: 'pharmacy',
        tradeName: 'Shetty Medicals',
        drugLicenceNumbers: ['20B/KA/BLR/2021/7781'],
        gstin: '29AAGCB7383J1Z4',
        pharmacistName: 'Ravi Shetty',
        pharmacistRegistration: 'KSPC/2015/33218',
        address: '41, 11th Main Road, Jayanagar, Bengaluru',
        state: 'Karnataka',
        pincode: '560011',
      },
    };
    const api = mockApi({
      'GET /api/partner/verification': { body: fresh },
      'PUT /api/partner/verification': { body: saved },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<VerificationPage />, { route: '/pharmacy/verification' });

    expect(await screen.findByRole('heading', { name: 'Verification', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Not sent for review yet.');
    expect(screen.getByText('Your details')).toBeInTheDocument();
    expect(screen.getAllByText('Drug licence (Form 20 / 21)').length).toBeGreaterThan(0);
    // Nothing to send until the details and documents are in.
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeDisabled();

    fill('Trade name', 'Shetty Medicals');
    fill('GSTIN', '29AAGCB7383J1Z5');
    fill('Drug licence numbers', '20B/KA/BLR/2021/7781');
    fill('Registered pharmacist', 'Ravi Shetty');
    fill("Pharmacist's registration number", 'KSPC/2015/33218');
    fill('Address', '41, 11th Main Road, Jayanagar, Bengaluru');
    fill('State', 'Karnataka');
    fill('Pincode', '560011');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter a valid 15-character GSTIN.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/partner/verification')).toHaveLength(0);

    fill('GSTIN', '29aagcb7383j1z4');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/partner/verification')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/partner/verification')[0]!.body).toMatchObject({
      kind: 'pharmacy',
      gstin: '29AAGCB7383J1Z4',
      drugLicenceNumbers: ['20B/KA/BLR/2021/7781'],
    });
    await waitFor(() => expect(screen.queryByText('Your details')).not.toBeInTheDocument());
  });

  it('a suspended partner sees why, and cannot change verified details', async () => {
    const api = mockApi({
      'GET /api/partner/verification': {
        body: {
          ...fresh,
          kind: 'doctor',
          status: 'suspended',
          reason: 'Renewal overdue.',
          missing: [],
          editable: false,
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<VerificationPage />, { route: '/doctor/verification' });
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Suspended: Renewal overdue.');
    expect(screen.getByText('Verified details can only be changed by the admin team.')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration number')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
  });
});

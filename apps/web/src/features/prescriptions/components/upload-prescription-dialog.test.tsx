import type { PrescriptionSummary } from '@aushadh/shared/prescriptions/schemas.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { UploadDefaultsProvider } from './upload-defaults.tsx';
import { CLOSE_AFTER_SUCCESS_MS, UploadPrescriptionDialog } from './upload-prescription-dialog.tsx';

/** XMLHttpRequest as the dialog uses it, driven by the test: upload progress, then the server's answer. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 201 ? 'Created' : 'Error';
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const summary: PrescriptionSummary = {
  id: 41,
  status: 'pending',
  submittedAt: '2026-11-24T10:00:00.000Z',
  pageCount: 1,
  pages: [{ page: 1, mediaType: 'image/png', byteSize: 2048, originalName: 'slip.png' }],
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

const png = (name = 'slip.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:thumbnail');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Harness({ onUploaded }: { onUploaded?: (p: PrescriptionSummary) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="open-state">{open ? 'open' : 'closed'}</p>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <UploadPrescriptionDialog open={open} onOpenChange={setOpen} {...(onUploaded ? { onUploaded } : {})} />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Upload prescription' });
const fileInput = () => screen.getByTestId('prescription-file-input') as HTMLInputElement;

describe('UploadPrescriptionDialog', () => {
  it('opens with a camera button (capture, images only) and a file chooser (jpg, jpeg, png, pdf)', async () => {
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('dialog', { name: 'Upload prescription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    const camera = screen.getByTestId('prescription-camera-input');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(fileInput()).toHaveAttribute('multiple');
    expect(fileInput().accept).toContain('.pdf');
    expect(screen.getByText(/up to 5 pages · 5MB maximum per file/)).toBeInTheDocument();
  });

  it('says a file is required (SPEC §5): No file selected / Please select a valid prescription file first.', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please select a valid prescription file first.');
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  });

  it('checks each file in the browser: type, 5 MB, empty, at most 5 pages; thumbnails can be removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    await user.upload(fileInput(), [new File(['GIF89a'], 'scan.gif', { type: 'image/gif' })]);
    expect(screen.getByTestId('file-error')).toHaveTextContent('scan.gif is not a JPG, PNG or PDF file.');
    await user.upload(fileInput(), [png('huge.png', 5 * 1024 * 1024 + 1)]);
    expect(screen.getByTestId('file-error')).toHaveTextContent(
      'huge.png is larger than 5 MB. Please choose a smaller file.',
    );
    await user.upload(fileInput(), [png('empty.png', 0)]);
    expect(screen.getByTestId('file-error')).toHaveTextContent('empty.png is empty.');

    await user.upload(
      fileInput(),
      [1, 2, 3, 4, 5, 6].map((i) => png(`page-${i}.png`)),
    );
    expect(screen.getByTestId('file-error')).toHaveTextContent('You can upload up to 5 pages for one prescription.');
    expect(screen.getByText('5 of 5 pages selected')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1: page-1.png' })).toHaveAttribute('src', 'blob:thumbnail');

    await user.click(screen.getByRole('button', { name: 'Remove page-2.png' }));
    expect(screen.queryByText('page-2.png')).not.toBeInTheDocument();
    expect(screen.getByText('4 of 5 pages selected')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });

  it('shows real upload progress, then the uploaded state; 1.5 s later it resets, closes and says so', async () => {
    const user = userEvent.setup();
    const onUploaded = vi.fn();
    renderWithProviders(<Harness onUploaded={onUploaded} />);
    await screen.findByRole('dialog');
    await user.upload(fileInput(), [
      png('slip.png'),
      new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }),
    ]);
    await user.type(screen.getByLabelText('Notes for the pharmacist'), 'Need the antibiotic only');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const request = FakeXhr.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/prescriptions/upload');
    expect(request.withCredentials).toBe(true);
    expect(request.headers['error-format']).toBe('codes');
    // SPEC §7 fields; a missing name goes as Guest User (SPEC §5); every page under "prescription".
    expect(request.body!.get('userName')).toBe('Guest User');
    expect(request.body!.get('notes')).toBe('Need the antibiotic only');
    expect(request.body!.getAll('prescription').map((f) => (f as File).name)).toEqual(['slip.png', 'report.pdf']);

    act(() => request.progress(512, 1024));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading your prescription…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    act(() => request.progress(1024, 1024));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Checking your file…')).toBeInTheDocument();

    const started = Date.now();
    act(() => request.respond(201, summary));
    expect(await screen.findByTestId('upload-success')).toHaveTextContent('Prescription uploaded');
    expect(onUploaded).toHaveBeenCalledWith(summary);
    expect(screen.getByTestId('open-state')).toHaveTextContent('open');

    await waitFor(() => expect(screen.getByTestId('open-state')).toHaveTextContent('closed'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(CLOSE_AFTER_SUCCESS_MS - 50);
    expect(screen.getByText('Our pharmacist will verify it shortly.', { exact: false })).toBeInTheDocument();

    // Opened again: a fresh, empty form.
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    await screen.findByRole('dialog');
    expect(screen.queryByText(/pages selected/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes for the pharmacist')).toHaveValue('');
  });

  it('a refused upload keeps the form and says Upload failed, the SPEC text and the server error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    await user.upload(fileInput(), [png('slip.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() =>
      FakeXhr.last!.respond(415, {
        code: 'PRESCRIPTION_FILE_TYPE',
        message: 'slip.png is not a JPG, PNG or PDF file.',
        params: { name: 'slip.png' },
      }),
    );
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There was a problem uploading your prescription. Please try again. 415: slip.png is not a JPG, PNG or PDF file.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('upload-failure')).toHaveTextContent('slip.png is not a JPG, PNG or PDF file.');
    expect(screen.getByText('slip.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('prefills name, phone and address for a signed-in customer, and checks the phone', async () => {
    const user = userEvent.setup();
    const defaults = () => ({
      userName: 'Asha Verma',
      userPhone: '9876543210',
      userAddress: '12, MG Road, Bengaluru 560001',
    });
    renderWithProviders(
      <UploadDefaultsProvider useDefaults={defaults}>
        <Harness />
      </UploadDefaultsProvider>,
    );
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Address')).toHaveValue('12, MG Road, Bengaluru 560001');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.upload(fileInput(), [png()]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid 10-digit Indian mobile number',
    );
    expect(FakeXhr.last).toBeNull();
  });

  it('stopping an upload goes back to the form without an error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    await user.upload(fileInput(), [png()]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Stop upload' }));
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(within(dialog()).queryByTestId('upload-failure')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

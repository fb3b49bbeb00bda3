/**
 * Test support for the prescriptions feature: real files made on the spot (a photographed slip with EXIF and
 * GPS, a scanned PNG, a PDF), multipart bodies as a browser sends them, and a registered pharmacist.
 */
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/build-test-app.ts';
import { createSession, createUser } from '../../test/factories.ts';

import { pngSlip } from './prescription-sample-files.ts';

export { jpegPhotoWithGps, noisyPhoto, pdfOfSize, pdfSlip, pngSlip } from './prescription-sample-files.ts';

export interface FilePart {
  name?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body (RFC 7578) with text fields first, then the files, as FormData orders them. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----aushadh${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'prescription'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A signed-in pharmacist; with a council registration unless `registration: null`. */
export async function newPharmacist(t: TestApp, options: { registration?: string | null; name?: string } = {}) {
  const user = await createUser(t.db, {
    role: 'pharmacy',
    name: options.name ?? 'Anjali Deshpande',
    registrationNumber: options.registration === undefined ? 'MSPC/2014/48213' : options.registration,
    registrationCouncil: options.registration === null ? null : 'Maharashtra State Pharmacy Council',
  });
  const session = await createSession(t.db, user.id);
  return { user, id: user.id, cookies: { aushadh_session: session } as Record<string, string> };
}

/** A signed-in member of staff of another role (chemist, delivery, doctor…). */
export async function newStaff(t: TestApp, role: 'chemist' | 'delivery' | 'doctor' | 'admin') {
  const user = await createUser(t.db, { role });
  const session = await createSession(t.db, user.id);
  return { user, id: user.id, cookies: { aushadh_session: session } as Record<string, string> };
}

/** Uploads `files` (a PNG slip by default) as `cookies`' owner. */
export async function upload(
  t: TestApp,
  cookies: Record<string, string>,
  files?: FilePart[],
  fields: Record<string, string> = {
    userName: 'Priya Sharma',
    userPhone: '9876543210',
    userAddress: '12, MG Road, Bengaluru',
    notes: 'Please call before delivery',
  },
) {
  const body = multipart(fields, files ?? [{ filename: 'slip.png', contentType: 'image/png', data: await pngSlip() }]);
  return t.app.inject({ method: 'POST', url: '/api/prescriptions/upload', cookies, ...body });
}

/** An approval body for `productIds` (quantity 2 each), written today. */
export function approval(productIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    decision: 'approve',
    prescriberName: 'Dr. Meera Iyer',
    prescriberRegistration: 'DMC/R/05123',
    prescribedOn: new Date().toISOString().slice(0, 10),
    patientName: 'Priya Sharma',
    medicines: productIds.map((productId) => ({ productId, quantity: 2 })),
    ...overrides,
  };
}

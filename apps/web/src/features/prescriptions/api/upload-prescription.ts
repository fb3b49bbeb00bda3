import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_UPLOAD,
  prescriptionSummarySchema,
  type PrescriptionSummary,
  type PrescriptionUploadFields,
} from '@aushadh/shared/prescriptions/schemas.ts';
import { ApiError } from '../../../lib/api-client.ts';

export interface UploadInput {
  files: File[];
  fields: PrescriptionUploadFields;
  /** 0…1 of the bytes sent, as the browser reports them. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The upload was stopped by the visitor (Cancel, or the dialog closed). */
export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
}

/**
 * POST /api/prescriptions/upload (SPEC §7 multipart: the files under "prescription", then userName, userPhone,
 * userAddress, notes). XMLHttpRequest, not fetch: only it reports upload progress. A non-2xx reply is the same
 * ApiError every other call throws ("<status>: <body>", SPEC §8), so its code shows in the visitor's language.
 */
export function uploadPrescription({ files, fields, onProgress, signal }: UploadInput): Promise<PrescriptionSummary> {
  const form = new FormData();
  // SPEC §5: a missing name is sent as 'Guest User'; the other fields default to empty.
  form.append('userName', fields.userName?.trim() || PRESCRIPTION_UPLOAD.guestName);
  form.append('userPhone', fields.userPhone ?? '');
  form.append('userAddress', fields.userAddress ?? '');
  form.append('notes', fields.notes ?? '');
  for (const file of files) form.append(PRESCRIPTION_FILE_FIELD, file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/prescriptions/upload');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(ERROR_FORMAT_HEADER, ERROR_FORMAT_CODES);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          const reply: unknown = JSON.parse(request.responseText);
          resolve(import.meta.env.DEV ? prescriptionSummarySchema.parse(reply) : (reply as PrescriptionSummary));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      reject(new ApiError(request.status, request.statusText, request.responseText));
    });
    request.addEventListener('error', () => reject(new TypeError('Network error')));
    request.addEventListener('abort', () => reject(new UploadAbortedError()));
    if (signal) {
      if (signal.aborted) {
        reject(new UploadAbortedError());
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(form);
  });
}

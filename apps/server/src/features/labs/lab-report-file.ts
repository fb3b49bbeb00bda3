import { createHash } from 'node:crypto';
import { LAB_BOOKING } from '@aushadh/shared/labs/schemas.ts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { cleanFileName, hasPdfFrame } from '../../lib/uploaded-files.ts';

export interface CheckedReport {
  originalName: string;
  byteSize: number;
  sha256: string;
  content: Buffer;
}

/**
 * A report PDF checked by its bytes, as prescriptions check theirs (the frame check is lib/uploaded-files.ts):
 * a .pdf name, the bytes sniffed as a PDF by file-type, the %PDF- header and the %%EOF trailer near the end, at
 * most 10 MB.
 * Kept as sent; only ever served with `content-security-policy: sandbox` and nosniff.
 */
export async function checkReportFile(name: string, bytes: Buffer): Promise<CheckedReport> {
  const fail = () => new AppError('LAB_REPORT_FILE_INVALID', {}, { field: 'report' });
  if (bytes.length === 0 || bytes.length > LAB_BOOKING.reportMaxBytes) throw fail();
  if (!name.toLowerCase().endsWith('.pdf')) throw fail();
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (sniffed?.mime !== 'application/pdf') throw fail();
  if (!hasPdfFrame(bytes)) throw fail();
  return {
    originalName: cleanFileName(name, 'report.pdf').slice(0, 120),
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    content: bytes,
  };
}

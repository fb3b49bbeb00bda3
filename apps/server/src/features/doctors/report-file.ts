import { APPOINTMENT_REPORTS } from '@aushadh/shared/doctors/schemas.ts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { cleanFileName, hasPdfFrame } from '../../lib/uploaded-files.ts';

export type ReportMediaType = 'image/jpeg' | 'image/png' | 'application/pdf';

const BY_EXTENSION: Record<string, ReportMediaType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
/** A phone photo of a report is at most ~50 MP; a bigger claim is a decompression bomb, refused undecoded. */
const MAX_INPUT_PIXELS = 60_000_000;
const MAX_EDGE_PX = 3200;

/**
 * A report attached to a booking, checked as prescriptions check theirs: the name's extension is JPG, PNG or PDF,
 * the bytes really are that type (file-type), a PDF has its frame (lib/uploaded-files.ts), an image is re-encoded
 * so nothing but its pixels (no EXIF location) is kept. At most 5 MB.
 */
export async function checkReportUpload(
  rawName: string,
  bytes: Buffer,
): Promise<{ originalName: string; mediaType: ReportMediaType; byteSize: number; content: Buffer }> {
  const name = cleanFileName(rawName, 'report').slice(0, 120);
  const fail = (cause?: unknown) => new AppError('APPOINTMENT_REPORT_INVALID', { name }, { field: 'report', cause });
  if (bytes.length === 0 || bytes.length > APPOINTMENT_REPORTS.maxFileBytes) throw fail();
  const expected = BY_EXTENSION[name.toLowerCase().split('.').pop() ?? ''];
  if (!expected) throw fail();
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (sniffed?.mime !== expected) throw fail();
  if (expected === 'application/pdf') {
    if (!hasPdfFrame(bytes)) throw fail();
    return { originalName: name, mediaType: expected, byteSize: bytes.length, content: bytes };
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    const content =
      expected === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
    return { originalName: name, mediaType: expected, byteSize: content.length, content };
  } catch (error) {
    throw fail(error);
  }
}

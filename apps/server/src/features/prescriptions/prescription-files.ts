import { createHash } from 'node:crypto';
import {
  fileExtension,
  hasPrescriptionExtension,
  PRESCRIPTION_UPLOAD,
  type PrescriptionMediaType,
} from '@aushadh/shared/prescriptions/schemas.ts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { cleanFileName, hasPdfFrame } from '../../lib/uploaded-files.ts';

/** A file as it arrived: the name the customer's device gave it and its bytes (at most 5 MB, see the route). */
export interface IncomingFile {
  name: string;
  bytes: Buffer;
}

/** A page ready to store: images re-encoded, PDFs as sent. */
export interface PreparedPage {
  page: number;
  mediaType: PrescriptionMediaType;
  originalName: string;
  byteSize: number;
  sha256: string;
  content: Buffer;
}

/**
 * Decoding is bounded: a 5 MB PNG can claim gigapixels (a decompression bomb). 60 MP is above any phone
 * camera in use; a bigger claim is refused before its pixels are decoded.
 */
const MAX_INPUT_PIXELS = 60_000_000;
/** Long edge kept: handwriting stays legible at zoom, a 48 MP photo does not fill the database. */
const MAX_EDGE_PX = 3200;

const BY_EXTENSION: Record<string, PrescriptionMediaType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * The name as shown back to people (errors, the pharmacist's viewer): control and direction characters
 * dropped, length bounded. Never used as a path.
 */
export function displayName(raw: string): string {
  const name = cleanFileName(raw, 'file');
  return name.length > 80 ? `${name.slice(0, 60)}…${name.slice(-15)}` : name;
}

async function reencodeImage(bytes: Buffer, mediaType: 'image/jpeg' | 'image/png', name: string): Promise<Buffer> {
  try {
    // rotate(): the EXIF orientation is applied to the pixels, then every piece of metadata (EXIF with GPS,
    // XMP, IPTC, comments) is left behind: sharp writes none unless asked to.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    return mediaType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  } catch (error) {
    throw new AppError('PRESCRIPTION_FILE_BROKEN', { name }, { cause: error });
  }
}

/**
 * One uploaded file checked and made safe to keep (issue 12): the name's extension must be one of SPEC §5's,
 * the bytes must really be that type (a PNG renamed .pdf, or a script renamed .jpg, is refused), an empty or
 * undecodable file is refused, and images are re-encoded so nothing but the pixels is kept.
 */
export async function preparePage(file: IncomingFile, page: number): Promise<PreparedPage> {
  const name = displayName(file.name);
  if (file.bytes.length === 0) throw new AppError('PRESCRIPTION_FILE_EMPTY', { name });
  if (file.bytes.length > PRESCRIPTION_UPLOAD.maxFileBytes) {
    throw new AppError('PRESCRIPTION_FILE_TOO_LARGE', { name, maxMb: PRESCRIPTION_UPLOAD.maxFileMb });
  }
  if (!hasPrescriptionExtension(file.name)) throw new AppError('PRESCRIPTION_FILE_TYPE', { name });
  const expected = BY_EXTENSION[fileExtension(file.name)]!;
  const sniffed = await fileTypeFromBuffer(file.bytes).catch(() => undefined);
  if (sniffed?.mime !== expected) throw new AppError('PRESCRIPTION_FILE_TYPE', { name });

  let content: Buffer;
  if (expected === 'application/pdf') {
    if (!hasPdfFrame(file.bytes)) throw new AppError('PRESCRIPTION_FILE_BROKEN', { name });
    // Kept as sent: it is only ever shown sandboxed (CSP sandbox, nosniff) or drawn by pdf.js.
    content = file.bytes;
  } else {
    content = await reencodeImage(file.bytes, expected, name);
  }
  return {
    page,
    mediaType: expected,
    originalName: name,
    byteSize: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  };
}

import { hasForbiddenCharacters } from '@aushadh/shared/text.ts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_TRAILER = Buffer.from('%%EOF');
/** "%%EOF" must be near the end (incremental updates may add a little after it). */
const PDF_TRAILER_WINDOW = 2048;

/**
 * Whether bytes already sniffed as a PDF have a PDF's frame: the `%PDF-` header first and the `%%EOF` trailer near
 * the end (a truncated upload has no trailer). Prescriptions and lab reports keep PDFs as sent and serve them
 * sandboxed, so this is the check they share.
 */
export function hasPdfFrame(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_TRAILER_WINDOW));
  return bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER) && tail.includes(PDF_TRAILER);
}

/**
 * An uploaded file's name as shown back to people: control and direction characters dropped, trimmed, `fallback`
 * when nothing is left. Never used as a path; callers bound its length for their screens.
 */
export function cleanFileName(raw: string, fallback: string): string {
  const cleaned = [...raw]
    .filter((char) => !hasForbiddenCharacters(char) && !/\p{Bidi_Control}/u.test(char))
    .join('')
    .trim();
  return cleaned || fallback;
}

export type DocumentMediaType = 'image/jpeg' | 'image/png' | 'application/pdf';
const DOCUMENT_TYPES: Record<string, DocumentMediaType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
/** A phone photo is at most ~50 MP; a bigger claim is a decompression bomb, refused undecoded. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Long edge kept: print stays legible at zoom, a 48 MP photo does not fill the database. */
const MAX_EDGE_PX = 3200;

/**
 * An uploaded JPG, PNG or PDF checked as prescriptions check theirs (issue 12): the name's extension is one of
 * those, the bytes really are that type (a PNG renamed .pdf, a script renamed .jpg are refused), a PDF has its
 * frame, an image is re-encoded so nothing but its pixels is kept (no EXIF location). `fail` makes the caller's
 * error (its code, the cleaned name); every refusal throws it.
 */
export async function checkUploadedDocument(
  rawName: string,
  bytes: Buffer,
  options: { maxBytes: number; fallbackName: string; fail: (name: string, cause?: unknown) => Error },
): Promise<{ originalName: string; mediaType: DocumentMediaType; byteSize: number; content: Buffer }> {
  const name = cleanFileName(rawName, options.fallbackName).slice(0, 120);
  if (bytes.length === 0 || bytes.length > options.maxBytes) throw options.fail(name);
  const expected = DOCUMENT_TYPES[name.toLowerCase().split('.').pop() ?? ''];
  if (!expected) throw options.fail(name);
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (sniffed?.mime !== expected) throw options.fail(name);
  if (expected === 'application/pdf') {
    if (!hasPdfFrame(bytes)) throw options.fail(name);
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
    throw options.fail(name, error);
  }
}

import { hasForbiddenCharacters } from '@aushadh/shared/text.ts';

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

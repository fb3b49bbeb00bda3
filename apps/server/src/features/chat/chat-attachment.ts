import { createHash } from 'node:crypto';
import { CHAT, type ChatAttachment } from '@aushadh/shared/chat/schemas.ts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { cleanFileName, hasPdfFrame } from '../../lib/uploaded-files.ts';

/** A decompression bomb claims gigapixels in a few bytes: 60 MP is above any phone camera in use. */
const MAX_INPUT_PIXELS = 60_000_000;
/** A strip, a label or a report stays legible; a 48 MP photo does not fill the database. */
const MAX_EDGE_PX = 2400;

export interface PreparedAttachment {
  mediaType: ChatAttachment['mediaType'];
  originalName: string;
  byteSize: number;
  sha256: string;
  content: Buffer;
}

/**
 * A file sent in the chat, checked as a prescription page is: at most 5 MB, a JPG, PNG or PDF by its bytes
 * (whatever its name says), a PDF with its frame intact, images re-encoded so only the pixels are kept (EXIF
 * with GPS stays behind).
 */
export async function prepareAttachment(rawName: string, bytes: Buffer): Promise<PreparedAttachment> {
  const cleaned = cleanFileName(rawName, 'file');
  const name = cleaned.length > 80 ? `${cleaned.slice(0, 60)}…${cleaned.slice(-15)}` : cleaned;
  const invalid = (cause?: unknown) => new AppError('CHAT_ATTACHMENT_INVALID', { name }, { cause });
  if (bytes.length === 0 || bytes.length > CHAT.maxAttachmentBytes) throw invalid();
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  let mediaType: PreparedAttachment['mediaType'];
  let content: Buffer;
  if (sniffed?.mime === 'application/pdf') {
    if (!hasPdfFrame(bytes)) throw invalid();
    // Kept as sent: served only with a sandbox CSP and nosniff.
    mediaType = 'application/pdf';
    content = bytes;
  } else if (sniffed?.mime === 'image/jpeg' || sniffed?.mime === 'image/png') {
    mediaType = sniffed.mime;
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
        .rotate()
        .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
      content = mediaType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
    } catch (error) {
      throw invalid(error);
    }
  } else {
    throw invalid();
  }
  return {
    mediaType,
    originalName: name,
    byteSize: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  };
}

import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** A decompression bomb claims gigapixels in a few bytes: 60 MP is above any phone camera in use. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Enough for the chemist to see a torn strip or an expiry date; a 48 MP photo does not fill the database. */
const MAX_EDGE_PX = 2000;

export interface ReturnPhoto {
  mediaType: 'image/jpeg' | 'image/png';
  content: Buffer;
}

/**
 * The customer's photo of what they return: a JPEG or PNG by its bytes (whatever its name says), re-encoded
 * so only the pixels are kept — EXIF, GPS and comments stay behind (sharp writes no metadata unless asked).
 */
export async function prepareReturnPhoto(bytes: Buffer): Promise<ReturnPhoto> {
  if (bytes.length === 0) throw new AppError('RETURN_PHOTO_INVALID');
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (sniffed?.mime !== 'image/jpeg' && sniffed?.mime !== 'image/png') throw new AppError('RETURN_PHOTO_INVALID');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    const content =
      sniffed.mime === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
    return { mediaType: sniffed.mime, content };
  } catch (error) {
    throw new AppError('RETURN_PHOTO_INVALID', {}, { cause: error });
  }
}

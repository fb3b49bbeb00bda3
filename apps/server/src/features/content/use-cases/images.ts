import { CONTENT_LIMITS, contentImageUrl } from '@aushadh/shared/content/schemas.ts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../../../lib/app-error.ts';
import type { ContentDeps, Editor } from '../content-deps.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A 5 MB file may claim gigapixels (a decompression bomb): refused before its pixels are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Wide enough for a 2× screen at the article's 800 px column. */
const MAX_EDGE_PX = 1600;

export function createImages(deps: ContentDeps) {
  const { repository, uow, audit } = deps;
  return {
    /**
     * An editor's picture: the bytes must really be a JPG, PNG or WebP (not the name, not the declared type),
     * re-encoded to WebP so nothing but the pixels is kept (no EXIF with GPS, no embedded script).
     */
    async upload(editor: Editor, bytes: Buffer) {
      if (bytes.length === 0 || bytes.length > CONTENT_LIMITS.imageMaxBytes)
        throw new AppError('CONTENT_IMAGE_INVALID');
      const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
      if (!sniffed || !ACCEPTED.has(sniffed.mime)) throw new AppError('CONTENT_IMAGE_INVALID');
      let encoded: { data: Buffer; info: OutputInfo };
      try {
        encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
          .rotate()
          .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        throw new AppError('CONTENT_IMAGE_INVALID', {}, { cause: error });
      }
      return uow.transaction(async () => {
        const row = await repository.insertImage({
          content: encoded.data,
          width: encoded.info.width,
          height: encoded.info.height,
          byteSize: encoded.data.length,
          uploadedBy: editor.userId,
        });
        await audit.record(editor, {
          action: 'content-image.uploaded',
          targetType: 'content-image',
          targetId: row.id,
          after: { width: row.width, height: row.height, bytes: encoded.data.length },
        });
        return { ...row, url: contentImageUrl(row.id) };
      });
    },

    async content(id: number): Promise<Buffer> {
      const bytes = await repository.imageContent(id);
      if (!bytes) throw new AppError('CONTENT_IMAGE_NOT_FOUND');
      return bytes;
    },
  };
}

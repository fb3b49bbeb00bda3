import { z } from 'zod';
import { IMAGE_PRESETS, type ImageFormat, type ImagePreset } from './image-urls.ts';

export { IMAGE_PRESETS, IMAGE_VERSION, type ImageFormat, type ImagePreset } from './image-urls.ts';

const IMAGE_PRESET_NAMES = Object.keys(IMAGE_PRESETS) as [ImagePreset, ...ImagePreset[]];
const PRESETS_HINT = `use preset=${IMAGE_PRESET_NAMES.join('|')}`;
/**
 * Only the named presets are served: any other size (or an unknown parameter such as `width`) is refused,
 * so a client cannot make the server convert and cache an unbounded number of variants.
 */
export const imageQuerySchema = z.strictObject(
  {
    preset: z.enum(IMAGE_PRESET_NAMES, { error: `Unknown image size: ${PRESETS_HINT}` }).default('medium'),
    v: z.coerce.number().int().min(1).max(1000).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Only named image sizes are served (${PRESETS_HINT}); not accepted: ${issue.keys.join(', ')}`
        : undefined,
  },
);

const FILE_EXTENSIONS = 'svg|webp|avif|png|jpe?g';
/** `{id}.{ext}`: digits and a known extension only, so no path can ever escape the image folder. */
export const productImageParamsSchema = z.object({
  file: z
    .string()
    .regex(new RegExp(`^\\d{1,9}\\.(${FILE_EXTENSIONS})$`, 'i'), 'Expected {productId}.{svg|webp|avif|png|jpeg}')
    .transform((file) => {
      const [id, extension] = file.toLowerCase().split('.') as [string, string];
      return { id: Number(id), format: (extension === 'jpg' ? 'jpeg' : extension) as ImageFormat | 'svg' };
    }),
});
export const categoryImageParamsSchema = z.object({
  file: z
    .string()
    .regex(
      new RegExp(`^[a-z0-9-]{1,60}\\.(${FILE_EXTENSIONS})$`, 'i'),
      'Expected {categorySlug}.{svg|webp|avif|png|jpeg}',
    )
    .transform((file) => {
      const [slug, extension] = file.toLowerCase().split('.') as [string, string];
      return { slug, format: (extension === 'jpg' ? 'jpeg' : extension) as ImageFormat | 'svg' };
    }),
});

import { z } from 'zod';

/** SPEC §9 image presets and version. */
export const IMAGE_VERSION = 2;
export const IMAGE_PRESETS = {
  thumbnail: { width: 100, height: 100, quality: 70 },
  small: { width: 200, height: 200, quality: 75 },
  medium: { width: 400, height: 400, quality: 80 },
  large: { width: 800, height: 800, quality: 85 },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;
export const IMAGE_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Hosts of other pharmacies whose pictures we never hotlink: they are replaced by our placeholder. */
export const THIRD_PARTY_PHARMACY_HOSTS = [
  'onemg.gumlet.io',
  'res.cloudinary.com/du8msdgbj',
  'cdn01.pharmeasy.in',
  'assets.pharmeasy.in',
  'images.apollo247.in',
  'newassets.apollo247.com',
  'www.netmeds.com',
  'www.medplusmart.com',
] as const;
export const PLACEHOLDER_IMAGE_PATH = '/api/images/placeholder.svg';

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

/** Builds the URL the web asks for: a relative image path gets size, quality and format (SPEC §9). */
export function productImageUrl(imagePath: string, preset: ImagePreset): string {
  if (/^https?:\/\//i.test(imagePath)) {
    const isThirdParty = THIRD_PARTY_PHARMACY_HOSTS.some((host) => imagePath.includes(host));
    return isThirdParty ? PLACEHOLDER_IMAGE_PATH : imagePath;
  }
  const extension = /\.(webp|avif|png|jpe?g)$/i.exec(imagePath)?.[1]?.toLowerCase();
  const format: ImageFormat = extension === 'jpg' ? 'jpeg' : ((extension as ImageFormat | undefined) ?? 'webp');
  const base = imagePath.replace(/\.(webp|avif|png|jpe?g|svg)$/i, '');
  return `${base}.${format}?preset=${preset}&v=${IMAGE_VERSION}`;
}

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

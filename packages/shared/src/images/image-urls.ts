/**
 * Image presets and the URLs the web asks for, without zod (the web's first page builds picture URLs);
 * image-presets.ts adds the server's request schemas.
 */

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

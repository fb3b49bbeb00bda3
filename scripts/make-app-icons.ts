/**
 * Writes the installable app's icons (apps/web/public/icons, decision 0027) from the logo in favicon.svg:
 * `node scripts/make-app-icons.ts`. The PNGs are committed; run this again only when the logo changes.
 * "any" icons are the logo as it is (rounded tile); "maskable" ones fill the square with the brand colour and keep
 * the cross inside the central 80 % safe zone, which Android crops to a circle or squircle.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '../apps/web/public');
const BRAND = '#0f766e';

/** The logo's cross and dot on a full-bleed square, scaled to `share` of the side (maskable safe zone). */
function maskableSvg(share: number): string {
  const offset = (32 - 32 * share) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${share})"><path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff"/><circle cx="23.5" cy="23.5" r="3.5" fill="#5eead4"/></g></svg>`;
}

async function write(svg: string | Buffer, size: number, name: string, background?: string): Promise<void> {
  let image = sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) }).resize(size, size);
  if (background) image = image.flatten({ background });
  await image.png({ compressionLevel: 9 }).toFile(join(PUBLIC, 'icons', name));
}

const logo = await readFile(join(PUBLIC, 'favicon.svg'));
await write(logo, 192, 'icon-192.png');
await write(logo, 512, 'icon-512.png');
await write(maskableSvg(0.75), 192, 'maskable-192.png');
await write(maskableSvg(0.75), 512, 'maskable-512.png');
// iOS puts its own rounded mask on a square, opaque icon.
await write(maskableSvg(0.85), 180, 'apple-touch-icon.png', '#ffffff');
// Shortcut icons (Android long-press menu): the logo at 96 px.
await write(logo, 96, 'icon-96.png');

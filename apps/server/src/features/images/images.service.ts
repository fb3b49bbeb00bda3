import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  IMAGE_PRESETS,
  IMAGE_VERSION,
  type ImageFormat,
  type ImagePreset,
} from '@aushadh/shared/images/image-presets.ts';
import sharp from 'sharp';
import { notFound } from '../../lib/app-error.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { PLACEHOLDER_SVG, renderCategorySvg, renderProductSvg } from './product-art.ts';

export const CONTENT_TYPES: Record<ImageFormat | 'svg', string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

// Two cores: one conversion at a time per core keeps the event loop and the other requests responsive.
sharp.concurrency(1);

export function createImagesService(options: { cacheDir: string; catalog: CatalogService }) {
  const inFlight = new Map<string, Promise<Buffer>>();

  /** Rasterises an SVG once per (key, preset, format) and keeps the result on disk. */
  async function rasterise(cacheKey: string, svg: () => Promise<string>, preset: ImagePreset, format: ImageFormat) {
    const file = join(options.cacheDir, `v${IMAGE_VERSION}`, `${cacheKey}-${preset}.${format}`);
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const pending = inFlight.get(file);
    if (pending) return pending;
    const work = (async () => {
      const { width, height, quality } = IMAGE_PRESETS[preset];
      const body = await sharp(Buffer.from(await svg()), { density: 96 })
        .resize(width, height, { fit: 'contain', background: '#ffffff' })
        .toFormat(format, { quality })
        .toBuffer();
      await mkdir(join(options.cacheDir, `v${IMAGE_VERSION}`), { recursive: true });
      // Write then rename, so a crash never leaves a half-written picture in the cache.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      return body;
    })().finally(() => inFlight.delete(file));
    inFlight.set(file, work);
    return work;
  }

  async function productSvg(id: number): Promise<string> {
    const art = await options.catalog.getProductArt(id);
    if (!art) throw notFound('Product image');
    return renderProductSvg(art);
  }

  return {
    async productImage(id: number, format: ImageFormat | 'svg', preset: ImagePreset): Promise<RenderedImage> {
      if (format === 'svg') return { body: Buffer.from(await productSvg(id)), contentType: CONTENT_TYPES.svg };
      // Check existence before touching the cache so unknown ids never create files.
      const svg = await productSvg(id);
      const body = await rasterise(`product-${id}`, async () => svg, preset, format);
      return { body, contentType: CONTENT_TYPES[format] };
    },

    async categoryImage(slug: string, format: ImageFormat | 'svg', preset: ImagePreset): Promise<RenderedImage> {
      const categories = await options.catalog.listCategories();
      const category = categories.find((c) => c.slug === slug);
      if (!category) throw notFound('Category image');
      const svg = renderCategorySvg(category.slug, category.name);
      if (format === 'svg') return { body: Buffer.from(svg), contentType: CONTENT_TYPES.svg };
      return {
        body: await rasterise(`category-${slug}`, async () => svg, preset, format),
        contentType: CONTENT_TYPES[format],
      };
    },

    placeholder(): RenderedImage {
      return { body: Buffer.from(PLACEHOLDER_SVG), contentType: CONTENT_TYPES.svg };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;

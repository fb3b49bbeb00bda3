import { join } from 'node:path';
import { PRODUCT_PAGE_SIZE_MAX, productListQuerySchema } from '@aushadh/shared/catalog/schemas.ts';
import {
  IMAGE_PRESETS,
  IMAGE_VERSION,
  type ImageFormat,
  type ImagePreset,
} from '@aushadh/shared/images/image-presets.ts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { createConversionQueue } from './conversion-queue.ts';
import { createImageDiskCache } from './image-disk-cache.ts';
import type { ProductPicturesRepository } from './product-pictures.repository.ts';
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

// One libvips thread per picture, and no libvips operation cache: our conversion queue bounds the work and
// the disk cache keeps the results, so sharp must not take the thread pool or memory argon2 and reads need.
sharp.concurrency(1);
sharp.cache(false);

/** What the web asks for (webp, from the .webp path): cards, the product page, substitutes and the cart. */
const PREWARM_PRESETS: ImagePreset[] = ['small', 'medium', 'thumbnail'];

/** What an upload may be, by its bytes (never its name or declared type). */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A few MB may claim gigapixels (a decompression bomb): refused before its pixels are decoded. */
const PICTURE_MAX_INPUT_PIXELS = 40_000_000;
/** The master's long edge: twice the largest preset, for sharp 2× screens. */
const PICTURE_MAX_EDGE_PX = 1600;

export interface ImagesServiceOptions {
  catalog: CatalogService;
  /** Uploaded product pictures; without one a product's picture is drawn from its facts. */
  pictures: ProductPicturesRepository;
  cacheDir: string;
  cacheMaxBytes: number;
  /** Conversions running at once. */
  concurrency: number;
  /** Visitor conversions allowed to wait; more answer 503. */
  maxQueued: number;
  /** Pre-generate the pictures of this many popular products after start; 0 = off. */
  prewarmProducts: number;
  log?: { info(message: string): void; warn(message: string): void };
}

export function createImagesService(options: ImagesServiceOptions) {
  const cache = createImageDiskCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes });
  const conversions = createConversionQueue({ concurrency: options.concurrency, maxQueued: options.maxQueued });
  let closed = false;
  let prewarming: Promise<void> | undefined;

  /**
   * Renders a drawn SVG or an uploaded picture once per (key, preset, format), through the bounded queue, and
   * keeps it on disk.
   */
  async function rasterise(
    cacheKey: string,
    source: string | Buffer,
    preset: ImagePreset,
    format: ImageFormat,
    background = false,
  ) {
    const name = join(`v${IMAGE_VERSION}`, `${cacheKey}-${preset}.${format}`);
    const cached = await cache.read(name);
    if (cached) return cached;
    return conversions.run(
      name,
      async () => {
        // A run that ended between our look-up and this slot has already written it.
        const fresh = await cache.read(name);
        if (fresh) return fresh;
        const { width, height, quality } = IMAGE_PRESETS[preset];
        const input = typeof source === 'string' ? sharp(Buffer.from(source), { density: 96 }) : sharp(source);
        const body = await input
          .resize(width, height, { fit: 'contain', background: '#ffffff' })
          .toFormat(format, { quality })
          .toBuffer();
        await cache.write(name, body);
        return body;
      },
      { background },
    );
  }

  async function productSvg(id: number): Promise<string> {
    const art = await options.catalog.getProductArt(id);
    if (!art) throw new AppError('PRODUCT_IMAGE_NOT_FOUND');
    return renderProductSvg(art);
  }

  async function productImage(id: number, format: ImageFormat | 'svg', preset: ImagePreset, background = false) {
    if (format === 'svg') return { body: Buffer.from(await productSvg(id)), contentType: CONTENT_TYPES.svg };
    // An uploaded picture wins over the drawn one; its version keeps an older upload's files from answering.
    const picture = await options.pictures.find(id);
    if (picture) {
      const body = await rasterise(
        `product-${id}-picture-${picture.version}`,
        picture.content,
        preset,
        format,
        background,
      );
      return { body, contentType: CONTENT_TYPES[format] };
    }
    // Check existence before touching the cache so unknown ids never create files.
    const svg = await productSvg(id);
    const body = await rasterise(`product-${id}`, svg, preset, format, background);
    return { body, contentType: CONTENT_TYPES[format] };
  }

  /** Featured (the home page) first, then the most popular listing, without duplicates. */
  async function popularProductIds(limit: number): Promise<number[]> {
    const ids = new Set((await options.catalog.listFeatured()).map((p) => p.id));
    for (let page = 1; ids.size < limit; page++) {
      const query = productListQuerySchema.parse({ sort: 'popularity', page, pageSize: PRODUCT_PAGE_SIZE_MAX });
      const { items } = await options.catalog.listProducts(query);
      for (const item of items) ids.add(item.id);
      if (items.length < PRODUCT_PAGE_SIZE_MAX) break;
    }
    return [...ids].slice(0, limit);
  }

  async function prewarm(limit: number) {
    const started = performance.now();
    let pictures = 0;
    for (const id of await popularProductIds(limit)) {
      for (const preset of PREWARM_PRESETS) {
        if (closed) return;
        await productImage(id, 'webp', preset, true);
        pictures++;
      }
    }
    options.log?.info(`Pre-generated ${pictures} product pictures in ${Math.round(performance.now() - started)} ms`);
  }

  return {
    productImage: (id: number, format: ImageFormat | 'svg', preset: ImagePreset): Promise<RenderedImage> =>
      productImage(id, format, preset),

    /**
     * An uploaded product picture checked and cleaned, before any transaction: the bytes must really be a JPEG,
     * PNG or WebP (`PRODUCT_PICTURE_TYPE`), decodable (`PRODUCT_PICTURE_INVALID`); re-encoded to WebP like the
     * drawn pictures, so nothing but the pixels is kept (no EXIF location, no trailing payload).
     */
    async preparePicture(bytes: Buffer): Promise<{ content: Buffer; width: number; height: number }> {
      const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
      if (!sniffed || !PICTURE_TYPES.has(sniffed.mime)) throw new AppError('PRODUCT_PICTURE_TYPE');
      try {
        const { data, info } = await sharp(bytes, { limitInputPixels: PICTURE_MAX_INPUT_PIXELS, failOn: 'warning' })
          .rotate()
          .resize({ width: PICTURE_MAX_EDGE_PX, height: PICTURE_MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .webp({ quality: 85 })
          .toBuffer({ resolveWithObject: true });
        return { content: data, width: info.width, height: info.height };
      } catch (error) {
        throw new AppError('PRODUCT_PICTURE_INVALID', {}, { cause: error });
      }
    },

    /** Stores a prepared picture as the product's (in the caller's transaction); answers its version. */
    storePicture(productId: number, picture: { content: Buffer; width: number; height: number }, uploadedBy: number) {
      return options.pictures.save({ productId, ...picture, uploadedBy });
    },

    async categoryImage(slug: string, format: ImageFormat | 'svg', preset: ImagePreset): Promise<RenderedImage> {
      const categories = await options.catalog.listCategories();
      const category = categories.find((c) => c.slug === slug);
      if (!category) throw new AppError('CATEGORY_IMAGE_NOT_FOUND');
      const svg = renderCategorySvg(category.slug, category.name);
      if (format === 'svg') return { body: Buffer.from(svg), contentType: CONTENT_TYPES.svg };
      return { body: await rasterise(`category-${slug}`, svg, preset, format), contentType: CONTENT_TYPES[format] };
    },

    placeholder(): RenderedImage {
      return { body: Buffer.from(PLACEHOLDER_SVG), contentType: CONTENT_TYPES.svg };
    },

    /** Starts pre-generating popular pictures in the background, behind every visitor's conversion. */
    startPrewarm() {
      if (options.prewarmProducts === 0 || prewarming) return;
      prewarming = prewarm(options.prewarmProducts).catch((error: unknown) => {
        if (!closed) options.log?.warn(`Pre-generating product pictures stopped: ${String(error)}`);
      });
    },

    /** Settles when pre-generation has finished (or was never started). */
    async prewarmed(): Promise<void> {
      await prewarming;
    },

    /** Stops pre-generation and waits for its current step, so nothing touches the database after close. */
    async close() {
      closed = true;
      conversions.close();
      await prewarming;
    },

    /** The queue, for its figures (tests and logs). */
    conversions,
    cache,
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;

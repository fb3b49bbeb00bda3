import { IMAGE_PRESETS, PLACEHOLDER_IMAGE_PATH, productImageUrl } from '@aushadh/shared/images/image-urls.ts';
import type { ImagePreset } from '@aushadh/shared/images/image-urls.ts';
import { cn } from '../../../lib/cn.ts';

export interface ProductImageProps {
  imageUrl: string;
  alt: string;
  preset: ImagePreset;
  /** Above-the-fold images load eagerly with high fetch priority (SPEC §9 prefetch). */
  priority?: boolean;
  className?: string;
}

/** A product picture through the image service: sized, lazy unless prioritised, placeholder on failure. */
export function ProductImage({ imageUrl, alt, preset, priority = false, className }: ProductImageProps) {
  const { width, height } = IMAGE_PRESETS[preset];
  return (
    <img
      src={productImageUrl(imageUrl, preset)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE_PATH)) img.src = PLACEHOLDER_IMAGE_PATH;
      }}
      className={cn('object-contain', className)}
    />
  );
}

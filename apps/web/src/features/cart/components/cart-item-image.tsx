import { IMAGE_PRESETS, PLACEHOLDER_IMAGE_PATH, productImageUrl } from '@aushadh/shared/images/image-urls.ts';
import { cn } from '../../../lib/cn.ts';

/** A cart line's thumbnail through the image service (100×100 preset), placeholder on failure. */
export function CartItemImage({ imageUrl, alt, className }: { imageUrl: string; alt: string; className?: string }) {
  const { width, height } = IMAGE_PRESETS.thumbnail;
  return (
    <img
      src={productImageUrl(imageUrl, 'thumbnail')}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE_PATH)) img.src = PLACEHOLDER_IMAGE_PATH;
      }}
      className={cn('size-16 shrink-0 rounded-lg border border-slate-100 bg-slate-50 object-contain p-1', className)}
    />
  );
}

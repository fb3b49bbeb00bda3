import { PRODUCT_PICTURE_MAX_BYTES } from '@aushadh/shared/admin/schemas.ts';
import { productImageUrl } from '@aushadh/shared/images/image-urls.ts';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useUploadProductPicture } from '../api/upload-product-picture.ts';

/**
 * A product's picture in the product form: the one the shop shows now, and a file to replace it. The server
 * decides what the file really is; the size is checked here too so a 20 MB photo is not sent for nothing.
 */
export function ProductPictureField({ productId, name }: { productId: number; name: string }) {
  const { t } = useTranslation('admin');
  const { error: errorText } = useErrorText();
  const upload = useUploadProductPicture();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // The shop's URL is cached for long; the version after an upload asks for the new picture here at once.
  const [version, setVersion] = useState<number | null>(null);
  const src = productImageUrl(`/api/images/products/${productId}.webp`, 'small') + (version ? `&u=${version}` : '');

  const send = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PRODUCT_PICTURE_MAX_BYTES) {
      toast({ title: t('products.pictureFailed'), description: t('products.pictureHint'), variant: 'destructive' });
      return;
    }
    upload.mutate(
      { productId, file },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          toast({ title: t('products.pictureUploaded') });
        },
        onError: (error) =>
          toast({ title: t('products.pictureFailed'), description: errorText(error), variant: 'destructive' }),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <fieldset className="flex flex-wrap items-center gap-4 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('products.picture')}</legend>
      <img
        src={src}
        alt={t('products.pictureAlt', { name })}
        width={96}
        height={96}
        className="size-24 rounded-lg border border-slate-200 bg-white object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(event) => send(event.target.files?.[0])}
          tabIndex={-1}
          aria-hidden="true"
        />
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={upload.isPending}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {upload.isPending ? t('products.pictureUploading') : t('products.pictureChoose')}
        </Button>
        <p id={hintId} className="text-xs text-slate-600">
          {t('products.pictureHint')}
        </p>
      </div>
    </fieldset>
  );
}

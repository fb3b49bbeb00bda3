import { productPictureSchema, type ProductPicture } from '@aushadh/shared/admin/schemas.ts';
import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';

/** PUT /api/admin/products/{id}/picture: the file itself as the body; the server checks its bytes and keeps WebP. */
export async function uploadProductPicture(productId: number, file: File): Promise<ProductPicture> {
  // apiFetch sends JSON; this route takes the file itself, with its own type.
  const response = await fetch(`/api/admin/products/${productId}/picture`, {
    method: 'PUT',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES,
      'Content-Type': file.type || 'application/octet-stream',
    },
    body: file,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  const reply: unknown = await response.json();
  return import.meta.env.DEV ? productPictureSchema.parse(reply) : (reply as ProductPicture);
}

export function useUploadProductPicture() {
  return useMutation({
    mutationFn: ({ productId, file }: { productId: number; file: File }) => uploadProductPicture(productId, file),
  });
}

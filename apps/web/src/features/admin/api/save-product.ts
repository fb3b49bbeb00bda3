import {
  adminProductSchema,
  type AdminProduct,
  type ProductInput,
} from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { productsRootKey } from './get-products.ts';

/** POST /api/admin/products (new) or PUT /api/admin/products/{id} (edit): the same body and rules. */
export function saveProduct(id: number | null, input: ProductInput): Promise<AdminProduct> {
  return apiFetch(
    id === null ? '/api/admin/products' : `/api/admin/products/${id}`,
    import.meta.env.DEV && adminProductSchema,
    {
      method: id === null ? 'POST' : 'PUT',
      body: input,
    },
  );
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProductInput }) => saveProduct(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsRootKey }),
  });
}

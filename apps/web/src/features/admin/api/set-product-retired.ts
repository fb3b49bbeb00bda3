import { adminProductSchema, type AdminProduct } from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { productsRootKey } from './get-products.ts';

/** PUT /api/admin/products/{id}/retired — off sale and out of search at once, or back. */
export function setProductRetired(id: number, retired: boolean): Promise<AdminProduct> {
  return apiFetch(`/api/admin/products/${id}/retired`, import.meta.env.DEV && adminProductSchema, {
    method: 'PUT',
    body: { retired },
  });
}

export function useSetProductRetired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) => setProductRetired(id, retired),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsRootKey }),
  });
}

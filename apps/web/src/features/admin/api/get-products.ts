import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCT_STATUSES,
  adminProductPageSchema,
  type AdminProductPage,
  type AdminProductSort,
} from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export type ProductStatusFilter = (typeof ADMIN_PRODUCT_STATUSES)[number] | '';

export interface ProductFilter {
  q: string;
  status: ProductStatusFilter;
  sort: AdminProductSort;
  dir: 'asc' | 'desc';
  page: number;
}

export function readProductFilter(params: URLSearchParams): ProductFilter {
  const sort = params.get('sort');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: (ADMIN_PRODUCT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProductStatusFilter) : '',
    sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AdminProductSort) : 'id',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export const productsRootKey = sessionKey('admin', 'products');

/** GET /api/admin/products?q=&status=&sort=&dir=&page= — retired ones too; the server filters and sorts. */
export function getProducts(filter: ProductFilter, signal?: AbortSignal): Promise<AdminProductPage> {
  const params = new URLSearchParams({ sort: filter.sort, dir: filter.dir, page: String(filter.page) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.status) params.set('status', filter.status);
  return apiFetch(
    `/api/admin/products?${params.toString()}`,
    import.meta.env.DEV && adminProductPageSchema,
    signal ? { signal } : {},
  );
}

export function useProducts(filter: ProductFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...productsRootKey, filter.q.trim(), filter.status, filter.sort, filter.dir, filter.page] as const,
      queryFn: ({ signal }) => getProducts(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

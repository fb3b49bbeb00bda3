import { customerDetailSchema, type CustomerDetail } from '@aushadh/shared/admin/schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { customersRootKey } from './get-customers.ts';

/** GET /api/admin/customers/{id} — figures, orders, saved addresses, prescriptions sent. */
export function getCustomer(id: number, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiFetch(`/api/admin/customers/${id}`, import.meta.env.DEV && customerDetailSchema, signal ? { signal } : {});
}

export function useCustomer(id: number) {
  return useQuery({ queryKey: [...customersRootKey, 'detail', id], queryFn: ({ signal }) => getCustomer(id, signal) });
}

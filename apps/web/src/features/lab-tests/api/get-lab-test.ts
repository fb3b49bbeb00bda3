import { labTestDetailSchema, type LabTestDetail } from '@aushadh/shared/labs/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/lab-tests/{id} */
export function getLabTest(id: number, signal?: AbortSignal): Promise<LabTestDetail> {
  return apiFetch(`/api/lab-tests/${id}`, import.meta.env.DEV && labTestDetailSchema, signal ? { signal } : {});
}

export function labTestQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['lab-tests', 'detail', id] as const,
    queryFn: ({ signal }) => getLabTest(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLabTest(id: number | null) {
  return useQuery({ ...labTestQueryOptions(id ?? 0), enabled: id !== null });
}

import { LAB_GROUPS, labTestListSchema, type LabGroup, type LabTestList } from '@aushadh/shared/labs/schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface LabTestsParams {
  q: string;
  group: LabGroup | null;
}

/** Reads /lab-tests?q&group (the page and the server's route loader alike). */
export function readLabTestsParams(search: URLSearchParams): LabTestsParams {
  const group = search.get('group');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    group: (LAB_GROUPS as readonly string[]).includes(group ?? '') ? (group as LabGroup) : null,
  };
}

/** GET /api/lab-tests?q&group */
export function getLabTests(params: LabTestsParams, signal?: AbortSignal): Promise<LabTestList> {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.group) search.set('group', params.group);
  const query = search.toString();
  return apiFetch(
    `/api/lab-tests${query ? `?${query}` : ''}`,
    import.meta.env.DEV && labTestListSchema,
    signal ? { signal } : {},
  );
}

export function labTestsQueryOptions(params: LabTestsParams) {
  return queryOptions({
    queryKey: ['lab-tests', 'list', params.q, params.group ?? ''] as const,
    queryFn: ({ signal }) => getLabTests(params, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLabTests(params: LabTestsParams) {
  return useQuery({ ...labTestsQueryOptions(params), placeholderData: keepPreviousData });
}

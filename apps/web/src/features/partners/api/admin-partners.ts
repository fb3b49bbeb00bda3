import {
  PARTNER_SORTS,
  PARTNER_SORT_DEFAULT,
  PARTNER_STATUSES,
  adminPartnerDetailSchema,
  adminPartnerListSchema,
  type PartnerDecision,
  type PartnerKind,
  type PartnerSort,
  type PartnerStatus,
} from '@aushadh/shared/partners/schemas.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export interface PartnerFilter {
  status: PartnerStatus | null;
  q: string;
  sort: PartnerSort;
  dir: 'asc' | 'desc';
  page: number;
}

/** The filter as the URL keeps it (anything unknown: every status, the queue's order, first page). */
export function readPartnerFilter(params: URLSearchParams): PartnerFilter {
  const status = params.get('status');
  const sort = params.get('sort');
  const dir = params.get('dir');
  const page = Number(params.get('page'));
  return {
    status: (PARTNER_STATUSES as readonly string[]).includes(status ?? '') ? (status as PartnerStatus) : null,
    q: params.get('q') ?? '',
    sort: (PARTNER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PartnerSort) : PARTNER_SORT_DEFAULT.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : PARTNER_SORT_DEFAULT.dir,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL of a filter: only what differs from the defaults, so the plain list keeps its plain address. */
export function partnerFilterSearch(filter: PartnerFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.status) search.set('status', filter.status);
  if (filter.q.trim()) search.set('q', filter.q.trim());
  if (filter.sort !== PARTNER_SORT_DEFAULT.sort || filter.dir !== PARTNER_SORT_DEFAULT.dir) {
    search.set('sort', filter.sort);
    search.set('dir', filter.dir);
  }
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}

export const adminPartnersKey = sessionKey('admin', 'partners');

/** GET /api/admin/partners?kind=&status=&q=&sort=&dir=&page= — filtered, searched, sorted and paged by the server. */
export function useAdminPartners(kind: PartnerKind, filter: PartnerFilter) {
  return useQuery(
    queryOptions({
      queryKey: [
        ...adminPartnersKey,
        'list',
        kind,
        filter.status,
        filter.q.trim(),
        filter.sort,
        filter.dir,
        filter.page,
      ] as const,
      queryFn: ({ signal }) => {
        const params = new URLSearchParams({ kind, sort: filter.sort, dir: filter.dir, page: String(filter.page) });
        if (filter.status) params.set('status', filter.status);
        if (filter.q.trim()) params.set('q', filter.q.trim());
        return apiFetch(`/api/admin/partners?${params.toString()}`, import.meta.env.DEV && adminPartnerListSchema, {
          signal,
        });
      },
      placeholderData: keepPreviousData,
    }),
  );
}

const detailKey = (id: number) => [...adminPartnersKey, 'detail', id] as const;

/** GET /api/admin/partners/{id} */
export function useAdminPartner(id: number) {
  return useQuery(
    queryOptions({
      queryKey: detailKey(id),
      queryFn: ({ signal }) =>
        apiFetch(`/api/admin/partners/${id}`, import.meta.env.DEV && adminPartnerDetailSchema, { signal }),
    }),
  );
}

/** POST /api/admin/partners/{id}/status — the reply is the record; the lists re-read their counts. */
export function useDecidePartner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PartnerDecision) =>
      apiFetch(`/api/admin/partners/${id}/status`, import.meta.env.DEV && adminPartnerDetailSchema, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: async (record) => {
      queryClient.setQueryData(detailKey(id), record);
      await queryClient.invalidateQueries({ queryKey: [...adminPartnersKey, 'list'] });
    },
  });
}

export const partnerDocumentUrl = (id: number, documentId: number) =>
  `/api/admin/partners/${id}/documents/${documentId}`;

import {
  campaignListSchema,
  campaignPreviewSchema,
  campaignSchema,
  testSendResponseSchema,
  type Campaign,
  type CampaignInput,
  type CampaignPreview,
} from '@aushadh/shared/campaigns/schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const campaignsRootKey = sessionKey('campaigns');
/** While a campaign is sending, its progress is asked for this often. */
const PROGRESS_POLL_MS = 2000;

/** GET /api/admin/campaigns — newest first, with delivery counts. */
export function getCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return apiFetch('/api/admin/campaigns', campaignListSchema, signal ? { signal } : {}).then((r) => r.items);
}

export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignsRootKey,
    queryFn: ({ signal }) => getCampaigns(signal),
    refetchInterval: (query) => (query.state.data?.some((c) => c.status === 'sending') ? PROGRESS_POLL_MS : false),
  });
}

export const useCampaigns = () => useQuery(campaignsQueryOptions());

/** POST /api/admin/campaigns — a draft. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      apiFetch('/api/admin/campaigns', campaignSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsRootKey }),
  });
}

/** GET /api/admin/campaigns/{id}/preview — the mail as a recipient reads it. */
export function useCampaignPreview(id: number | null) {
  return useQuery({
    queryKey: [...campaignsRootKey, 'preview', id] as const,
    queryFn: ({ signal }): Promise<CampaignPreview> =>
      apiFetch(`/api/admin/campaigns/${id}/preview`, campaignPreviewSchema, { signal }),
    enabled: id !== null,
  });
}

/** POST /api/admin/campaigns/{id}/test — to the acting admin's own address. */
export function useSendTest() {
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/admin/campaigns/${id}/test`, testSendResponseSchema, { method: 'POST', body: {} }),
  });
}

/** POST /api/admin/campaigns/{id}/send — the segment, in batches. */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/admin/campaigns/${id}/send`, campaignSchema, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsRootKey }),
  });
}

/** PUT /api/admin/campaigns/{id} — rewrites a draft. */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CampaignInput }) =>
      apiFetch(`/api/admin/campaigns/${id}`, campaignSchema, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsRootKey }),
  });
}

/** POST /api/admin/campaigns/{id}/pause — no further batches until it is sent again (which resumes it). */
export function usePauseCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/admin/campaigns/${id}/pause`, campaignSchema, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsRootKey }),
  });
}

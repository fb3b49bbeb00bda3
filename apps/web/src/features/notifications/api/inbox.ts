import { inboxSchema, type Inbox } from '@aushadh/shared/notifications/schemas.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const inboxKey = sessionKey('notifications');

/** GET /api/notifications: the newest 30 and the unread count; refreshed when a push arrives. */
export function useInbox() {
  return useQuery<Inbox>({
    queryKey: inboxKey,
    queryFn: ({ signal }) => apiFetch('/api/notifications', import.meta.env.DEV && inboxSchema, { signal }),
  });
}

/** POST /api/notifications/{id}/read, or …/read-all when id is null. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read'],
    mutationFn: (id: number | null) =>
      apiRequest(id === null ? '/api/notifications/read-all' : `/api/notifications/${id}/read`, { method: 'POST' }),
    onMutate: (id) =>
      queryClient.setQueryData<Inbox>(inboxKey, (inbox) => {
        if (!inbox) return inbox;
        const items = inbox.items.map((n) => (id === null || n.id === id ? { ...n, read: true } : n));
        return {
          items,
          unread:
            id === null ? 0 : Math.max(0, inbox.unread - (inbox.items.some((n) => n.id === id && !n.read) ? 1 : 0)),
        };
      }),
  });
}

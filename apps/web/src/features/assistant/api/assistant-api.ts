import {
  assistantConversationListSchema,
  assistantConversationSchema,
  assistantReplySchema,
  type AskAssistantRequest,
  type AssistantConversation,
  type AssistantConversationSummary,
  type AssistantReply,
} from '@aushadh/shared/assistant/schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** Under the session root: a guest's conversations and an account's are different people's. */
export const conversationsQueryKey = sessionKey('assistant', 'conversations');

/** POST /api/assistant/messages: triage first, then the answer (a new conversation when none is given). */
export function askAssistant(body: AskAssistantRequest): Promise<AssistantReply> {
  return apiFetch('/api/assistant/messages', import.meta.env.DEV && assistantReplySchema, { method: 'POST', body });
}

export function useAskAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['assistant', 'ask'],
    mutationFn: askAssistant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }): Promise<AssistantConversationSummary[]> =>
      apiFetch('/api/assistant/conversations', import.meta.env.DEV && assistantConversationListSchema, { signal }),
  });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

/** GET /api/assistant/conversations/:id */
export function getConversation(id: number): Promise<AssistantConversation> {
  return apiFetch(`/api/assistant/conversations/${id}`, import.meta.env.DEV && assistantConversationSchema);
}

/** DELETE /api/assistant/conversations/:id */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['assistant', 'delete'],
    mutationFn: (id: number) => apiFetch(`/api/assistant/conversations/${id}`, false, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

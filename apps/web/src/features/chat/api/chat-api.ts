import {
  CHAT,
  chatAttachmentSchema,
  chatContactsSchema,
  chatConversationListSchema,
  chatConversationSchema,
  chatHistorySchema,
  chatUnreadSchema,
  type ChatAttachment,
  type ChatContacts,
  type ChatConversation,
  type ChatHistory,
  type StartChat,
} from '@aushadh/shared/chat/schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** Everything of the chat is the signed-in person's: under the session root. */
export const chatKeys = {
  all: sessionKey('chat'),
  conversations: sessionKey('chat', 'conversations'),
  history: (id: number) => sessionKey('chat', 'history', id),
  contacts: sessionKey('chat', 'contacts'),
  unread: sessionKey('chat', 'unread'),
};

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }): Promise<ChatConversation[]> =>
      apiFetch('/api/chat/conversations', import.meta.env.DEV && chatConversationListSchema, { signal }),
  });
}
export const useConversations = () => useQuery(conversationsQueryOptions());

export function useChatHistory(id: number | null) {
  return useQuery({
    queryKey: chatKeys.history(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }): Promise<ChatHistory> =>
      apiFetch(`/api/chat/conversations/${id}`, import.meta.env.DEV && chatHistorySchema, { signal }),
    // Live frames keep it current while open; a fresh open reads it again.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Older messages above the first one shown. */
export function getOlderMessages(id: number, before: number): Promise<ChatHistory> {
  return apiFetch(`/api/chat/conversations/${id}?before=${before}`, import.meta.env.DEV && chatHistorySchema);
}

export function useChatContacts(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.contacts,
    enabled,
    queryFn: ({ signal }): Promise<ChatContacts> =>
      apiFetch('/api/chat/contacts', import.meta.env.DEV && chatContactsSchema, { signal }),
  });
}

export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'start'],
    mutationFn: (body: StartChat): Promise<ChatConversation> =>
      apiFetch('/api/chat/conversations', import.meta.env.DEV && chatConversationSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });
}

export function useTakeChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'take'],
    mutationFn: (id: number): Promise<ChatConversation> =>
      apiFetch(`/api/chat/conversations/${id}/take`, import.meta.env.DEV && chatConversationSchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });
}

/** The pharmacist hands a conversation they took back to the desk's queue. */
export function useReleaseChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'release'],
    mutationFn: (id: number): Promise<ChatConversation> =>
      apiFetch(`/api/chat/conversations/${id}/release`, import.meta.env.DEV && chatConversationSchema, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });
}

export function uploadAttachment(conversationId: number, file: File): Promise<ChatAttachment> {
  const body = new FormData();
  body.append(CHAT.attachmentField, file);
  return apiFetch(
    `/api/chat/conversations/${conversationId}/attachments`,
    import.meta.env.DEV && chatAttachmentSchema,
    {
      method: 'POST',
      body,
    },
  );
}

/** The header badge: unread messages over all the person's conversations. */
export function unreadQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.unread,
    queryFn: async ({ signal }): Promise<number> =>
      (await apiFetch('/api/chat/unread', import.meta.env.DEV && chatUnreadSchema, { signal })).count,
    // A new message elsewhere shows within half a minute; the chat page itself refreshes it live.
    refetchInterval: 30_000,
  });
}

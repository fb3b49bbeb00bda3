import type { AssistantDeps } from './assistant-deps.ts';
import { createConversations } from './use-cases/conversations.ts';

/** The AI health assistant (issue 16): triage, retrieval, conversations. The only entry for other features. */
export function createAssistantService(deps: AssistantDeps) {
  const conversations = createConversations(deps);
  return {
    ask: conversations.ask,
    list: conversations.list,
    get: conversations.get,
    remove: conversations.remove,
    removeAll: conversations.removeAll,
    joinGuest: conversations.joinGuest,
    purgeGuestConversations: conversations.purgeGuestConversations,
    personalData: conversations.personalData,
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;

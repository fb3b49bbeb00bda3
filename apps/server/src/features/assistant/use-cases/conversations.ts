import type {
  AssistantConversation,
  AssistantConversationSummary,
  AssistantMessage,
  AssistantReply,
} from '@aushadh/shared/assistant/schemas.ts';
import { ASSISTANT_LIMITS, HELPLINES } from '@aushadh/shared/assistant/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { DataSubject } from '../../../lib/personal-data.ts';
import type { AssistantDeps } from '../assistant-deps.ts';
import type { ConversationOwner, ConversationRow, MessageRow } from '../assistant.repository.ts';
import { createComposeAnswer, passageLanguage, passageOf, type ComposedAnswer } from './compose-answer.ts';

const DAY_MS = 86_400_000;
/** Guest conversations nobody came back to are deleted after this. */
export const GUEST_CONVERSATION_DAYS = 30;
const TITLE_MAX = 80;

const titleOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
};

const helplinesFor = (row: MessageRow): string[] => {
  if (row.triageLevel !== 'emergency') return [];
  const flags = row.redFlags;
  if (flags[0] === 'suicidal') return [HELPLINES.teleManas, HELPLINES.emergency];
  return flags.includes('suicidal')
    ? [HELPLINES.emergency, HELPLINES.ambulance, HELPLINES.teleManas]
    : [HELPLINES.emergency, HELPLINES.ambulance];
};

export function createConversations(deps: AssistantDeps) {
  const { repository, uow, retrieval, events } = deps;
  const now = deps.now ?? (() => new Date());
  const composeAnswer = createComposeAnswer(deps);

  const toMessage = (row: MessageRow, conversation: ConversationRow, fresh?: ComposedAnswer): AssistantMessage => {
    const language = passageLanguage(conversation.language, row.detectedLanguage ?? 'en');
    const passages =
      fresh?.passages ??
      row.sources.flatMap((source) => {
        const entry = source.kind === 'knowledge' ? retrieval.entry(source.id) : null;
        return entry ? [passageOf(entry, language)] : [];
      });
    return {
      id: row.id,
      role: row.role,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      detectedLanguage: row.detectedLanguage,
      triageLevel: row.triageLevel,
      reasons: row.triageReasons as AssistantMessage['reasons'],
      redFlags: row.redFlags as AssistantMessage['redFlags'],
      helplines: helplinesFor(row),
      specialty: row.specialty,
      sources: row.sources,
      passages: row.role === 'assistant' ? passages : [],
      products: row.productSuggestions,
      answeredBy: row.answeredBy,
    };
  };

  const summaryOf = (row: ConversationRow): AssistantConversationSummary => ({
    id: row.id,
    title: row.title,
    language: row.language,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** Answers one message, keeping both in the owner's conversation (a new one when none is given). */
    async ask(
      owner: ConversationOwner,
      input: { text: string; conversationId?: number | undefined; language: string },
    ): Promise<AssistantReply> {
      // Triage and retrieval read no table: done before the transaction, so it stays short.
      const answer = await composeAnswer(input.text, input.language);
      return uow.transaction(async () => {
        let conversation: ConversationRow | null;
        if (input.conversationId === undefined) {
          conversation = await repository.createConversation(owner, titleOf(input.text), input.language);
        } else {
          conversation = await repository.findOwned(owner, input.conversationId);
          if (!conversation) throw new AppError('NOT_FOUND');
          if ((await repository.countMessages(conversation.id)) + 2 > ASSISTANT_LIMITS.messagesPerConversation) {
            throw new AppError('CONFLICT');
          }
        }
        const question = await repository.addMessage(conversation.id, {
          role: 'user',
          text: input.text,
          detectedLanguage: answer.triage.language,
        });
        const reply = await repository.addMessage(conversation.id, {
          role: 'assistant',
          text: answer.text,
          detectedLanguage: answer.triage.language,
          triageLevel: answer.level,
          triageReasons: answer.triage.reasons,
          redFlags: answer.triage.redFlags,
          specialty: answer.specialty,
          sources: answer.sources,
          productSuggestions: answer.products,
          answeredBy: 'engine',
        });
        await repository.touch(conversation.id, now());
        if (answer.level === 'emergency') {
          await events.publish('assistant.emergency-answered', {
            conversationId: conversation.id,
            messageId: reply.id,
          });
        }
        return {
          conversationId: conversation.id,
          question: toMessage(question, conversation),
          answer: toMessage(reply, conversation, answer),
        };
      });
    },

    async list(owner: ConversationOwner | null): Promise<AssistantConversationSummary[]> {
      if (!owner) return [];
      const rows = await repository.listOwned(owner, ASSISTANT_LIMITS.conversationsListed);
      return rows.map(summaryOf);
    },

    async get(owner: ConversationOwner | null, id: number): Promise<AssistantConversation> {
      const conversation = owner ? await repository.findOwned(owner, id) : null;
      if (!conversation) throw new AppError('NOT_FOUND');
      const messages = await repository.messagesOf(id);
      return { ...summaryOf(conversation), messages: messages.map((row) => toMessage(row, conversation)) };
    },

    async remove(owner: ConversationOwner | null, id: number): Promise<void> {
      await uow.transaction(async () => {
        const deleted = owner ? await repository.deleteOwned(owner, id) : false;
        if (!deleted) throw new AppError('NOT_FOUND');
        await events.publish('assistant.conversation-deleted', { conversationId: id });
      });
    },

    async removeAll(owner: ConversationOwner | null): Promise<{ deleted: number }> {
      if (!owner) return { deleted: 0 };
      return uow.transaction(async () => {
        const ids = await repository.deleteAllOwned(owner);
        for (const conversationId of ids) await events.publish('assistant.conversation-deleted', { conversationId });
        return { deleted: ids.length };
      });
    },

    async joinGuest(userId: number, guestId: string | null): Promise<void> {
      if (guestId) await repository.joinGuest(guestId, userId);
    },

    async purgeGuestConversations(): Promise<number> {
      return repository.deleteGuestConversationsBefore(new Date(now().getTime() - GUEST_CONVERSATION_DAYS * DAY_MS));
    },

    personalData: {
      name: 'assistant',
      async export(subject: DataSubject) {
        const owner = { userId: subject.userId };
        const rows = await repository.listOwned(owner, 10_000);
        const conversations = [];
        for (const row of rows) {
          const messages = await repository.messagesOf(row.id);
          conversations.push({
            ...summaryOf(row),
            messages: messages.map((m) => ({
              role: m.role,
              text: m.text,
              triageLevel: m.triageLevel,
              createdAt: m.createdAt.toISOString(),
            })),
          });
        }
        return { assistantConversations: conversations };
      },
      async erase(subject: DataSubject) {
        for (const conversationId of await repository.deleteAllOwned({ userId: subject.userId })) {
          await events.publish('assistant.conversation-deleted', { conversationId });
        }
      },
    },
  };
}

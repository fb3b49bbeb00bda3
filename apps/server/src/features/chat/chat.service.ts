import type { User } from '@aushadh/shared/auth/schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PersonalDataContributor } from '../../lib/personal-data.ts';
import type { ChatDeps } from './chat-deps.ts';
import { createConversations } from './use-cases/conversations.ts';
import { createMessages } from './use-cases/messages.ts';
import type { FeedPayload, Viewer } from './use-cases/views.ts';

export type { ChatDeps } from './chat-deps.ts';
export type { Viewer } from './use-cases/views.ts';

/** The change-feed topic of the chat's fan-out. */
export const CHAT_TOPIC = 'chat';

/**
 * The health chat (issue 16 item 2): conversations between a customer and the pharmacist desk or a doctor they
 * consulted, their messages, marks and attachments, and the fan-out to every instance's sockets.
 */
export function createChatService(deps: ChatDeps) {
  const conversations = createConversations(deps);
  const messages = createMessages(deps, conversations);

  return {
    /** Who a signed-in user is in the chat: customers, pharmacists (role pharmacy) and doctors take part. */
    async viewerOf(user: User): Promise<Viewer> {
      const base = { userId: user.id, name: user.name };
      if (user.role === 'customer') return { ...base, audience: { side: 'customer', userId: user.id } };
      if (user.role === 'pharmacy')
        return { ...base, audience: { side: 'staff', desk: 'pharmacist', userId: user.id } };
      if (user.role === 'doctor') {
        const doctor = await deps.doctors.me(user.id);
        return { ...base, name: doctor.name, audience: { side: 'staff', desk: 'doctor', doctorId: doctor.id } };
      }
      throw new AppError('FORBIDDEN');
    },
    contacts: conversations.contacts,
    start: conversations.start,
    list: conversations.list,
    one: conversations.one,
    history: conversations.history,
    take: conversations.take,
    release: conversations.release,
    unread: conversations.unread,
    send: messages.send,
    mark: messages.mark,
    typing: messages.typing,
    catchUp: messages.catchUp,
    upload: messages.upload,
    attachment: messages.attachment,

    /** Another instance's frame reaches this instance's sockets (own frames were delivered on commit). */
    async receive(payload: FeedPayload): Promise<void> {
      if (payload.frame) {
        deps.hub.deliver(payload.route, payload.frame);
        return;
      }
      if (payload.messageId === undefined) return;
      const found = await messages.messageById(payload.messageId);
      if (found) deps.hub.deliver(payload.route, { type: 'message', message: found.message });
    },

    personalData: {
      name: 'chat',
      async export({ userId }) {
        const rows = await deps.repository.conversationsOfCustomer(userId);
        return {
          healthChat: rows.map(({ conversation, messages: list }) => ({
            with: conversation.counterpartName,
            startedAt: conversation.createdAt.toISOString(),
            messages: list.map((m) => ({ from: m.side, text: m.body, sentAt: m.createdAt.toISOString() })),
          })),
        };
      },
      async erase({ userId }) {
        await deps.repository.deleteConversationsOfCustomer(userId);
      },
    } satisfies PersonalDataContributor,
  };
}

export type ChatService = ReturnType<typeof createChatService>;

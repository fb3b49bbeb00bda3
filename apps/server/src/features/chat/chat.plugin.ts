import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createChatHub } from './chat-hub.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { CHAT_TOPIC, createChatService, type ChatService } from './chat.service.ts';
import { chatSocketRoutes } from './chat-socket.routes.ts';
import type { FeedPayload } from './use-cases/views.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live health chat (issue 16 item 2). */
    chat: ChatService;
  }
}

/**
 * /communication: conversations between a customer and the pharmacist desk or a doctor they consulted, over a
 * WebSocket; every instance's sockets hear every message through the change feed (LISTEN/NOTIFY).
 */
export const chatPlugin = featurePlugin(
  'chat',
  { features: ['auth', 'doctors'] },
  async (app, { uow, changes, counters, personalData }) => {
    const hub = createChatHub();
    const chat = createChatService({
      repository: createChatRepository(uow),
      uow,
      doctors: app.doctors,
      hub,
      notify: (payload) => changes.notify(uow.db(), CHAT_TOPIC, payload),
      envelope: (payload) => changes.envelope(CHAT_TOPIC, payload),
      log: app.log,
    });
    app.decorate('chat', chat);
    personalData.register(chat.personalData);
    const unsubscribe = changes.subscribe(CHAT_TOPIC, (event) => {
      // Resync: notifications may have been lost while the feed reconnected; clients catch up by last seen id.
      if (event.kind === 'resync') return hub.broadcast({ type: 'resync' });
      // This instance's own frames went to its sockets when their transaction committed.
      if (event.own) return;
      chat
        .receive(event.payload as FeedPayload)
        .catch((error: unknown) => app.log.warn({ err: error }, 'chat fan-out failed'));
    });
    app.addHook('onClose', async () => unsubscribe());
    await app.register(chatRoutes, { chat });
    await app.register(chatSocketRoutes, { chat, hub, counters });
  },
);

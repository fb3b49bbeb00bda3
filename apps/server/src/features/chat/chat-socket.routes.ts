import { chatClientFrameSchema, type ChatServerFrame } from '@aushadh/shared/chat/schemas.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit, tooManyAttempts, type CounterStore } from '../../lib/rate-limit.ts';
import type { ChatHub } from './chat-hub.ts';
import { CHAT_ROLES } from './chat.routes.ts';
import type { ChatService, Viewer } from './chat.service.ts';

/** Frames a socket may send per 10 s before it is closed (typing and marks included). */
const MAX_FRAMES_PER_10S = 100;
const FLOOD_WINDOW_MS = 10_000;
/** Messages per person per minute, over every socket and instance (the HTTP send has its own, equal limit). */
const MAX_SENDS_PER_MINUTE = 60;
/** Typing frames of one socket fan out at most this often per conversation. */
const TYPING_EVERY_MS = 1500;
/** Policy violation (RFC 6455): the socket flooded. */
const CLOSE_FLOODING = 1008;

const invalid = new AppError('CHAT_FRAME_INVALID');
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The live chat socket. The handshake carries the session cookie: signed out is refused with 401 before the
 * upgrade, a role outside the chat with 403 (the origin check already refused other sites). Each frame is parsed
 * by the shared schema; garbage gets an error frame and the socket stays usable.
 */
export const chatSocketRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  hub: ChatHub;
  counters: CounterStore;
}> = async (app, { chat, hub, counters }) => {
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  const handshakeLimit = limit(app, 'chat-socket', { max: 30, minutes: 1, key: (r) => `u:${r.user?.id ?? r.ip}` });

  app.get(
    '/api/chat/socket',
    {
      websocket: true,
      config: { roles: CHAT_ROLES },
      preHandler: [
        handshakeLimit,
        async (request) => {
          viewers.set(request, await chat.viewerOf(requireUser(request)));
        },
      ],
      schema: { tags: ['chat'], summary: 'The live chat socket (JSON frames, see packages/shared/src/chat)' },
    },
    (socket, request) => {
      const viewer = viewers.get(request)!;
      const leave = hub.add(socket, viewer.audience);
      let windowStart = Date.now();
      let frames = 0;
      const typedAt = new Map<number, number>();
      const reply = (frame: ChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const fail = (error: unknown, clientId?: string) => {
        if (!(error instanceof AppError) || error.statusCode >= 500)
          request.log.error({ err: error }, 'chat frame failed');
        const known = error instanceof AppError && error.statusCode < 500 ? error : new AppError('INTERNAL');
        reply({ type: 'error', code: known.code, message: known.message, ...(clientId ? { clientId } : {}) });
      };

      async function handle(json: unknown) {
        const parsed = chatClientFrameSchema.safeParse(json);
        if (!parsed.success) throw invalid;
        const frame = parsed.data;
        switch (frame.type) {
          case 'ping':
            return reply({ type: 'pong' });
          case 'send': {
            const { count, ttlMs } = await counters.hit(`chat-send:u:${viewer.userId}`, 60_000);
            if (count > MAX_SENDS_PER_MINUTE) throw tooManyAttempts(ttlMs / 1000);
            const body = { clientId: frame.clientId, body: frame.body, attachmentId: frame.attachmentId };
            // The sender's own sockets get the stored message through the fan-out, like the other side.
            await chat.send(viewer, frame.conversationId, body);
            return;
          }
          case 'typing': {
            const at = Date.now();
            if (at - (typedAt.get(frame.conversationId) ?? 0) < TYPING_EVERY_MS) return;
            typedAt.set(frame.conversationId, at);
            return chat.typing(viewer, frame.conversationId);
          }
          case 'delivered':
          case 'read':
            return chat.mark(viewer, frame.conversationId, frame.type, frame.upToId);
          case 'catch-up': {
            const { messages, more } = await chat.catchUp(viewer, frame.afterId);
            return reply({ type: 'catch-up', messages, more });
          }
        }
      }

      socket.on('message', (data: Buffer, isBinary: boolean) => {
        const at = Date.now();
        if (at - windowStart > FLOOD_WINDOW_MS) {
          windowStart = at;
          frames = 0;
        }
        frames += 1;
        if (frames > MAX_FRAMES_PER_10S) {
          socket.close(CLOSE_FLOODING, 'too many messages');
          return;
        }
        // Garbage (binary, not JSON, not a frame) gets an error frame; the socket stays usable.
        let json: unknown;
        try {
          if (isBinary) throw invalid;
          json = JSON.parse(data.toString('utf8'));
        } catch {
          fail(invalid);
          return;
        }
        const clientId = (json as { clientId?: unknown } | null)?.clientId;
        handle(json).catch((error: unknown) =>
          fail(error, typeof clientId === 'string' && CLIENT_ID.test(clientId) ? clientId : undefined),
        );
      });
      socket.on('close', leave);
      reply({ type: 'ready' });
    },
  );
};

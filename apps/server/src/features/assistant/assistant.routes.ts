import {
  ASSISTANT_LIMITS,
  askAssistantRequestSchema,
  assistantConversationListSchema,
  assistantConversationParamsSchema,
  assistantConversationSchema,
  assistantReplySchema,
} from '@aushadh/shared/assistant/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limit } from '../../lib/rate-limit.ts';
import type { ConversationOwner } from './assistant.repository.ts';
import type { AssistantService } from './assistant.service.ts';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export interface AssistantRoutesOptions {
  assistant: AssistantService;
  guestIdOf: (request: FastifyRequest) => string | null;
  issueGuestId: (request: FastifyRequest, reply: FastifyReply) => string;
}

/** The /ai-healthcare assistant's API: ask, list, read and delete conversations. Customers and guests alike. */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (
  app,
  { assistant, guestIdOf, issueGuestId },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const ownerOf = (request: FastifyRequest): ConversationOwner | null => {
    if (request.user) return { userId: request.user.id };
    const guestId = guestIdOf(request);
    return guestId ? { guestId } : null;
  };

  // A person asks a few questions a minute; a script is stopped before it fills the database.
  const askLimits = [
    limit(app, 'assistant-ask', {
      max: ASSISTANT_LIMITS.repliesPerMinute,
      minutes: 1,
      key: (r) => (r.user ? `u:${r.user.id}` : `g:${guestIdOf(r) ?? r.ip}`),
    }),
    limit(app, 'assistant-ask-address', { max: 120, minutes: 1 }),
  ];

  app.post(
    '/api/assistant/messages',
    {
      preHandler: askLimits,
      schema: {
        tags: ['assistant'],
        summary: 'Ask the health assistant: triage first (red flags → 112/108), then answers from the knowledge base',
        body: askAssistantRequestSchema,
        response: { 201: assistantReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      // A guest without a cookie yet gets one: it is how they find the conversation again.
      const owner = ownerOf(request) ?? { guestId: issueGuestId(request, reply) };
      const answer = await assistant.ask(owner, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/assistant/conversations',
    {
      schema: {
        tags: ['assistant'],
        summary: "The caller's conversations, latest first (signed in: the account's; a guest: this browser's)",
        response: { 200: assistantConversationListSchema, ...errors },
      },
    },
    async (request) => assistant.list(ownerOf(request)),
  );

  app.get(
    '/api/assistant/conversations/:id',
    {
      schema: {
        tags: ['assistant'],
        summary: 'One of my conversations with its messages (anyone else: 404)',
        params: assistantConversationParamsSchema,
        response: { 200: assistantConversationSchema, ...errors },
      },
    },
    async (request) => assistant.get(ownerOf(request), request.params.id),
  );

  app.delete(
    '/api/assistant/conversations/:id',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Delete one of my conversations and its messages (anyone else: 404)',
        params: assistantConversationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await assistant.remove(ownerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/assistant/conversations',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Delete all my conversations',
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
    },
    async (request) => assistant.removeAll(ownerOf(request)),
  );
};

import fastifyMultipart from '@fastify/multipart';
import {
  CHAT,
  chatAttachmentParamsSchema,
  chatAttachmentSchema,
  chatContactsSchema,
  chatConversationListSchema,
  chatConversationSchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatIdParamsSchema,
  chatMessageSchema,
  chatReadSchema,
  chatUnreadSchema,
  sendChatMessageSchema,
  startChatSchema,
} from '@aushadh/shared/chat/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { ChatService } from './chat.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
};

/** Who takes part in the chat: customers, the registered pharmacists (role pharmacy, DESIGN §3a), doctors. */
export const CHAT_ROLES = ['customer', 'pharmacy', 'doctor'] as const;

const byUser = (request: FastifyRequest) => `u:${request.user?.id ?? request.ip}`;

/** The chat over HTTP: inbox, history, start, take, marks, attachments; sending works here too (no socket). */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  // Only here: the attachment upload is the chat's one multipart body.
  await app.register(fastifyMultipart, {
    limits: { fileSize: CHAT.maxAttachmentBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
  const viewer = (request: FastifyRequest) => chat.viewerOf(requireUser(request));
  const config = { roles: CHAT_ROLES };

  // A person types a few messages a minute; a script is stopped long before it floods the other side.
  const sendLimit = limit(app, 'chat-send', { max: 60, minutes: 1, key: byUser });
  const uploadLimit = limit(app, 'chat-upload', { max: 20, minutes: 10, key: byUser });
  const startLimit = limit(app, 'chat-start', { max: 20, minutes: 10, key: byUser });

  app.get(
    '/api/chat/conversations',
    {
      config,
      schema: {
        tags: ['chat'],
        summary:
          "The caller's conversations: a customer's own, the pharmacist queue and taken ones, a doctor's patients'",
        response: { 200: chatConversationListSchema, ...errors },
      },
    },
    async (request) => chat.list(await viewer(request)),
  );

  app.post(
    '/api/chat/conversations',
    {
      config: { roles: ['customer'] },
      preHandler: startLimit,
      schema: {
        tags: ['chat'],
        summary: 'Start (or reopen) a conversation with the pharmacist desk or a doctor the customer consulted',
        body: startChatSchema,
        response: { 200: chatConversationSchema, 201: chatConversationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await chat.start(await viewer(request), request.body);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/api/chat/contacts',
    {
      config: { roles: ['customer'] },
      schema: {
        tags: ['chat'],
        summary: 'The doctors the customer may write to (consulted)',
        response: { 200: chatContactsSchema, ...errors },
      },
    },
    async (request) => chat.contacts(await viewer(request)),
  );

  app.get(
    '/api/chat/unread',
    {
      config,
      schema: {
        tags: ['chat'],
        summary: 'Unread messages across the caller’s conversations (the header badge)',
        response: { 200: chatUnreadSchema, ...errors },
      },
    },
    async (request) => ({ count: await chat.unread(await viewer(request)) }),
  );

  app.get(
    '/api/chat/conversations/:id',
    {
      config,
      schema: {
        tags: ['chat'],
        summary: 'A conversation and a page of its messages (the two sides only)',
        params: chatIdParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistorySchema, ...errors },
      },
    },
    async (request) => chat.history(await viewer(request), request.params.id, request.query.before),
  );

  app.post(
    '/api/chat/conversations/:id/messages',
    {
      config,
      preHandler: sendLimit,
      schema: {
        tags: ['chat'],
        summary: 'Send a message (the socket does the same; a resend with the same clientId is stored once)',
        params: chatIdParamsSchema,
        body: sendChatMessageSchema,
        response: { 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await chat.send(await viewer(request), request.params.id, request.body)),
  );

  app.post(
    '/api/chat/conversations/:id/read',
    {
      config,
      schema: {
        tags: ['chat'],
        summary: 'Mark the conversation read up to a message id',
        params: chatIdParamsSchema,
        body: chatReadSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await chat.mark(await viewer(request), request.params.id, 'read', request.body.upToId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/chat/conversations/:id/take',
    {
      config: { roles: ['pharmacy'] },
      schema: {
        tags: ['chat'],
        summary: 'A pharmacist takes a queued conversation (409 when another pharmacist has it)',
        params: chatIdParamsSchema,
        response: { 200: chatConversationSchema, ...errors },
      },
    },
    async (request) => chat.take(await viewer(request), request.params.id),
  );

  app.post(
    '/api/chat/conversations/:id/release',
    {
      config: { roles: ['pharmacy'] },
      schema: {
        tags: ['chat'],
        summary: 'The pharmacist who took a conversation hands it back to the desk queue (404 when it is not theirs)',
        params: chatIdParamsSchema,
        response: { 200: chatConversationSchema, ...errors },
      },
    },
    async (request) => chat.release(await viewer(request), request.params.id),
  );

  app.post(
    '/api/chat/conversations/:id/attachments',
    {
      config,
      preHandler: uploadLimit,
      schema: {
        tags: ['chat'],
        summary: `Attach a file (multipart field "${CHAT.attachmentField}": JPG, PNG or PDF up to 5 MB); send it in a message`,
        consumes: ['multipart/form-data'],
        params: chatIdParamsSchema,
        response: { 201: chatAttachmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await viewer(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      let file: { name: string; bytes: Buffer } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file' || part.fieldname !== CHAT.attachmentField || file) {
            throw new AppError('CHAT_ATTACHMENT_INVALID', { name: 'file' });
          }
          const chunks: Buffer[] = [];
          for await (const chunk of part.file) chunks.push(chunk as Buffer);
          if (part.file.truncated) throw new AppError('CHAT_ATTACHMENT_INVALID', { name: part.filename || 'file' });
          file = { name: part.filename, bytes: Buffer.concat(chunks) };
        }
      } catch (error) {
        // Broken or hostile multipart (a part cut short, extra parts): nothing to store.
        throw error instanceof AppError
          ? error
          : new AppError('CHAT_ATTACHMENT_INVALID', { name: 'file' }, { cause: error });
      }
      if (!file) throw new AppError('CHAT_ATTACHMENT_INVALID', { name: 'file' });
      return reply.code(201).send(await chat.upload(who, request.params.id, file.name, file.bytes));
    },
  );

  app.get(
    '/api/chat/attachments/:id',
    {
      config,
      schema: {
        tags: ['chat'],
        summary: 'An attached file, to the two sides of its conversation only',
        params: chatAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await chat.attachment(await viewer(request), request.params.id);
      reply
        .header('content-type', file.mediaType)
        .header('content-length', String(file.byteSize))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="chat-attachment-${file.id}.${file.mediaType.split('/')[1]}"`);
      // A PDF opened on its own runs in an opaque origin: no script, no forms, no reaching this site's cookies.
      if (file.mediaType === 'application/pdf') reply.header('content-security-policy', 'sandbox');
      return reply.send(file.content);
    },
  );
};

import { type AppErrorCode, type ErrorResponse } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { postgresError } from './db-errors.ts';

const CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * PostgreSQL's "this text cannot be stored" errors (22P05 untranslatable character, 22021 invalid byte
 * sequence, e.g. a NUL). Schemas refuse such text first; this is the net for any field that slips through.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22P05', '22021']);
export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that cannot be stored. Remove control characters and try again.';

/**
 * The one error model (DESIGN §3): validation → 400 {code, message, issues}; AppError → its status;
 * other client errors keep Fastify's safe message; anything else is a 500 whose details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [v.instancePath.split('/').filter(Boolean)].flat(),
        message: v.message ?? 'Invalid value',
      }));
      const where = error.validationContext ?? 'request';
      const first = issues[0];
      const body: ErrorResponse = {
        code: 'VALIDATION_FAILED',
        message: first
          ? `Invalid ${where}${first.path.length ? ` (${first.path.join('.')})` : ''}: ${first.message}`
          : `Invalid ${where}`,
        issues,
      };
      return reply.code(400).send(body);
    }
    if (error instanceof AppError) {
      const body: ErrorResponse = { code: error.code, message: error.message };
      if (error.field) body.issues = [{ path: [error.field], message: error.message }];
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ code: 'INTERNAL', message: INTERNAL_MESSAGE });
    }
    const dbCode = postgresError(error)?.code;
    if (dbCode && UNSTORABLE_TEXT_CODES.has(dbCode)) {
      // Not the error itself: Drizzle's message and `params` carry the SQL and what the client sent.
      request.log.warn({ dbCode, route: request.routeOptions.url }, 'database refused a character in the request');
      return reply.code(400).send({ code: 'BAD_REQUEST', message: UNSTORABLE_TEXT_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      return reply.code(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    const code: AppErrorCode = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ code, message: INTERNAL_MESSAGE });
  });
}

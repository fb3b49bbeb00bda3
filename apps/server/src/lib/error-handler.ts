import {
  ERROR_FORMAT_CODES,
  ERROR_FORMAT_HEADER,
  type AppErrorCode,
  type ErrorResponse,
} from '@aushadh/shared/errors/app-error-codes.ts';
import { errorDefinition, renderError, type ErrorCode } from '@aushadh/shared/errors/error-catalog.ts';
import { readMessageToken } from '@aushadh/shared/errors/message-token.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * PostgreSQL's "this text cannot be stored" errors (22P05 untranslatable character, 22021 invalid byte
 * sequence, e.g. a NUL). Schemas refuse such text first; this is the net for any field that slips through.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22P05', '22021']);
/** deadlock_detected, serialization_failure: the transaction was rolled back whole and may simply be retried. */
const CONTENTION_CODES = new Set(['40P01', '40001']);
export const UNSTORABLE_TEXT_MESSAGE = renderError('UNSTORABLE_TEXT');

/** Whether the client shows errors from their codes (it sent `error-format: codes`), so wants code and params. */
const wantsCodes = (request: FastifyRequest) => request.headers[ERROR_FORMAT_HEADER] === ERROR_FORMAT_CODES;

/** The reply varies with that header: a cache must not hand one format to a client that asked for the other. */
function varyOnErrorFormat(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${ERROR_FORMAT_HEADER}` : ERROR_FORMAT_HEADER);
}

/** A catalog error without params, in the client's format. */
function catalogBody(code: ErrorCode, codes: boolean): ErrorResponse {
  const generic = errorDefinition(code).generic;
  return codes ? { code, message: renderError(code), params: {} } : { code: generic, message: renderError(code) };
}

/**
 * The one error model (DESIGN §3): validation → 400 {code, message, issues}; AppError → its status;
 * other client errors keep Fastify's safe message; anything else is a 500 whose details stay in the log.
 * A client that sent `error-format: codes` gets the specific code and its params too (see app-error-codes.ts).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const codes = wantsCodes(request);
    varyOnErrorFormat(reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        // The shared schemas' messages are catalog tokens: English here, code and params for the web.
        const token = readMessageToken(v.message);
        return {
          path: [v.instancePath.split('/').filter(Boolean)].flat(),
          message: token ? renderError(token.code, token.params) : (v.message ?? 'Invalid value'),
          ...(codes && token ? { code: token.code, params: token.params } : {}),
        };
      });
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
      const fromCatalog = codes && error.params !== null;
      const body: ErrorResponse = fromCatalog
        ? { code: error.code, message: error.message, params: { ...error.params } }
        : { code: error.genericCode, message: error.message };
      if (error.field) {
        body.issues = [
          {
            path: [error.field],
            message: error.message,
            ...(fromCatalog ? { code: error.code, params: { ...error.params } } : {}),
          },
        ];
      }
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(catalogBody('INTERNAL', codes));
    }
    const dbCode = postgresError(error)?.code;
    if (dbCode && UNSTORABLE_TEXT_CODES.has(dbCode)) {
      // Not the error itself: Drizzle's message and `params` carry the SQL and what the client sent.
      request.log.warn({ dbCode, route: request.routeOptions.url }, 'database refused a character in the request');
      return reply.code(400).send(catalogBody('UNSTORABLE_TEXT', codes));
    }
    if (dbCode && CONTENTION_CODES.has(dbCode)) {
      // Two transactions crossed (a deadlock the database broke, or a serialization failure): nothing was
      // written; asking again succeeds. A bug in lock order is still logged to be fixed.
      request.log.warn({ dbCode, route: request.routeOptions.url }, 'transaction aborted by the database: contention');
      return reply.code(503).header('retry-after', '1').send(catalogBody('UNAVAILABLE', codes));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      // Fastify's own sentence (bad JSON, wrong content type…) for API clients; the catalog's for the web.
      const translatable = codes && !errorDefinition(code).params;
      return reply.code(status).send(translatable ? catalogBody(code, true) : { code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    const code: AppErrorCode = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return reply.code(status >= 500 && status < 600 ? status : 500).send(catalogBody(code, codes));
  });
}

import {
  ERROR_FORMAT_CODES,
  ERROR_FORMAT_HEADER,
  type ErrorIssue,
  type ErrorResponse,
} from '@aushadh/shared/errors/app-error-codes.ts';
import { isErrorCode, type ErrorCode } from '@aushadh/shared/errors/error-code-list.ts';
import type { z } from 'zod';

/** The JSON error model as the web reads it: a code this build does not know yet still brings its message. */
export type ApiErrorBody = Omit<ErrorResponse, 'code' | 'issues'> & {
  code: string;
  issues?: (Omit<ErrorIssue, 'code'> & { code?: string })[];
};

/**
 * A non-success reply (SPEC §8): the message is "<status>: <body text or status text>".
 * `body` is the server's JSON error model, parsed once; `code` its code when this build knows it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly body: ApiErrorBody | undefined;
  readonly statusText: string;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
    this.code = isErrorCode(this.body?.code) ? this.body.code : undefined;
  }

  /** A server-rendered page sends its failed queries along as JSON; `reviveApiError` makes them errors again. */
  toJSON() {
    return { name: this.name, status: this.status, statusText: this.statusText, bodyText: this.bodyText };
  }
}

/** The ApiError a `toJSON()` came from (anything else unchanged), so `isApiError` holds after hydration too. */
export function reviveApiError(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { name, status, statusText, bodyText } = value as Record<string, unknown>;
  if (name !== 'ApiError' || typeof status !== 'number') return value;
  return new ApiError(status, String(statusText ?? ''), String(bodyText ?? ''));
}

/**
 * Checked by hand, not with zod: zod stays out of the first page's JavaScript (docs/perf.md). Only the shape
 * the web reads is checked; anything else is not the error model and counts as no body.
 */
function parseErrorBody(bodyText: string): ApiErrorBody | undefined {
  if (!bodyText) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.code !== 'string' || typeof value.message !== 'string') return undefined;
  if (value.params !== undefined && !isRecord(value.params)) return undefined;
  if (value.issues !== undefined && !(Array.isArray(value.issues) && value.issues.every(isErrorIssue))) {
    return undefined;
  }
  return value as ApiErrorBody;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorIssue(value: unknown): boolean {
  return (
    isRecord(value) &&
    Array.isArray(value.path) &&
    value.path.every((part) => typeof part === 'string' || typeof part === 'number') &&
    typeof value.message === 'string' &&
    (value.code === undefined || typeof value.code === 'string') &&
    (value.params === undefined || isRecord(value.params))
  );
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData goes as multipart. No body, no content type (SPEC §7). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** How a call reaches the server: the browser's `fetch`, or, while the server renders a page, in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let resolveTransport: () => ApiTransport | undefined = () => undefined;

/**
 * Set once by the server renderer (entry-server.tsx): it answers with the transport of the request being
 * rendered (kept per request, never in this module), so the same fetchers serve the server's route loaders.
 */
export function setApiTransportResolver(resolve: () => ApiTransport | undefined): void {
  resolveTransport = resolve;
}

/** Sends one call to the product's own server: cookies always, JSON content type only with a body. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, headers } = options;
  // The error format with codes and params: errors are shown from i18n (lib/error-text.ts).
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES, ...headers },
  };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
  }
  const response = await (resolveTransport() ?? fetch)(path, init);
  if (!response.ok) {
    const bodyText = method === 'HEAD' ? '' : await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, bodyText);
  }
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A reply's shared zod schema, or `false`. Fetchers pass `import.meta.env.DEV && schema`: development and
 * tests check every reply; a production build folds that to `false`, so neither the schema nor zod reach the
 * browser's bundle (the server validated the reply already; the type still comes from the schema).
 */
export type ReplySchema<Schema extends z.ZodType> = Schema | false;

/** Calls the server and reads the JSON reply, checked against its shared zod schema in development and tests. */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: ReplySchema<Schema>,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema>> {
  const response = await apiRequest(path, options);
  const reply = await readJson(response);
  return schema ? schema.parse(reply) : (reply as z.output<Schema>);
}

/** Like apiFetch, but a 401 means "no data" and yields null (SPEC §7, the user call). */
export async function apiFetchOrNull<Schema extends z.ZodType>(
  path: string,
  schema: ReplySchema<Schema>,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema> | null> {
  try {
    return await apiFetch(path, schema, options);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

import {
  ERROR_FORMAT_CODES,
  ERROR_FORMAT_HEADER,
  errorIssueSchema,
  errorResponseSchema,
} from '@aushadh/shared/errors/app-error-codes.ts';
import { isErrorCode, type ErrorCode } from '@aushadh/shared/errors/error-catalog.ts';
import { z } from 'zod';

/** The JSON error model as the web reads it: a code this build does not know yet still brings its message. */
const errorBodySchema = errorResponseSchema.extend({
  code: z.string(),
  issues: z.array(errorIssueSchema.extend({ code: z.string().optional() })).optional(),
});
export type ApiErrorBody = z.infer<typeof errorBodySchema>;

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

function parseErrorBody(bodyText: string): ApiErrorBody | undefined {
  if (!bodyText) return undefined;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
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

/** Calls the server and parses the JSON reply with a shared zod schema. */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema>> {
  const response = await apiRequest(path, options);
  return schema.parse(await readJson(response));
}

/** Like apiFetch, but a 401 means "no data" and yields null (SPEC §7, the user call). */
export async function apiFetchOrNull<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema> | null> {
  try {
    return await apiFetch(path, schema, options);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { AppErrorCode } from '@aushadh/shared/errors/app-error-codes.ts';
import type { z } from 'zod';

/**
 * A non-success reply (SPEC §8): the message is "<status>: <body text or status text>".
 * `code` is the shared error code when the body is the server's JSON error model.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: AppErrorCode | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = parseErrorCode(bodyText);
  }
}

function parseErrorCode(bodyText: string): AppErrorCode | undefined {
  if (!bodyText) return undefined;
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data.code : undefined;
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

/** Sends one call to the product's own server: cookies always, JSON content type only with a body. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, headers } = options;
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json', ...headers } };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
  }
  const response = await fetch(path, init);
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

import { successMessageSchema, userSchema } from '@aushadh/shared/auth/schemas.ts';
import type { SuccessMessage, User } from '@aushadh/shared/auth/schemas.ts';
import { staffOverviewSchema } from '@aushadh/shared/auth/staff-schemas.ts';
import type { StaffOverview } from '@aushadh/shared/auth/staff-schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { ErrorResponse } from '@aushadh/shared/errors/app-error-codes.ts';
import { vi } from 'vitest';

/** Fixtures parsed by the shared schemas, so they can never drift from the contract. */
export function makeUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id: 7,
    username: 'priya.sharma',
    name: 'Priya Sharma',
    email: 'priya@example.in',
    role: 'customer',
    mobile: null,
    ...overrides,
  });
}

export function makeSuccess(message: string, success = true): SuccessMessage {
  return successMessageSchema.parse({ success, message });
}

export function makeError(code: ErrorResponse['code'], message: string): ErrorResponse {
  return errorResponseSchema.parse({ code, message });
}

export function makeStaffOverview(overrides: Partial<StaffOverview> = {}): StaffOverview {
  return staffOverviewSchema.parse({
    area: 'admin',
    user: { id: 1, name: 'Asha Admin', username: 'demo.admin', role: 'admin' },
    sections: [
      { key: 'users', path: '/admin/users' },
      { key: 'products', path: '/admin/products' },
    ],
    ...overrides,
  });
}

export interface MockReply {
  status?: number;
  body: unknown;
}

/** One recorded call: method, path and the parsed JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fetch stub keyed by "METHOD /path". A value is a reply, or a list of replies used in turn (the last
 * one repeats). Unknown routes answer the server's JSON 404.
 */
export function mockApi(routes: Record<string, MockReply | MockReply[]>) {
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const entry = routes[key];
    let reply: MockReply | undefined;
    if (Array.isArray(entry)) {
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      reply = entry[Math.min(index, entry.length - 1)];
    } else {
      reply = entry;
    }
    if (!reply) reply = { status: 404, body: makeError('NOT_FOUND', 'Not found') };
    const status = reply.status ?? 200;
    return new Response(JSON.stringify(reply.body), {
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

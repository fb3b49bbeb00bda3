import type { ChatServerFrame } from '@aushadh/shared/chat/schemas.ts';
import type { InjectOptions } from 'fastify';
import { register } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';

/** Test helpers of the chat (imported by its tests only). */

type WebSocket = Awaited<ReturnType<TestApp['app']['injectWS']>>;

export interface Person {
  id: number;
  name: string;
  cookie: string;
}

export async function person(t: TestApp, role: 'customer' | 'pharmacy' | 'doctor' | 'chemist', name: string) {
  const { user, session } = await register(t, { role, name });
  return { id: user.id, name, cookie: `aushadh_session=${session}` } satisfies Person;
}

export const call = (t: TestApp, who: Person | null, options: InjectOptions) =>
  t.app.inject({
    ...options,
    headers: { ...(who ? { cookie: who.cookie } : {}), 'error-format': 'codes', ...options.headers },
  });

let clientCounter = 0;
export const clientId = () => `test-${Date.now().toString(36)}-${(clientCounter += 1)}`;

/** Opens the chat socket as this person's browser would (same-site Origin, session cookie). */
export function openSocket(t: TestApp, who: Person | null): Promise<WebSocket> {
  return t.app.injectWS('/api/chat/socket', {
    headers: { origin: 'http://localhost:3000', host: 'localhost:3000', ...(who ? { cookie: who.cookie } : {}) },
  });
}

/** Frames as they arrive, so a test can wait for the next one matching a check. */
export function frames(socket: WebSocket) {
  const all: ChatServerFrame[] = [];
  const waiting: { check: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(String(data)) as ChatServerFrame;
    all.push(frame);
    const i = waiting.findIndex((w) => w.check(frame));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(frame);
  });
  return {
    all,
    /** The first frame (already received or still to come) that passes `check`. */
    next<T extends ChatServerFrame['type']>(
      type: T,
      check: (f: Extract<ChatServerFrame, { type: T }>) => boolean = () => true,
      ms = 3000,
    ): Promise<Extract<ChatServerFrame, { type: T }>> {
      type F = Extract<ChatServerFrame, { type: T }>;
      const test = (f: ChatServerFrame): f is F => f.type === type && check(f as F);
      const found = all.find(test);
      if (found) {
        all.splice(all.indexOf(found), 1);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${ms} ms`)), ms);
        waiting.push({
          check: test,
          resolve: (f) => {
            clearTimeout(timer);
            all.splice(all.indexOf(f), 1);
            resolve(f as F);
          },
        });
      });
    },
    /** Nothing matching arrives within `ms`. */
    async none(check: (f: ChatServerFrame) => boolean, ms = 300): Promise<boolean> {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return !all.some(check);
    },
  };
}

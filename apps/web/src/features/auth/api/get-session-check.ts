import { sessionCheckSchema } from '@aushadh/shared/auth/schemas.ts';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type SessionCheck = z.infer<typeof sessionCheckSchema>;

/** GET /api/session-check: whether the cookie names a valid session (verified 1 s after sign-in, SPEC §4). */
export function getSessionCheck(signal?: AbortSignal): Promise<SessionCheck> {
  return apiFetch('/api/session-check', import.meta.env.DEV && sessionCheckSchema, signal ? { signal } : {});
}

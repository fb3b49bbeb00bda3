import { z } from 'zod';
import { ApiError } from './api-client.ts';

const messageBodySchema = z.object({ message: z.string().min(1) });

/**
 * The server's own message from a failed call (SPEC §8: "server message else fallback"). The api client's
 * error reads "<status>: <body>"; the body is the JSON error model `{ code, message }`.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.message.slice(error.message.indexOf(': ') + 2);
  try {
    const parsed = messageBodySchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

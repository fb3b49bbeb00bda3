import { z } from 'zod';

/** The events outbox's backlog, for the admin area (GET /api/admin/events/backlog). */
export const eventBacklogSchema = z.object({
  subscribers: z.array(
    z.object({
      subscriber: z.string(),
      /** Due now or waiting for a retry. */
      pending: z.number().int(),
      /** Gave up after the last attempt; stays here until someone re-drives or removes it. */
      dead: z.number().int(),
      /** Delayed on purpose (reminders, expiring holds), not due yet. */
      scheduled: z.number().int(),
      /** How long ago the oldest pending event occurred; null when nothing is pending. */
      oldestPendingSeconds: z.number().int().nullable(),
    }),
  ),
  recentDead: z.array(
    z.object({
      eventId: z.number().int(),
      type: z.string(),
      subscriber: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      /** ISO 8601. */
      occurredAt: z.string(),
    }),
  ),
});
export type EventBacklog = z.infer<typeof eventBacklogSchema>;

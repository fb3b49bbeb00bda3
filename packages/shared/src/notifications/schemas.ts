import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { minuteOf, isTimeZone } from '../medication/schedule.ts';

/* Contracts of notifications (issue 19): push subscriptions (SPEC §3 notification token), the inbox, preferences. */

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const notificationIdParamsSchema = z.object({ id });

const tokenMessage = messageToken('NOTIFICATION_TOKEN_INVALID');
/** A push service's URL: https, printable ASCII only (endpoints are; a control character never reaches the database). */
const endpointSchema = z
  .string()
  .max(1000, tokenMessage)
  .regex(/^https:\/\/[\x21-\x7e]+$/, tokenMessage)
  .pipe(z.url({ protocol: /^https$/, error: tokenMessage }));

/** A browser's PushSubscription as `toJSON()` gives it: an https endpoint and the two keys of aes128gcm. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // base64url of an uncompressed P-256 point (65 bytes) and of 16 random bytes.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, tokenMessage),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, tokenMessage),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/notification-tokens (SPEC §7: token, userId). The token is the browser's push subscription, as
 * JSON text; the user id must be the signed-in user's.
 */
export const notificationTokenSchema = z.object({
  token: z
    .string()
    .max(2000, tokenMessage)
    .transform((text, ctx) => {
      try {
        const parsed = pushSubscriptionSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // fall through
      }
      ctx.addIssue({ code: 'custom', message: tokenMessage });
      return z.NEVER;
    }),
  userId: z.number().int().positive(),
});
export type NotificationTokenInput = z.input<typeof notificationTokenSchema>;

export const removeNotificationTokenSchema = z.object({ endpoint: endpointSchema });

/** What a notification is about; the web words each kind from its namespace with the params. */
export const NOTIFICATION_KINDS = [
  'dose-due',
  'refill-due',
  'order-placed',
  'order-status',
  'prescription-reviewed',
  'appointment-booked',
  'appointment-status',
  'lab-booking-status',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const inboxSchema = z.object({ items: z.array(notificationSchema), unread: z.number().int() });
export type Inbox = z.infer<typeof inboxSchema>;

/** What a push message carries to the service worker (and the page, when it is open). */
export const pushPayloadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The page words an open tab's toast from these in the page's language. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Title and body in the account's language (`lang`), for the system notification the worker shows. */
  title: z.string(),
  body: z.string(),
  link: z.string(),
  lang: z.string().max(8).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

const quietTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageToken('MEDICATION_TIME_INVALID'))
  .nullable();

export const notificationPreferencesSchema = z
  .object({
    push: z.boolean(),
    email: z.boolean(),
    /** "22:00" … "07:00": nothing but dose reminders is pushed or mailed then; it waits for the end. */
    quietFrom: quietTime,
    quietUntil: quietTime,
    timeZone: z.string().max(64).refine(isTimeZone, messageToken('TIME_ZONE_INVALID')),
  })
  .refine((p) => (p.quietFrom === null) === (p.quietUntil === null), {
    path: ['quietUntil'],
    message: messageToken('QUIET_HOURS_INCOMPLETE'),
  });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/** Whether a local minute of the day falls in quiet hours that may wrap past midnight (22:00 → 07:00). */
export function inQuietHours(minute: number, quietFrom: string | null, quietUntil: string | null): boolean {
  if (quietFrom === null || quietUntil === null) return false;
  const from = minuteOf(quietFrom);
  const until = minuteOf(quietUntil);
  if (from === until) return false;
  return from < until ? minute >= from && minute < until : minute >= from || minute < until;
}

import type { Agent } from 'node:https';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { addDays, localParts, minuteOf, zonedInstant } from '@aushadh/shared/medication/schedule.ts';
import {
  inQuietHours,
  type AppNotification,
  type Inbox,
  type NotificationKind,
  type NotificationPreferences,
  type PushPayload,
  type PushSubscriptionJson,
} from '@aushadh/shared/notifications/schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { localizedMail } from '../mail/mail.service.ts';
import { notificationText } from './notification-texts.ts';
import type { NotificationsRepository, PreferencesRow } from './notifications.repository.ts';
import { createWebPushSender, generateVapidKeys, type PushSender, type VapidKeys } from './push-sender.ts';

const INBOX_SIZE = 30;
/** A dose reminder is useless a few hours late; an order update keeps for a day. */
const TTL_SECONDS = { 'dose-due': 3 * 3600, other: 24 * 3600 } as const;

export interface NotificationsDeps {
  repository: NotificationsRepository;
  uow: UnitOfWork;
  events: Pick<EventBus, 'publish'>;
  mail: { enqueue(mail: ReturnType<typeof localizedMail>): Promise<unknown> };
  people: Pick<AuthService, 'contactOf'>;
  /** The VAPID subject and the base of links in mails. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  now?: () => Date;
}

export interface Notice {
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string;
  /** What it answers: the same key twice is one notification (a redelivered event, a second instance). */
  dedupeKey: string;
}

/**
 * Kinds whose own feature already mails the person (the order confirmation and status mails, the prescription
 * review): the fallback would be a second mail about the same thing, so these reach the inbox and push only.
 */
const MAILED_BY_THEIR_FEATURE: ReadonlySet<NotificationKind> = new Set([
  'order-placed',
  'order-status',
  'prescription-reviewed',
]);

const DEFAULTS = { push: true, email: true, quietFrom: null, quietUntil: null, timeZone: 'Asia/Kolkata' } as const;
const hhmm = (minute: number | null) =>
  minute === null
    ? null
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function preferencesOf(row: PreferencesRow | null): NotificationPreferences {
  if (!row) return { ...DEFAULTS };
  return {
    push: row.push,
    email: row.email,
    quietFrom: hhmm(row.quietStartMinute),
    quietUntil: hhmm(row.quietEndMinute),
    timeZone: row.timeZone,
  };
}

/** The end of the quiet hours `now` falls in, or null when it does not fall in any. */
export function quietHoursEnd(preferences: NotificationPreferences, now: Date): Date | null {
  const { quietFrom, quietUntil, timeZone } = preferences;
  const local = localParts(now, timeZone);
  if (!inQuietHours(local.minute, quietFrom, quietUntil)) return null;
  // In the evening part of quiet hours that wrap past midnight, they end tomorrow morning.
  const endsTomorrow = local.minute >= minuteOf(quietUntil!);
  return zonedInstant(endsTomorrow ? addDays(local.date, 1) : local.date, quietUntil!, timeZone);
}

/**
 * Notifications (issue 19): the inbox, push subscriptions and the channels. `notify` writes the inbox entry and a
 * `notification.created` event in the caller's transaction (held until quiet hours end, except dose reminders
 * the person timed themselves); `deliver`, its subscriber, pushes to every browser of the person and mails when
 * no browser took it.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { repository, uow, events, log } = deps;
  const now = deps.now ?? (() => new Date());
  let keys: Promise<VapidKeys> | null = null;
  let transport: { agent?: Agent; allowPrivateHosts?: boolean } = {};
  let sender: Promise<PushSender> | null = null;

  /** The deployment's VAPID pair: made by the first instance that needs it, then read by all. */
  function vapidKeys(): Promise<VapidKeys> {
    keys ??= (async () => {
      let row = await repository.vapidKeys();
      if (!row) {
        await repository.saveVapidKeysOnce(generateVapidKeys());
        row = await repository.vapidKeys();
        log.info('VAPID keys created for web push');
      }
      return { publicKey: row!.publicKey, privateKey: row!.privateKey };
    })().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  }

  function pushSender(): Promise<PushSender> {
    sender ??= vapidKeys().then((k) => createWebPushSender({ keys: k, subject: deps.publicUrl, ...transport }));
    return sender;
  }

  async function preferences(userId: number) {
    return preferencesOf(await repository.preferences(userId));
  }

  function view(row: Awaited<ReturnType<NotificationsRepository['inbox']>>[number]): AppNotification {
    return {
      id: row.id,
      kind: row.kind as NotificationKind,
      params: row.params,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    };
  }

  return {
    vapidKeys,
    async publicKey() {
      return { publicKey: (await vapidKeys()).publicKey };
    },
    /**
     * How pushes leave this instance: an agent that trusts a private push relay's certificate, and whether
     * loopback or private addresses may be pushed to (a local fake push service in tests; never in production).
     */
    configurePush(options: { agent?: Agent; allowPrivateHosts?: boolean }) {
      transport = options;
      sender = null;
    },

    /** SPEC §7 POST /api/notification-tokens: the browser's subscription, for the signed-in user only. */
    async saveToken(user: User, input: { token: PushSubscriptionJson; userId: number }) {
      if (input.userId !== user.id) throw new AppError('NOTIFICATION_TOKEN_NOT_YOURS');
      await repository.saveSubscription(user.id, {
        endpoint: input.token.endpoint,
        p256dh: input.token.keys.p256dh,
        auth: input.token.keys.auth,
      });
    },
    async removeToken(userId: number, endpoint: string) {
      await repository.removeSubscription(endpoint, userId);
    },

    async notify(userId: number, notice: Notice): Promise<number | null> {
      return uow.transaction(async () => {
        const id = await repository.insertNotification({ userId, ...notice });
        if (id === null) return null;
        const held = notice.kind === 'dose-due' ? null : quietHoursEnd(await preferences(userId), now());
        await events.publish('notification.created', { notificationId: id, userId }, held ? { notBefore: held } : {});
        return id;
      });
    },

    /** The subscriber of notification.created: push to each browser, mail when none took it. At most once. */
    async deliver(notificationId: number) {
      const row = await repository.findNotification(notificationId);
      if (!row || row.readAt) return;
      if (!(await repository.claimDelivery(notificationId))) return;
      const [prefs, contact] = await Promise.all([preferences(row.userId), deps.people.contactOf(row.userId)]);
      const kind = row.kind as NotificationKind;
      // In the person's language (users.language), as their inbox words it; English for an account gone since.
      const text = notificationText(kind, row.params, contact?.language);
      let pushed = 0;
      if (prefs.push) {
        const targets = await repository.subscriptionsOf(row.userId);
        const payload: PushPayload = {
          id: row.id,
          kind,
          params: row.params,
          title: text.title,
          body: text.body,
          link: row.link,
          lang: text.language,
        };
        const push = targets.length > 0 ? await pushSender() : null;
        const sent: number[] = [];
        for (const target of targets) {
          try {
            const outcome = await push!.send(target, JSON.stringify(payload), {
              ttlSeconds: kind === 'dose-due' ? TTL_SECONDS['dose-due'] : TTL_SECONDS.other,
              urgency: kind === 'dose-due' ? 'high' : 'normal',
            });
            if (outcome === 'gone') await repository.removeSubscription(target.endpoint);
            else sent.push(target.id);
          } catch (error) {
            // One browser's push service failing does not stop the others, nor send twice to those that took it.
            log.warn({ err: error, notificationId, subscription: target.id }, 'web push failed');
          }
        }
        await repository.markSent(sent);
        pushed = sent.length;
      }
      if (pushed === 0 && prefs.email && contact && !MAILED_BY_THEIR_FEATURE.has(kind)) {
        await deps.mail.enqueue(
          // Every sentence in the reader's language: the notice as the inbox words it, the link's own sentence.
          localizedMail(contact.email, text.language, (t) => ({
            subject: text.title,
            name: contact.name,
            paragraphs: [text.body, t('notificationLink', { link: `${deps.publicUrl}${row.link}` })],
          })),
        );
      }
    },

    async inbox(userId: number): Promise<Inbox> {
      const [rows, unread] = await Promise.all([repository.inbox(userId, INBOX_SIZE), repository.unreadCount(userId)]);
      return { items: rows.map(view), unread };
    },
    async markRead(userId: number, id: number) {
      if (!(await repository.markRead(id, userId))) throw new AppError('NOTIFICATION_NOT_FOUND');
    },
    markAllRead: (userId: number) => repository.markAllRead(userId),

    preferences,
    async savePreferences(userId: number, input: NotificationPreferences) {
      await repository.savePreferences({
        userId,
        push: input.push,
        email: input.email,
        quietStartMinute: input.quietFrom === null ? null : minuteOf(input.quietFrom),
        quietEndMinute: input.quietUntil === null ? null : minuteOf(input.quietUntil),
        timeZone: input.timeZone,
      });
      return preferences(userId);
    },

    personalData: {
      name: 'notifications',
      export: async ({ userId }: { userId: number }) => ({ notifications: await repository.exportUser(userId) }),
      erase: async ({ userId }: { userId: number }) => repository.eraseUser(userId),
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

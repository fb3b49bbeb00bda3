import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { PersonalDataContributor } from '../../lib/personal-data.ts';
import type { MailRepository, OutgoingMailWithHeaders } from './mail.repository.ts';

// Mail in the reader's language (other features reach the mail feature only through this module).
export { localizedMail } from './templates/localized-mail.ts';
export { oneTimeCodeMail } from './templates/account-mails.ts';

/** A mail that cannot go out after this many tries is a dead letter (the events backlog lists it). */
const MAX_ATTEMPTS = 5;
/** An SMTP server that stops answering fails the attempt (retried later) instead of holding the dispatcher. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Mail goes through the mail outbox: a row written in the caller's transaction together with a
 * `mail.requested` event, and sent by this feature's subscriber once the event is delivered (after commit,
 * retried with backoff by the event dispatcher). With SMTP_URL it is sent by nodemailer; without it, it
 * stays in the development outbox (readable at /api/dev/outbox) so OTP flows work on a laptop with no
 * mail server.
 */
export function createMailService(options: {
  repository: MailRepository;
  events: EventBus;
  smtpUrl?: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
  /** Production without SMTP_URL: mail is deliberately off (MAIL_DISABLED). */
  disabled?: boolean;
}) {
  const { repository, events } = options;
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : null;
  // A stable Message-ID: a mail sent again after a crash between the SMTP answer and `sent_at` is
  // recognisable as the same message by the receiving side.
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'aushadh.in';

  /** Idempotent: a mail already sent (a redelivered event) or erased meanwhile sends nothing. */
  async function send(mailId: number): Promise<void> {
    const mail = await repository.find(mailId);
    if (!mail || mail.sentAt) return;
    if (!transport) {
      // Never the text or subject: either may hold a one-time code. Development reads them at /dev/outbox.
      options.logger.info(
        { mailId },
        options.disabled ? 'mail disabled (MAIL_DISABLED): not sent' : 'dev outbox: not sent, read it at /dev/outbox',
      );
    } else {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        ...(mail.headers ? { headers: mail.headers } : {}),
        messageId: `<mail-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
      });
    }
    await repository.markSent(mailId);
  }

  events.subscribe({
    name: 'mail',
    events: ['mail.requested'],
    maxAttempts: MAX_ATTEMPTS,
    handle: (event) => send(event.payload.mailId),
  });

  return {
    /**
     * Queues a mail in the current transaction; it is sent after the commit. `tx`: only for callers that
     * still hold a transaction handle outside the unit of work (they call `flush()` after their commit).
     */
    async enqueue(mail: OutgoingMailWithHeaders, tx?: Database): Promise<number> {
      const mailId = await repository.enqueue(mail, tx);
      await events.publish('mail.requested', { mailId }, tx ? { db: tx } : {});
      return mailId;
    },

    /**
     * Delivers what is due now and resolves when that is done: for callers whose reply comes after their
     * mail went out (checkout, cancel). `enqueue` in the unit of work starts the same delivery after its
     * commit without waiting; nothing is lost either way, the poll and retries cover what this misses.
     */
    flush(): Promise<void> {
      return events.dispatch();
    },

    /** Which of these mails have been sent (campaign delivery counts); unknown ids are simply not in it. */
    sentAmong(mailIds: number[]): Promise<number[]> {
      return repository.sentAmong(mailIds);
    },

    recent(limit = 50) {
      return repository.listRecent(limit);
    },

    /** Account deletion: copies of mail to the person (names, orders, codes) leave the outbox too. */
    personalData: {
      name: 'mail',
      erase: ({ email }) => repository.deleteTo(email),
    } satisfies PersonalDataContributor,

    usesSmtp: transport !== null,

    close() {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

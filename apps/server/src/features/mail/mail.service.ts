import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PersonalDataContributor } from '../../lib/personal-data.ts';
import type { MailRepository, OutgoingMail } from './mail.repository.ts';

const MAX_ATTEMPTS = 5;
/** Long enough for an SMTP exchange of 20 mails; a dead sender's claim runs out after it. */
const CLAIM_MS = 120_000;

/**
 * Mail goes through an outbox: queued in the caller's transaction, delivered after commit by `flush()`.
 * With SMTP_URL it is sent by nodemailer; without it, it stays in the development outbox (logged, and
 * readable at /api/dev/outbox) so OTP flows work on a laptop with no mail server.
 */
export function createMailService(options: {
  repository: MailRepository;
  smtpUrl?: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
  /** Production without SMTP_URL: mail is deliberately off (MAIL_DISABLED). */
  disabled?: boolean;
}) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let flushing: Promise<void> | null = null;
  let flushAgain: Promise<void> | null = null;

  /**
   * Delivers everything queued. A call during a run gets one more run after it (shared by every call made
   * meanwhile): the running one may have read the outbox before the caller's mail was committed.
   */
  function flush(): Promise<void> {
    if (!flushing) {
      flushing = deliverPending().finally(() => {
        flushing = null;
      });
      return flushing;
    }
    flushAgain ??= flushing
      .catch(() => undefined)
      .then(() => {
        flushAgain = null;
        return flush();
      });
    return flushAgain;
  }

  async function deliverPending() {
    const pending = await options.repository.claimUnsent(20, MAX_ATTEMPTS, CLAIM_MS);
    for (const mail of pending) {
      if (!transport) {
        // Never the text or subject: either may hold a one-time code. Development reads them at /dev/outbox.
        options.logger.info(
          { mailId: mail.id },
          options.disabled ? 'mail disabled (MAIL_DISABLED): not sent' : 'dev outbox: not sent, read it at /dev/outbox',
        );
        await options.repository.markSent(mail.id);
        continue;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        await options.repository.markSent(mail.id);
      } catch (error) {
        options.logger.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry');
        await options.repository.markFailed(mail.id, error instanceof Error ? error.message : String(error));
      }
    }
  }

  return {
    /** Queue inside the caller's transaction (pass `tx`); call `flush()` after the commit. */
    enqueue(mail: OutgoingMail, tx?: Database) {
      return options.repository.enqueue(mail, tx);
    },

    flush,

    recent(limit = 50) {
      return options.repository.listRecent(limit);
    },

    /** Account deletion: copies of mail to the person (names, orders, codes) leave the outbox too. */
    personalData: {
      name: 'mail',
      erase: ({ email }, tx) => options.repository.deleteTo(email, tx),
    } satisfies PersonalDataContributor,

    usesSmtp: transport !== null,

    close() {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

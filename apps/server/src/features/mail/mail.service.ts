import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailRepository, OutgoingMail } from './mail.repository.ts';

const MAX_ATTEMPTS = 5;

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
}) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let flushing: Promise<void> | null = null;

  async function deliverPending() {
    const pending = await options.repository.listUnsent(20, MAX_ATTEMPTS);
    for (const mail of pending) {
      if (!transport) {
        options.logger.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'dev outbox: mail not sent (no SMTP_URL)',
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

    /** Delivers everything queued; concurrent calls share one run. */
    flush(): Promise<void> {
      flushing ??= deliverPending().finally(() => {
        flushing = null;
      });
      return flushing;
    },

    recent(limit = 50) {
      return options.repository.listRecent(limit);
    },

    usesSmtp: transport !== null,

    close() {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

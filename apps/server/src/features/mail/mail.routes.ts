import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailService } from './mail.service.ts';

const outboxSchema = z.array(
  z.object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.date(),
    sentAt: z.date().nullable(),
  }),
);

/** Development only: the outbox, so a new developer can read OTP mails without a mail server. */
export const mailDevRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mail outbox (not registered in production)',
        response: { 200: outboxSchema },
      },
    },
    async () =>
      (await mail.recent(50)).map(({ id, to, subject, text, createdAt, sentAt }) => ({
        id,
        to,
        subject,
        text,
        createdAt,
        sentAt,
      })),
  );
};

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const mailDevPage: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await mail.recent(50);
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · <time>${m.createdAt.toISOString()}</time></p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Dev outbox · Aushadh</title><style>body{font:15px system-ui;margin:2rem auto;max-width:760px;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style><h1>Development outbox</h1><p>Mail the server would have sent (no SMTP_URL is set). Newest first.</p>${items || '<p>No mail yet.</p>'}</html>`,
      );
  });
};

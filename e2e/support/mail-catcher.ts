/**
 * The e2e mail server: real SMTP on E2E_SMTP_PORT for the app, and a small HTTP reader on
 * E2E_MAIL_HTTP_PORT for the tests (GET /messages?to=…). Started by playwright.config.ts.
 */
import { createServer } from 'node:http';
import { startSmtpInbox } from '../../apps/server/src/test/smtp-inbox.ts';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2526);
const inbox = await startSmtpInbox(smtpPort);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = inbox.received.filter((m) => !to || m.to.includes(to));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(messages));
}).listen(httpPort, '127.0.0.1', () => console.log(`mail catcher: smtp ${smtpPort}, http ${httpPort}`));

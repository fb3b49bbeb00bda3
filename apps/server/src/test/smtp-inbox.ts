import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Enough of RFC 5322 for our own plain-text mails: unfolded Subject, body, quoted-printable decoded. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    body = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { subject: /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '', text: body };
}

/** A real SMTP server in the test process: the app talks SMTP to it; tests read what arrived. */
export async function startSmtpInbox(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  // While held, a mail is neither accepted nor counted: the sender's delivery cannot complete.
  let held: Promise<void> | null = null;
  // A mail is accepted with the server's answer: one whose sender hung up before it (a killed server) was
  // never accepted, and is not delivered when a hold ends (the sender will send it again).
  const hungUp = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      hungUp.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          if (hungUp.has(session.id)) return;
          const { subject, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        };
        if (held) void held.then(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    /** Waits for the next mail to `to` (arrived after `since` mails), up to 5 s. */
    async waitFor(to: string, since = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = received.slice(since).find((m) => m.to.includes(to.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 5 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** Holds every mail from now on until the returned function is called (then they are accepted). */
    hold(): () => void {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    codeIn(mail: ReceivedMail): string {
      const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
      if (!code) throw new Error(`no code in "${mail.subject}"`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

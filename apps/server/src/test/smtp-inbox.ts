import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html: string | null;
  /** Header fields by lower-case name, unfolded (the last of a repeated field). */
  headers: Record<string, string>;
}

function headerFields(raw: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const unfolded = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return fields;
}

/** A body in its transfer encoding (quoted-printable, base64 or plain), decoded to UTF-8 text. */
function decodeBody(body: string, headers: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words (a subject in Hindi or Arabic arrives as =?UTF-8?B?…?=). */
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_n, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

/**
 * Enough of RFC 5322 and MIME for our own mails: unfolded, decoded Subject; the text part (and the HTML part
 * of a multipart/alternative mail), each decoded from its transfer encoding.
 */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '');
  const boundary = /content-type:\s*multipart\/[^;]+;[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { subject, text: decodeBody(body, headers), html: null };
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const cut = part.indexOf('\r\n\r\n');
      const partHeaders = part.slice(0, cut).replace(/\r\n[ \t]+/g, ' ');
      return {
        type: /content-type:\s*([\w/]+)/i.exec(partHeaders)?.[1]?.toLowerCase(),
        body: decodeBody(part.slice(cut + 4).replace(/\r\n$/, ''), partHeaders),
      };
    });
  return {
    subject,
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    html: parts.find((p) => p.type === 'text/html')?.body ?? null,
  };
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
          const raw = Buffer.concat(chunks).toString('utf8');
          const { subject, text, html } = parseMessage(raw);
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          received.push({ to, subject, text, html, headers: headerFields(raw) });
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

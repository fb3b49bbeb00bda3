import { expect } from '@playwright/test';

const MAIL_HTTP = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 2526}`;

/** The newest six-digit code mailed to `to` after `since` mails, read from the e2e mail catcher. */
export async function latestCode(to: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const messages: { subject: string }[] = await (
          await fetch(`${MAIL_HTTP}/messages?to=${encodeURIComponent(to)}`)
        ).json();
        code = messages.length > since ? (/\b(\d{6})\b/.exec(messages.at(-1)!.subject)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

export async function mailCount(to: string): Promise<number> {
  return ((await (await fetch(`${MAIL_HTTP}/messages?to=${encodeURIComponent(to)}`)).json()) as unknown[]).length;
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newAccount, register } from '../../test/auth-helpers.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';

// Issue 20: a person's mails come in the language they use the site in (users.language), read here from the
// real SMTP server the app talks to.
let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const languageOf = async (id: number) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

async function loginCodeMail(email: string) {
  const since = inbox.received.length;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/request-login-otp', payload: { email } });
  expect(res.statusCode).toBe(200);
  return inbox.waitFor(email, since);
}

const patchLanguage = (session: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user/language',
    payload: payload as object,
    ...(session ? { cookies: { aushadh_session: session } } : {}),
  });

describe('the account language', () => {
  it('a sign-up takes the language cookie the web mirrors; without one it is English', async () => {
    const hindi = newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: hindi,
      cookies: { language: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(res.json().id)).toBe('hi');

    const plain = await t.app.inject({ method: 'POST', url: '/api/register', payload: newAccount() });
    expect(await languageOf(plain.json().id)).toBe('en');

    // A cookie that is not one of the 16 languages is English, not stored as given.
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount(),
      cookies: { language: 'xx<script>' },
    });
    expect(await languageOf(odd.json().id)).toBe('en');
  });

  it('PATCH /api/user/language stores the choice of the signed-in user only, and refuses anything else', async () => {
    const { user, session } = await register(t);
    expect((await patchLanguage(session, { language: 'ta' })).statusCode).toBe(204);
    expect(await languageOf(user.id)).toBe('ta');

    expect((await patchLanguage(undefined, { language: 'hi' })).statusCode).toBe(401);
    for (const garbage of [
      { language: 'xx' },
      { language: 'HI' },
      { language: 'hi\u0000' },
      { language: 'h'.repeat(10_000) },
      { language: 7 },
      { language: null },
      {},
      ['hi'],
    ]) {
      const res = await patchLanguage(session, garbage);
      expect(res.statusCode, JSON.stringify(garbage).slice(0, 40)).toBe(400);
    }
    expect(await languageOf(user.id)).toBe('ta');
  });
});

describe('mails in the reader language', () => {
  it('a Hindi user gets the sign-in code mail in Hindi: subject, text, and an HTML part with lang="hi"', async () => {
    const { user } = await register(t, { language: 'hi', name: 'Asha Verma' });
    const mail = await loginCodeMail(user.email);
    expect(mail.subject).toMatch(/^आपका Aushadh साइन-इन कोड: \d{6}$/);
    expect(mail.text).toContain('नमस्ते Asha Verma,');
    expect(mail.text).toContain('10 मिनट तक मान्य है');
    expect(mail.text).not.toMatch(/valid for|Hello/);
    expect(mail.html).toContain('<html lang="hi" dir="ltr">');
    // The code is the same in subject and body, and it signs in.
    const code = inbox.codeIn(mail);
    expect(mail.text).toContain(code);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-login-otp',
      payload: { email: user.email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('an Arabic user (switched while signed in) gets it right to left, in Arabic', async () => {
    const { user, session } = await register(t, { name: 'Omar Khan' });
    expect((await patchLanguage(session, { language: 'ar' })).statusCode).toBe(204);
    const mail = await loginCodeMail(user.email);
    expect(mail.subject).toMatch(/^رمز تسجيل الدخول إلى Aushadh: \d{6}$/);
    expect(mail.text).toContain('مرحبًا Omar Khan،');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.text).not.toMatch(/[A-Za-z]{4,} (is|are|and) /);
  });

  it('an English user still gets the English mail, and HTML escapes what a person typed', async () => {
    const { user } = await register(t, { name: 'Ravi <b>&</b> Co' });
    const mail = await loginCodeMail(user.email);
    expect(mail.subject).toMatch(/^Your Aushadh sign-in code: \d{6}$/);
    expect(mail.text).toContain('Hello Ravi <b>&</b> Co,');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Ravi &lt;b&gt;&amp;&lt;/b&gt; Co');
    expect(mail.html).not.toContain('<b>');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMailRepository } from './mail.repository.ts';

// Several instances flush one outbox: each mail must be taken by one of them only (found while making
// several instances behave as one, issue 8).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('mail outbox claims', () => {
  it('two senders claiming at once never take the same mail, and a lapsed claim is taken again', async () => {
    const a = createMailRepository(t.db);
    const b = createMailRepository(t.db);
    await t.db.execute(sql`delete from mail_outbox`);
    for (let i = 0; i < 30; i += 1) await a.enqueue({ to: `p${i}@example.in`, subject: 's', text: 't' });

    const [first, second] = await Promise.all([a.claimUnsent(20, 5, 60_000), b.claimUnsent(20, 5, 60_000)]);
    const ids = [...first, ...second].map((mail) => mail.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await a.claimUnsent(20, 5, 60_000)).toHaveLength(0);

    // A sender that died: its claim runs out and the mail is delivered by someone else.
    await t.db.execute(sql`update mail_outbox set claimed_until = now() - interval '1 second' where id = ${ids[0]!}`);
    expect((await b.claimUnsent(20, 5, 60_000)).map((mail) => mail.id)).toEqual([ids[0]]);

    // Sent mail is never claimed again.
    await a.markSent(ids[1]!);
    await t.db.execute(sql`update mail_outbox set claimed_until = null where id = ${ids[1]!}`);
    expect((await a.claimUnsent(20, 5, 60_000)).map((mail) => mail.id)).not.toContain(ids[1]);
  });
});

import { RETENTION } from '@aushadh/shared/constants.ts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { oneTimeCodes, sessions } from '../../db/schema/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createOneTimeCode, createSession, createUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

it('the clean-up job deletes expired sessions and codes expired over a day ago, and keeps live ones', async () => {
  const user = await createUser(t.db);
  const live = await createSession(t.db, user.id);
  await createSession(t.db, user.id, ago(HOUR));
  const oldCode = await createOneTimeCode(t.db, {
    email: user.email,
    expiresAt: ago((RETENTION.expiredCodeDays * 24 + 1) * HOUR),
  });
  // Expired an hour ago: kept a day, so a late attempt still reads "expired" rather than "no code".
  const recentCode = await createOneTimeCode(t.db, {
    email: user.email,
    purpose: 'password-reset',
    expiresAt: ago(HOUR),
  });
  const liveCode = await createOneTimeCode(t.db, { email: `other.${user.email}` });

  expect(await t.app.scheduledJobs.runNow('purge-expired-sign-ins')).toBe(true);

  const left = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user.id));
  expect(left).toHaveLength(1);
  expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  const codes = await t.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(inArray(oneTimeCodes.id, [oldCode.id, recentCode.id, liveCode.id]));
  expect(new Set(codes.map((c) => c.id))).toEqual(new Set([recentCode.id, liveCode.id]));
  // The live session still signs in.
  const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: live } });
  expect(me.statusCode).toBe(200);
});

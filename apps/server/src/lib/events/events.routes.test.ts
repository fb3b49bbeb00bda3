import { eventBacklogSchema } from '@aushadh/shared/events/schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createSession, createUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const backlog = async (role?: string) => {
  const cookies: Record<string, string> = {};
  if (role) cookies.aushadh_session = await createSession(t.db, (await createUser(t.db, { role })).id);
  return t.app.inject({ method: 'GET', url: '/api/admin/events/backlog', cookies });
};

describe('GET /api/admin/events/backlog', () => {
  it('is for admins only', async () => {
    expect((await backlog()).statusCode).toBe(401);
    expect((await backlog('customer')).statusCode).toBe(403);
    expect((await backlog('subadmin')).statusCode).toBe(403);
  });

  it('lists every subscriber with what waits, and the dead letters', async () => {
    await t.app.events.publish('mail.requested', { mailId: 987_654 }, { notBefore: new Date(Date.now() + 3_600_000) });
    const res = await backlog('admin');
    expect(res.statusCode).toBe(200);
    const body = eventBacklogSchema.parse(res.json());
    expect(body.subscribers).toContainEqual({
      subscriber: 'mail',
      pending: 0,
      dead: 0,
      scheduled: 1,
      oldestPendingSeconds: null,
    });
    expect(body.recentDead).toEqual([]);
  });
});

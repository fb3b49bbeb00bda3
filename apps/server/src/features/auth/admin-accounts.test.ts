import { ROLES, type Role } from '@aushadh/shared/auth/roles.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createSession, createUser } from '../../test/factories.ts';

/** Issue 17 item 2 and 8: /api/admin/users and the audit log, every rule called on the API directly. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function staff(role: Role | string) {
  const user = await createUser(t.db, { role });
  return { user, cookies: { aushadh_session: await createSession(t.db, user.id) } };
}

const call = (
  cookies: Record<string, string> | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, ...(cookies ? { cookies } : {}), ...(payload === undefined ? {} : { payload }) });

const me = (cookies: Record<string, string>) => call(cookies, 'GET', '/api/user');

describe('who may use /api/admin/users', () => {
  it('signed out → 401; every role but admin and subadmin → 403 on every route', async () => {
    const target = await staff('customer');
    const routes: ['GET' | 'POST' | 'PUT', string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/users'],
      [
        'POST',
        '/api/admin/users',
        { name: 'Ravi Kumar', email: 'ravi.k@example.in', username: 'ravi_k', role: 'chemist' },
      ],
      ['PUT', `/api/admin/users/${target.user.id}/role`, { role: 'chemist' }],
      ['PUT', `/api/admin/users/${target.user.id}/disabled`, { disabled: true }],
      ['POST', `/api/admin/users/${target.user.id}/password-reset`],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'subadmin')) {
      const { cookies } = await staff(role);
      for (const [method, url, payload] of routes) {
        expect((await call(cookies, method, url, payload)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    // The audit log is the admin's alone: it records what subadmins do.
    const subadmin = await staff('subadmin');
    expect((await call(subadmin.cookies, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await call(target.cookies, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });
});

describe('listing', () => {
  it('finds by name, username, e-mail or mobile, filters by role (any case), pages of 25', async () => {
    const admin = await staff('admin');
    const rider = await createUser(t.db, { role: 'Delivery', name: 'Sunil Yadav', mobile: '9876501234' });
    const byMobile = (await call(admin.cookies, 'GET', '/api/admin/users?q=98765012')).json();
    expect(byMobile.items.map((a: { id: number }) => a.id)).toContain(rider.id);
    const riders = (await call(admin.cookies, 'GET', '/api/admin/users?role=delivery')).json();
    expect(riders.items.every((a: { role: string }) => a.role === 'delivery')).toBe(true);
    expect(riders.items.map((a: { id: number }) => a.id)).toContain(rider.id);
    // LIKE's own characters are literal.
    expect((await call(admin.cookies, 'GET', '/api/admin/users?q=%25_%25')).json().items).toEqual([]);
    const page = (await call(admin.cookies, 'GET', '/api/admin/users?page=1')).json();
    expect(page.pageSize).toBe(25);
    expect(page.items.length).toBeLessThanOrEqual(25);
    expect(page.items[0]).not.toHaveProperty('passwordHash');
  });

  it('bad input → 400 with a code, never a 5xx', async () => {
    const admin = await staff('admin');
    for (const url of [
      '/api/admin/users?page=0',
      '/api/admin/users?page=abc',
      '/api/admin/users?role=superuser',
      `/api/admin/users?q=${'x'.repeat(101)}`,
      '/api/admin/users?q=a%00b',
      '/api/admin/audit?before=-1',
      '/api/admin/audit?action=account.deleted-everything',
    ]) {
      const res = await call(admin.cookies, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBeTruthy();
    }
    for (const [url, payload] of [
      ['/api/admin/users/abc/role', { role: 'chemist' }],
      ['/api/admin/users/99999999999/role', { role: 'chemist' }],
      ['/api/admin/users/1/role', { role: 'root' }],
      ['/api/admin/users/1/disabled', { disabled: 'yes' }],
    ] as const) {
      const res = await call(admin.cookies, 'PUT', url, payload);
      expect(res.statusCode, url).toBe(400);
    }
    const unknown = await call(admin.cookies, 'PUT', '/api/admin/users/2147483000/role', { role: 'chemist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});

describe('staff accounts', () => {
  it('an admin creates a chemist; the new member sets a password from the mailed code and signs in', async () => {
    const admin = await staff('admin');
    const email = `meena.${Date.now()}@example.in`;
    const res = await call(admin.cookies, 'POST', '/api/admin/users', {
      name: 'Meena Iyer',
      email,
      username: `meena_${Date.now().toString(36)}`,
      role: 'chemist',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'chemist', disabled: false });
    const otp = await mailedCode(t, email);
    const reset = await call(undefined, 'POST', '/api/password-reset/reset', {
      email,
      otp,
      password: 'Neem#Branch77',
      confirmPassword: 'Neem#Branch77',
    });
    expect(reset.statusCode).toBe(200);
    const login = await call(undefined, 'POST', '/api/login', { username: email, password: 'Neem#Branch77' });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('chemist');

    const again = await call(admin.cookies, 'POST', '/api/admin/users', {
      name: 'Meena Iyer',
      email,
      username: 'someone_else',
      role: 'chemist',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('a subadmin creates a pharmacist but never an admin or subadmin', async () => {
    const subadmin = await staff('subadmin');
    const tag = Date.now().toString(36);
    const ok = await call(subadmin.cookies, 'POST', '/api/admin/users', {
      name: 'Anil Joshi',
      email: `anil.${tag}@example.in`,
      username: `anil_${tag}`,
      role: 'pharmacy',
    });
    expect(ok.statusCode).toBe(201);
    for (const role of ['admin', 'subadmin']) {
      const res = await call(subadmin.cookies, 'POST', '/api/admin/users', {
        name: 'Anil Joshi',
        email: `anil.${role}.${tag}@example.in`,
        username: `anil_${role}_${tag}`,
        role,
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    // A customer account is not created here: sign-up is how customers come.
    const customer = await call(subadmin.cookies, 'POST', '/api/admin/users', {
      name: 'Anil Joshi',
      email: `anil.c.${tag}@example.in`,
      username: `anil_c_${tag}`,
      role: 'customer',
    });
    expect(customer.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('a subadmin making an admin → 403; changing an admin or subadmin → 403; a chemist to rider is fine', async () => {
    const subadmin = await staff('subadmin');
    const chemist = await staff('chemist');
    const otherAdmin = await staff('Admin');
    const otherSubadmin = await staff('subadmin');
    expect(
      (await call(subadmin.cookies, 'PUT', `/api/admin/users/${chemist.user.id}/role`, { role: 'admin' })).statusCode,
    ).toBe(403);
    expect(
      (await call(subadmin.cookies, 'PUT', `/api/admin/users/${chemist.user.id}/role`, { role: 'subadmin' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(subadmin.cookies, 'PUT', `/api/admin/users/${otherAdmin.user.id}/role`, { role: 'customer' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(subadmin.cookies, 'PUT', `/api/admin/users/${otherSubadmin.user.id}/disabled`, { disabled: true }))
        .statusCode,
    ).toBe(403);
    const moved = await call(subadmin.cookies, 'PUT', `/api/admin/users/${chemist.user.id}/role`, { role: 'delivery' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().role).toBe('delivery');
    // The old session (a chemist's) ended with the role.
    expect((await me(chemist.cookies)).statusCode).toBe(401);
  });

  it('nobody changes their own role or disables themselves; the last admin stays, also under a race', async () => {
    const self = await staff('admin');
    const own = await call(self.cookies, 'PUT', `/api/admin/users/${self.user.id}/role`, { role: 'customer' });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('CONFLICT');
    expect(
      (await call(self.cookies, 'PUT', `/api/admin/users/${self.user.id}/disabled`, { disabled: true })).statusCode,
    ).toBe(409);

    // Leave exactly two active admins, then each removes the other at the same moment — five rounds, demoting and
    // disabling in turn (a lock taken in the wrong order would deadlock here on PostgreSQL).
    let survivor: Awaited<ReturnType<typeof staff>> | undefined;
    for (let round = 0; round < 5; round += 1) {
      await t.db.execute(sql`update users set disabled_at = now() where lower(role) = 'admin' and disabled_at is null`);
      const a = await staff('admin');
      const b = await staff('admin');
      const remove = (actor: typeof a, target: typeof a) =>
        round % 2 === 0
          ? call(actor.cookies, 'PUT', `/api/admin/users/${target.user.id}/role`, { role: 'customer' })
          : call(actor.cookies, 'PUT', `/api/admin/users/${target.user.id}/disabled`, { disabled: true });
      const [ab, ba] = await Promise.all([remove(a, b), remove(b, a)]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      expect(statuses[0], `round ${round}`).toBe(200);
      // The loser is refused as the last admin, or as removed while it waited (sign in again), or finds its
      // session ended.
      expect([401, 409], `round ${round}`).toContain(statuses[1]);
      const result = await t.db.execute(
        sql`select count(*)::int as n from users where lower(role) = 'admin' and disabled_at is null`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n, `round ${round}`).toBe(1);
      survivor = ab.statusCode === 200 ? a : b;
    }
    // The survivor is the last active admin: not even they can demote or disable themselves.
    if (!survivor) throw new Error('no round ran');
    expect(
      (await call(survivor.cookies, 'PUT', `/api/admin/users/${survivor.user.id}/role`, { role: 'customer' }))
        .statusCode,
    ).toBe(409);
    expect((await me(survivor.cookies)).json().role).toBe('admin');
  });
});

describe('disabling', () => {
  it('a disabled user’s session stops working at once, sign-in is refused after the password; enabling restores sign-in', async () => {
    const admin = await staff('admin');
    const pharmacist = await staff('pharmacy');
    expect((await me(pharmacist.cookies)).statusCode).toBe(200);
    const res = await call(admin.cookies, 'PUT', `/api/admin/users/${pharmacist.user.id}/disabled`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().disabled).toBe(true);
    expect((await me(pharmacist.cookies)).statusCode).toBe(401);
    expect((await call(pharmacist.cookies, 'GET', '/api/pharmacy/prescriptions')).statusCode).toBe(401);

    const wrong = await call(undefined, 'POST', '/api/login', {
      username: pharmacist.user.username,
      password: 'not-it-123',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await call(undefined, 'POST', '/api/login', {
      username: pharmacist.user.username,
      password: pharmacist.user.password,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toMatch(/disabled/);
    expect(right.cookies.find((c) => c.name === 'aushadh_session')).toBeUndefined();

    expect(
      (await call(admin.cookies, 'PUT', `/api/admin/users/${pharmacist.user.id}/disabled`, { disabled: false }))
        .statusCode,
    ).toBe(200);
    const back = await call(undefined, 'POST', '/api/login', {
      username: pharmacist.user.username,
      password: pharmacist.user.password,
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('records who did what to whom, before and after, from where; the database refuses to change it', async () => {
    const admin = await staff('admin');
    const rider = await staff('delivery');
    await call(admin.cookies, 'PUT', `/api/admin/users/${rider.user.id}/role`, { role: 'chemist' });
    await call(admin.cookies, 'PUT', `/api/admin/users/${rider.user.id}/disabled`, { disabled: true });
    await call(admin.cookies, 'POST', `/api/admin/users/${rider.user.id}/password-reset`);
    const log = (await call(admin.cookies, 'GET', `/api/admin/audit?targetId=${rider.user.id}`)).json();
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      'account.password-reset-sent',
      'account.disabled',
      'account.role-changed',
    ]);
    expect(log.items[2]).toMatchObject({
      actorUserId: admin.user.id,
      actorRole: 'admin',
      targetType: 'user',
      targetId: String(rider.user.id),
      before: { role: 'delivery' },
      after: { role: 'chemist' },
    });
    expect(log.items[2].ip).toBeTruthy();
    expect(JSON.stringify(log)).not.toMatch(/password_?hash|argon2/i);

    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (error: { message: string; cause?: { message?: string } }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(t.db.execute(sql`update audit_log set actor_user_id = 1`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    const after = (await call(admin.cookies, 'GET', `/api/admin/audit?targetId=${rider.user.id}`)).json();
    expect(after.items).toHaveLength(3);
  });

  it('a refused action writes nothing', async () => {
    const subadmin = await staff('subadmin');
    const admin = await staff('admin');
    await call(subadmin.cookies, 'PUT', `/api/admin/users/${admin.user.id}/disabled`, { disabled: true });
    const viewer = await staff('admin');
    const log = (await call(viewer.cookies, 'GET', `/api/admin/audit?targetId=${admin.user.id}`)).json();
    expect(log.items).toEqual([]);
  });
});

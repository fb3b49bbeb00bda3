import { ROLES, STAFF_AREAS, type Role } from '@aushadh/shared/auth/roles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createSession, createUser } from '../../test/factories.ts';

let t: TestApp;
const sessionByRole = new Map<Role, string>();
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ROLES) {
    // Stored in mixed case on purpose: roles compare case-insensitively (SPEC §3).
    const user = await createUser(t.db, { role: role.toUpperCase() });
    sessionByRole.set(role, await createSession(t.db, user.id));
  }
});
afterAll(() => t.close());

// Every staff area × every role: the whole route-role table of SPEC §2, enforced by the server.
const cases = STAFF_AREAS.flatMap((area) =>
  ROLES.map((role) => ({
    area: area.area,
    url: `${area.apiPrefix}/overview`,
    role,
    allowed: (area.roles as readonly Role[]).includes(role),
  })),
);

describe('staff areas', () => {
  it.each(STAFF_AREAS.map((a) => [a.area, `${a.apiPrefix}/overview`]))('%s: signed out → 401', async (_area, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Authentication Required/);
  });

  it.each(cases)('$url as $role → allowed: $allowed', async ({ url, role, allowed, area }) => {
    const res = await t.app.inject({ method: 'GET', url, cookies: { aushadh_session: sessionByRole.get(role)! } });
    if (allowed) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ area, user: { role } });
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Access Denied/);
    }
  });

  it('guards every path under a staff prefix, even routes that do not exist yet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/42',
      cookies: { aushadh_session: sessionByRole.get('customer')! },
    });
    expect(res.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'DELETE', url: '/api/pharmacy/anything' });
    expect(signedOut.statusCode).toBe(401);
  });
});

// Issue 8 finding 1: the guard compared the raw URL while the router matched the decoded path.
describe('staff guard on the matched route, whatever the spelling', () => {
  const spellings = (prefix: string) => {
    const area = prefix.slice('/api/'.length);
    const first = area.charCodeAt(0).toString(16);
    return [
      `/api/%${first}${area.slice(1)}/overview`, // percent-encoded first letter
      `/api/%25${first}${area.slice(1)}/overview`, // double-encoded
      `/api/${area.toUpperCase()}/overview`, // mixed case
      `/api/${area[0]!.toUpperCase()}${area.slice(1)}/Overview`,
      `/api/${area}/overview/`, // trailing slash
      `/api/${area}//overview`,
      `/api//${area}/overview`,
      `/api/${area}/%6fverview`,
      `/api/${area}/overview?x=/api/public`,
    ];
  };
  const wrongRoles = (allowed: readonly Role[]) => ROLES.filter((role) => !allowed.includes(role));

  it.each(STAFF_AREAS.map((a) => [a.area, a]))('%s: every spelling as every wrong role → 401/403', async (_n, area) => {
    for (const url of spellings(area.apiPrefix)) {
      const signedOut = await t.app.inject({ method: 'GET', url });
      expect([401, 403], `${url} signed out`).toContain(signedOut.statusCode);
      for (const role of wrongRoles(area.roles)) {
        const res = await t.app.inject({ method: 'GET', url, cookies: { aushadh_session: sessionByRole.get(role)! } });
        expect([401, 403], `${url} as ${role}`).toContain(res.statusCode);
        expect(res.body).not.toContain('"sections"');
      }
    }
  });
});

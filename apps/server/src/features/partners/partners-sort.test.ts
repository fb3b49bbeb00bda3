import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { partners } from '../../db/schema/partners.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createSession, createUser } from '../../test/factories.ts';

/**
 * Issue 17 item 9 for the partner lists: GET /api/admin/partners sorts on the server by a whitelisted key in
 * either direction, ties broken by id so pages never overlap, and answers 400 with a code to anything else.
 */

let t: TestApp;
let cookies: Record<string, string>;
let serial = 0;
const tag = `srt${Date.now().toString(36)}`;

type Status = 'pending' | 'verified' | 'rejected' | 'suspended';
interface Seed {
  kind: 'pharmacy' | 'doctor';
  accountName: string;
  tradeName?: string;
  status: Status;
  submittedAt: string | null;
  changedAt: string;
  /** Words the search finds this record by (besides the run's tag). */
  group: string;
}

/** Accounts and records written straight to the tables (many at once, with the dates the sorts compare). */
async function seed(records: Seed[]): Promise<number[]> {
  const accounts = await t.db
    .insert(users)
    .values(
      records.map((r) => {
        serial += 1;
        return {
          name: r.accountName,
          username: `${tag}_${serial}`,
          email: `${tag}.${serial}@example.in`,
          role: r.kind,
          passwordHash: 'not-a-hash',
        };
      }),
    )
    .returning({ id: users.id });
  const rows = await t.db
    .insert(partners)
    .values(
      records.map((r, i) => ({
        kind: r.kind,
        userId: accounts[i]!.id,
        status: r.status,
        statusReason: r.status === 'rejected' || r.status === 'suspended' ? 'Set by a test' : null,
        statusChangedAt: new Date(r.changedAt),
        submittedAt: r.submittedAt ? new Date(r.submittedAt) : null,
        tradeName: r.tradeName ?? null,
        searchText: `${tag} ${r.group} ${r.accountName} ${r.tradeName ?? ''}`.toLowerCase(),
      })),
    )
    .returning({ id: partners.id });
  return rows.map((r) => r.id);
}

const list = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/partners?${query}`,
    cookies,
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
  });
async function ids(query: string): Promise<number[]> {
  const res = await list(query);
  expect(res.statusCode, query).toBe(200);
  return (res.json().items as { id: number }[]).map((i) => i.id);
}

let stores: Record<'zeta' | 'alpha' | 'draft' | 'beta', number>;
let doctors: Record<'nandini' | 'arjun' | 'arvind', number>;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: 'admin' });
  cookies = { aushadh_session: await createSession(t.db, admin.id) };
  const [zeta, alpha, draft, beta] = await seed([
    {
      kind: 'pharmacy',
      accountName: 'Farhan Qureshi',
      tradeName: 'Zeta Pharma',
      status: 'pending',
      submittedAt: '2026-01-03T10:00:00Z',
      changedAt: '2026-01-05T10:00:00Z',
      group: 'stores',
    },
    {
      kind: 'pharmacy',
      accountName: 'Yusuf Khan',
      tradeName: 'alpha chemists',
      status: 'verified',
      submittedAt: '2026-01-01T10:00:00Z',
      changedAt: '2026-01-04T10:00:00Z',
      group: 'stores',
    },
    {
      // A draft: no trade name yet, so the list shows (and sorts by) the account's name; never sent.
      kind: 'pharmacy',
      accountName: 'Mehul Bhatt',
      status: 'pending',
      submittedAt: null,
      changedAt: '2026-01-02T10:00:00Z',
      group: 'stores',
    },
    {
      kind: 'pharmacy',
      accountName: 'Anand Pillai',
      tradeName: 'Beta Medicals',
      status: 'suspended',
      submittedAt: '2026-01-02T10:00:00Z',
      changedAt: '2026-01-06T10:00:00Z',
      group: 'stores',
    },
  ]);
  stores = { zeta: zeta!, alpha: alpha!, draft: draft!, beta: beta! };
  const [nandini, arjun, arvind] = await seed([
    {
      kind: 'doctor',
      accountName: 'Dr. Nandini Rao',
      status: 'verified',
      submittedAt: '2026-02-01T10:00:00Z',
      changedAt: '2026-02-03T10:00:00Z',
      group: 'clinic',
    },
    {
      kind: 'doctor',
      accountName: 'Dr. Arjun Mehta',
      status: 'rejected',
      submittedAt: '2026-02-02T10:00:00Z',
      changedAt: '2026-02-02T12:00:00Z',
      group: 'clinic',
    },
    {
      kind: 'doctor',
      accountName: 'dr. arvind kumar',
      status: 'pending',
      submittedAt: '2026-01-31T10:00:00Z',
      changedAt: '2026-01-31T10:00:00Z',
      group: 'clinic',
    },
  ]);
  doctors = { nandini: nandini!, arjun: arjun!, arvind: arvind! };
});
afterAll(async () => t.close());

describe('GET /api/admin/partners sorts on the server', () => {
  it('pharmacies: by when sent (the default: waiting longest first, never sent last either way)', async () => {
    const { zeta, alpha, draft, beta } = stores;
    const q = `kind=pharmacy&q=${tag}%20stores`;
    expect(await ids(q)).toEqual([alpha, beta, zeta, draft]);
    expect(await ids(`${q}&sort=submitted&dir=asc`)).toEqual([alpha, beta, zeta, draft]);
    expect(await ids(`${q}&sort=submitted&dir=desc`)).toEqual([zeta, beta, alpha, draft]);
  });

  it('pharmacies: by the name shown (trade name, else the account), case-insensitively, both ways', async () => {
    const { zeta, alpha, draft, beta } = stores;
    const q = `kind=pharmacy&q=${tag}%20stores`;
    const res = await list(`${q}&sort=name&dir=asc`);
    expect((res.json().items as { displayName: string }[]).map((i) => i.displayName)).toEqual([
      'alpha chemists',
      'Beta Medicals',
      'Mehul Bhatt',
      'Zeta Pharma',
    ]);
    expect(await ids(`${q}&sort=name&dir=desc`)).toEqual([zeta, draft, beta, alpha]);
    // The filter still applies, and the counts stay the kind's.
    expect(await ids(`${q}&sort=name&dir=asc&status=pending`)).toEqual([draft, zeta]);
    expect(res.json()).toMatchObject({ total: 4, page: 1, pageSize: 25 });
  });

  it('pharmacies: by status (pending, verified, rejected, suspended) and by last change, both ways', async () => {
    const { zeta, alpha, draft, beta } = stores;
    const q = `kind=pharmacy&q=${tag}%20stores`;
    expect(await ids(`${q}&sort=status&dir=asc`)).toEqual([zeta, draft, alpha, beta]);
    expect(await ids(`${q}&sort=status&dir=desc`)).toEqual([beta, alpha, draft, zeta]);
    expect(await ids(`${q}&sort=changed&dir=asc`)).toEqual([draft, alpha, zeta, beta]);
    expect(await ids(`${q}&sort=changed&dir=desc`)).toEqual([beta, zeta, alpha, draft]);
  });

  it('doctors: by name (the account), when sent, status and last change, both ways', async () => {
    const { nandini, arjun, arvind } = doctors;
    const q = `kind=doctor&q=${tag}%20clinic`;
    expect(await ids(`${q}&sort=name&dir=asc`)).toEqual([arjun, arvind, nandini]);
    expect(await ids(`${q}&sort=name&dir=desc`)).toEqual([nandini, arvind, arjun]);
    expect(await ids(q)).toEqual([arvind, nandini, arjun]);
    expect(await ids(`${q}&sort=submitted&dir=desc`)).toEqual([arjun, nandini, arvind]);
    expect(await ids(`${q}&sort=status&dir=asc`)).toEqual([arvind, nandini, arjun]);
    expect(await ids(`${q}&sort=status&dir=desc`)).toEqual([arjun, nandini, arvind]);
    expect(await ids(`${q}&sort=changed&dir=asc`)).toEqual([arvind, arjun, nandini]);
    expect(await ids(`${q}&sort=changed&dir=desc`)).toEqual([nandini, arjun, arvind]);
    // Another kind's records never show.
    expect(await ids(`kind=pharmacy&q=${tag}%20clinic&sort=name`)).toEqual([]);
  });

  it('pages are stable: equal keys fall back to the id, two pages hold every record once', async () => {
    // 30 doctors with the same name, the same sending time and the same last change: only the id tells them apart.
    const twins = await seed(
      Array.from({ length: 30 }, () => ({
        kind: 'doctor' as const,
        accountName: 'Dr. Same Name',
        status: 'pending' as const,
        submittedAt: '2026-03-01T10:00:00Z',
        changedAt: '2026-03-01T10:00:00Z',
        group: 'twins',
      })),
    );
    const ascending = [...twins].sort((a, b) => a - b);
    const descending = [...ascending].reverse();
    const expected: Record<string, number[]> = {
      'sort=submitted&dir=asc': descending,
      'sort=submitted&dir=desc': descending,
      'sort=name&dir=asc': ascending,
      'sort=name&dir=desc': descending,
      'sort=status&dir=asc': ascending,
      'sort=status&dir=desc': descending,
      'sort=changed&dir=asc': ascending,
      'sort=changed&dir=desc': descending,
    };
    for (const [sort, order] of Object.entries(expected)) {
      const q = `kind=doctor&q=${tag}%20twins&${sort}`;
      const first = await list(q);
      expect(first.json()).toMatchObject({ total: 30, page: 1, pageSize: 25 });
      const second = await ids(`${q}&page=2`);
      expect(second, sort).toHaveLength(5);
      expect([...(first.json().items as { id: number }[]).map((i) => i.id), ...second], sort).toEqual(order);
      expect(await ids(`${q}&page=3`)).toEqual([]);
    }
  });

  it("the dashboard counts each kind's records sent and undecided, for its own queue", async () => {
    const awaiting = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', cookies });
      return res.json().pendingApprovals as { pharmacies: number; doctors: number };
    };
    const before = await awaiting();
    // Sent and pending counts; a draft (never sent) and a decided record do not.
    await seed([
      {
        kind: 'doctor',
        accountName: 'Dr. Sent',
        status: 'pending',
        submittedAt: '2026-04-01T10:00:00Z',
        changedAt: '2026-04-01T10:00:00Z',
        group: 'dash',
      },
      {
        kind: 'doctor',
        accountName: 'Dr. Draft',
        status: 'pending',
        submittedAt: null,
        changedAt: '2026-04-01T10:00:00Z',
        group: 'dash',
      },
      {
        kind: 'pharmacy',
        accountName: 'Decided',
        tradeName: 'Decided Drugs',
        status: 'verified',
        submittedAt: '2026-04-01T10:00:00Z',
        changedAt: '2026-04-02T10:00:00Z',
        group: 'dash',
      },
    ]);
    expect(await awaiting()).toEqual({ ...before, doctors: before.doctors + 1 });
  });

  it('an unknown sort key or direction is 400 with a code, never a 5xx', async () => {
    for (const query of [
      'kind=pharmacy&sort=password',
      'kind=pharmacy&sort=',
      'kind=doctor&sort=name%3B%20drop%20table%20partners',
      'kind=doctor&sort=submittedAt',
      'kind=doctor&sort=id',
      'kind=pharmacy&dir=sideways',
      'kind=pharmacy&sort=name&dir=ASC',
      'kind=pharmacy&sort=name&sort=status',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toEqual(expect.any(String));
    }
  });
});

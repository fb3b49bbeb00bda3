import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export interface CustomerAccount {
  id: number;
  name: string;
  username: string;
  email: string;
  mobile: string | null;
  disabled: boolean;
  createdAt: Date;
}

const columns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  mobile: users.mobile,
  disabled: sql<boolean>`(${users.disabledAt} is not null)`,
  createdAt: users.createdAt,
};

/**
 * The customers the admin's customer screens list (issue 17 item 2): accounts whose role is customer (any case),
 * not deleted, found by name, username, e-mail or mobile. Read-only.
 */
export function createCustomerDirectoryRepository(uow: UnitOfWork) {
  function where(query: string | undefined): SQL | undefined {
    const pattern = query ? `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return and(
      isNull(users.deletedAt),
      eq(sql`lower(${users.role})`, 'customer'),
      pattern
        ? or(
            sql`lower(${users.name}) like ${pattern}`,
            sql`lower(${users.username}) like ${pattern}`,
            sql`lower(${users.email}) like ${pattern}`,
            sql`coalesce(${users.mobile}, '') like ${pattern}`,
          )
        : undefined,
    );
  }

  return {
    /** One page sorted by an account field, and the total. */
    async page(filter: {
      query: string | undefined;
      sort: 'name' | 'joined';
      dir: 'asc' | 'desc';
      limit: number;
      offset: number;
    }): Promise<{ rows: CustomerAccount[]; total: number }> {
      const column = filter.sort === 'name' ? sql`lower(${users.name})` : users.createdAt;
      const [rows, [total]] = await Promise.all([
        uow
          .db()
          .select(columns)
          .from(users)
          .where(where(filter.query))
          .orderBy(filter.dir === 'asc' ? asc(column) : desc(column), desc(users.id))
          .limit(filter.limit)
          .offset(filter.offset),
        uow
          .db()
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(where(filter.query)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every matching customer's id (the order figures sort them; ids only, one int each). */
    async ids(query: string | undefined): Promise<number[]> {
      const rows = await uow.db().select({ id: users.id }).from(users).where(where(query));
      return rows.map((r) => r.id);
    },

    async byIds(ids: number[]): Promise<CustomerAccount[]> {
      if (ids.length === 0) return [];
      return uow
        .db()
        .select(columns)
        .from(users)
        .where(and(where(undefined), sql`${users.id} = any(${`{${ids.join(',')}}`}::int[])`));
    },

    async countSince(since: Date): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(where(undefined), gte(users.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}

export type CustomerDirectory = ReturnType<typeof createCustomerDirectoryRepository>;

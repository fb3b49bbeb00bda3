import { and, asc, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

/** Orders that never became a sale: they count neither as an order nor towards what a customer spent. */
const NOT_SALES = ['cancelled', 'returned'] as const;

export interface CustomerOrderStats {
  orderCount: number;
  lifetimeValuePaise: number;
  lastOrderAt: Date | null;
}

export type CustomerStatsSort = 'orders' | 'value' | 'last-order';

/**
 * What the admin's customer screens and dashboard read of orders (issue 17 items 1, 2): per customer the number of
 * orders, what they spent and when they last ordered; today's orders and revenue. Read-only.
 */
export function createCustomerStatsRepository(uow: UnitOfWork) {
  const sale = notInArray(orders.status, [...NOT_SALES]);
  return {
    async statsOf(userIds: number[]): Promise<Map<number, CustomerOrderStats>> {
      if (userIds.length === 0) return new Map();
      const rows = await uow
        .db()
        .select({
          userId: orders.userId,
          orderCount: sql<number>`count(*)::int`,
          lifetimeValuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`.mapWith(Number),
          lastOrderAt: sql<Date>`max(${orders.placedAt})`.mapWith(orders.placedAt),
        })
        .from(orders)
        .where(and(inArray(orders.userId, userIds), sale))
        .groupBy(orders.userId);
      return new Map(rows.map((r) => [r.userId, r]));
    },

    /**
     * One page of `userIds` ordered by an order figure (customers without orders count as 0 / never), ties by
     * id: the sort runs in the database over the ids the caller's filter matched.
     */
    async rankCustomers(
      userIds: number[],
      sort: CustomerStatsSort,
      dir: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<number[]> {
      if (userIds.length === 0) return [];
      const figure = {
        orders: sql`coalesce(s.order_count, 0)`,
        value: sql`coalesce(s.lifetime_value, 0)`,
        'last-order': sql`s.last_order_at`,
      }[sort];
      const direction = dir === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
      const result = await uow.db().execute(sql`
        with ids as (select unnest(${`{${userIds.join(',')}}`}::int[]) as id),
        s as (
          select ${orders.userId} as user_id, count(*) as order_count, sum(${orders.totalPaise}) as lifetime_value,
            max(${orders.placedAt}) as last_order_at
          from ${orders}
          where ${orders.userId} in (select id from ids) and ${orders.status} not in ('cancelled', 'returned')
          group by ${orders.userId})
        select ids.id from ids left join s on s.user_id = ids.id
        order by ${figure} ${direction}, ids.id desc
        limit ${limit} offset ${offset}`);
      return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    },

    /** Orders placed since `since` that are sales, and their total. */
    async salesSince(since: Date): Promise<{ orders: number; revenuePaise: number }> {
      const [row] = await uow
        .db()
        .select({
          orders: sql<number>`count(*)::int`,
          revenuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`.mapWith(Number),
        })
        .from(orders)
        .where(and(gte(orders.placedAt, since), sale));
      return row ?? { orders: 0, revenuePaise: 0 };
    },

    /**
     * Every order after `afterId`, oldest id first, a page at a time: the analytics backfill walks them once
     * (decision 0025). Ids, owner and status only; the order itself is read through `getOrder`.
     */
    async ordersAfter(afterId: number, limit: number): Promise<{ id: number; userId: number; status: string }[]> {
      return uow
        .db()
        .select({ id: orders.id, userId: orders.userId, status: orders.status })
        .from(orders)
        .where(gt(orders.id, afterId))
        .orderBy(asc(orders.id))
        .limit(limit);
    },
  };
}

export type CustomerStatsRepository = ReturnType<typeof createCustomerStatsRepository>;

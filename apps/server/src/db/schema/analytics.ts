import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The analytics feature's read model (issue 17 item 6, decision 0022): built only from domain events and the
// owners' services, never from their tables; only features/analytics/analytics.repository.ts touches it.
// Days are India days (Asia/Kolkata), the day a pharmacist or a finance team means.

/**
 * One row per order the read model has counted: the idempotency key of `order.placed` (a redelivered event
 * finds its row and counts nothing twice) and what a cancellation needs to undo on the right day. Segments of
 * e-mail campaigns (last order, categories bought) read it through the analytics service.
 */
export const analyticsOrders = pgTable(
  'analytics_orders',
  {
    orderId: integer('order_id').primaryKey(),
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    prescription: boolean('prescription').notNull(),
    city: text('city').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
  },
  (t) => [index('analytics_orders_user_idx').on(t.userId, t.placedAt)],
);

/** The day's totals: one row per day, a dashboard range reads at most a few hundred rows. */
export const analyticsDaily = pgTable('analytics_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull().default(0),
  revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
  prescriptionOrders: integer('prescription_orders').notNull().default(0),
  cancelledOrders: integer('cancelled_orders').notNull().default(0),
  cancelledRevenuePaise: bigint('cancelled_revenue_paise', { mode: 'number' }).notNull().default(0),
  /** Browser sessions that opened a page, and those that put something in the cart (decision 0022). */
  visits: integer('visits').notNull().default(0),
  carts: integer('carts').notNull().default(0),
  consultations: integer('consultations').notNull().default(0),
  labBookings: integer('lab_bookings').notNull().default(0),
});

/**
 * Units and revenue per product, per day and per month: a year's range reads twelve months of rows plus the
 * days at its ends, instead of every product of every day.
 */
export const analyticsProductSales = pgTable(
  'analytics_product_sales',
  {
    period: text('period', { enum: ['day', 'month'] }).notNull(),
    /** The day, or the first day of the month. */
    start: date('start', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    units: integer('units').notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.start, t.productId] }),
    // Each bucket's best sellers first: the top-products query reads a few rows per bucket (decision 0022).
    index('analytics_product_sales_rank_idx').on(t.period, t.start, t.revenuePaise.desc()),
  ],
);

export const analyticsCategorySales = pgTable(
  'analytics_category_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    categoryId: integer('category_id').notNull(),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.categoryId] })],
);

export const analyticsCitySales = pgTable(
  'analytics_city_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    orders: integer('orders').notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.city] })],
);

/** Which categories a customer has bought from, and when last: the "bought a category" campaign segment. */
export const analyticsCustomerCategories = pgTable(
  'analytics_customer_categories',
  {
    categoryId: integer('category_id').notNull(),
    userId: integer('user_id').notNull(),
    lastOrderedAt: timestamp('last_ordered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.userId] })],
);

/** Events other than orders already counted (consultations, lab bookings): redelivery counts nothing twice. */
export const analyticsSeenEvents = pgTable(
  'analytics_seen_events',
  {
    eventId: integer('event_id').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('analytics_seen_events_at_idx').on(t.seenAt)],
);

/**
 * The backfill of orders placed before the read model existed (decision 0025): where it got to, so a restart
 * resumes after the last order it counted, and done once finished (start-up then skips it).
 */
export const analyticsBackfill = pgTable('analytics_backfill', {
  name: text('name').primaryKey(),
  /** The highest order id the backfill has handed to the read model (ids ascend). */
  afterOrderId: integer('after_order_id').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { orders } from './orders.ts';

// The offers feature's tables: only features/offers/offers.repository.ts reads or writes them.

/** What an offer may be limited to (a line must match every list given), as the pricing's OfferScope. */
export interface OfferScopeColumn {
  categoryIds?: number[];
  manufacturerIds?: number[];
  kinds?: ('medicine' | 'wellness' | 'device')[];
  productIds?: number[];
  /** The makers' names of `manufacturerIds`, for the terms and brand pages (never priced). */
  brandNames?: string[];
}

/**
 * Coupons and offers (issue 18): the terms the pricing applies (percent or flat, minimum, cap, scope) and the
 * terms the offers feature checks before it (window, first order, uses per customer, card payment, PLUS only).
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    /** Upper case, what the customer types. */
    code: text('code').notNull().unique(),
    /** 'store': ours; 'festival': dated to a festival; 'bank': a (demo) bank's card offer. */
    kind: text('kind', { enum: ['store', 'festival', 'bank'] }).notNull(),
    /** English title; the web shows its own translation for a known code. */
    title: text('title').notNull(),
    type: text('type', { enum: ['percent', 'flat'] }).notNull(),
    percent: integer('percent'),
    amountPaise: integer('amount_paise'),
    minOrderPaise: integer('min_order_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    scope: jsonb('scope').$type<OfferScopeColumn>(),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Null: as often as the customer likes. */
    usesPerCustomer: integer('uses_per_customer'),
    /** Only PLUS members may use it (a PLUS benefit). */
    plusOnly: boolean('plus_only').notNull().default(false),
    /** A bank offer applies only when the order is paid by card. */
    cardOnly: boolean('card_only').notNull().default(false),
    /** Festival: the name shown ("Diwali"); bank: the bank's name (demo). */
    occasion: text('occasion'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: no end date. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'offers_amount_by_type',
      sql`(${t.type} = 'percent' AND ${t.percent} BETWEEN 1 AND 100 AND ${t.amountPaise} IS NULL) OR (${t.type} = 'flat' AND ${t.amountPaise} > 0 AND ${t.percent} IS NULL)`,
    ),
    check('offers_window', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check('offers_uses_positive', sql`${t.usesPerCustomer} IS NULL OR ${t.usesPerCustomer} > 0`),
  ],
);

/** One use of an offer by an order; a cancelled order gives its use back (`releasedAt`). */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offer_redemptions_order_idx').on(t.orderId),
    index('offer_redemptions_user_offer_idx').on(t.userId, t.offerId),
    check('offer_redemptions_amount', sql`${t.amountPaise} >= 0`),
  ],
);

/**
 * PLUS purchases (issue 18): each plan bought through the demo payment, its period, and a cancellation with the
 * refund of the unused days. The cart's plus_memberships row says whether the customer is a member now.
 */
export const plusSubscriptions = pgTable(
  'plus_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['plus-3', 'plus-6', 'plus-12'] }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    paymentMethod: text('payment_method', { enum: ['credit-card', 'debit-card', 'upi'] }).notNull(),
    paymentReference: text('payment_reference').notNull(),
    /** Per-user Idempotency-Key: a repeated purchase answers the first. */
    idempotencyKey: text('idempotency_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundPaise: integer('refund_paise'),
    refundReference: text('refund_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plus_subscriptions_user_key_idx').on(t.userId, t.idempotencyKey),
    index('plus_subscriptions_user_idx').on(t.userId, t.endsAt),
    check('plus_subscriptions_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('plus_subscriptions_refund', sql`${t.refundPaise} IS NULL OR ${t.refundPaise} BETWEEN 0 AND ${t.pricePaise}`),
  ],
);

/**
 * A combo pack: a set of catalog products sold together for `pricePaise` a set. It is not a product of its own:
 * "add to cart" adds its products, and the pricing takes (Σ selling price of one set − pricePaise) off each
 * complete set the cart holds, so the discount goes as soon as one of its products is removed.
 */
export const comboPacks = pgTable(
  'combo_packs',
  {
    id: serial('id').primaryKey(),
    /** URL and translation key (`offers:combos.<slug>`). */
    slug: text('slug').notNull().unique(),
    /** English name; the web shows its own translation for a known slug. */
    title: text('title').notNull(),
    /** English one-line description (same rule as the title). */
    description: text('description').notNull(),
    /** Bundle price of one set, GST-inclusive. */
    pricePaise: integer('price_paise').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(100),
    /** Moves on every change of the pack or its items: part of the value store's cache key. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('combo_packs_price_positive', sql`${t.pricePaise} > 0`)],
);

/** The products of a combo pack and how many packs of each one set holds. */
export const comboPackItems = pgTable(
  'combo_pack_items',
  {
    comboId: integer('combo_id')
      .notNull()
      .references(() => comboPacks.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.productId] }),
    index('combo_pack_items_product_idx').on(t.productId),
    check('combo_pack_items_quantity', sql`${t.quantity} BETWEEN 1 AND 10`),
  ],
);

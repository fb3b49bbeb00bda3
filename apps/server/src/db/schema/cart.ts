import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';

// The cart feature's tables: only features/cart/cart.repository.ts reads or writes them.

/**
 * Cart lines. `ownerKey` is `u:<userId>` for a signed-in customer or `g:<guestId>` for the signed guest
 * cookie (never a counter, DESIGN §3). One line per product and owner.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Null: bought. A number: rented for that many periods of the product's `rental_terms` (decision 0026). */
    rentalPeriods: smallint('rental_periods'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_owner_product_idx').on(t.ownerKey, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_items_rental_periods', sql`${t.rentalPeriods} IS NULL OR ${t.rentalPeriods} BETWEEN 1 AND 52`),
  ],
);

/** PLUS membership (SPEC §1): members always get free delivery. Kept apart from the auth-owned users table. */
export const plusMemberships = pgTable('plus_memberships', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Medical equipment for rent (issue 15 item 4, decision 0026). The cart owns the terms
 * (features/cart/rental-terms.repository.ts): it prices a rented line and its checkout takes the units;
 * /services/medical-equipment reads them through the cart service.
 */

/**
 * A catalog product that can also be rented: the rent per period, the refundable deposit per unit, the
 * periods allowed, and the rental fleet on hand (separate from the stock sold, which `product_inventory`
 * counts). Money in paise.
 */
export const rentalTerms = pgTable(
  'rental_terms',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    periodUnit: text('period_unit', { enum: ['week', 'month'] }).notNull(),
    minPeriods: smallint('min_periods').notNull(),
    maxPeriods: smallint('max_periods').notNull(),
    /** Rent per period per unit, GST-inclusive. */
    rentPaise: integer('rent_paise').notNull(),
    /** Refundable security deposit per unit: collected with the order, returned when the unit comes back. */
    depositPaise: integer('deposit_paise').notNull(),
    /** Rental units free to go out now; an order takes them by a conditional update, a cancellation gives back. */
    unitsAvailable: integer('units_available').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'rental_terms_periods',
      sql`${t.minPeriods} >= 1 AND ${t.minPeriods} <= ${t.maxPeriods} AND ${t.maxPeriods} <= 52`,
    ),
    check('rental_terms_money', sql`${t.rentPaise} > 0 AND ${t.depositPaise} >= 0`),
    check('rental_terms_units', sql`${t.unitsAvailable} >= 0`),
  ],
);

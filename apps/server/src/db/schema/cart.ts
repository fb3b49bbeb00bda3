import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_owner_product_idx').on(t.ownerKey, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
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

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { bytea } from './column-types.ts';

// The orders feature's tables: only features/orders/orders.repository.ts reads or writes them.

/** Saved delivery addresses of an account (SPEC §3 checkout address). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default per account, enforced by the database so parallel changes cannot leave two.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export interface OrderAddressColumn {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Per-user Idempotency-Key header: a repeated submit returns the first order. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', {
      enum: [
        'awaiting-prescription',
        'processing',
        'packed',
        'shipped',
        'delivered',
        'cancelled',
        'return-requested',
        'returned',
      ],
    }).notNull(),
    trackingId: text('tracking_id').notNull().unique(),
    /** Address as it was when the order was placed (a later edit of the saved address does not rewrite history). */
    address: jsonb('address').$type<OrderAddressColumn>().notNull(),
    paymentMethod: text('payment_method', { enum: ['credit-card', 'debit-card', 'upi', 'cod'] }).notNull(),
    /** 'paid': cash collected on delivery (issue 12). A text column: a new value needs no migration. */
    paymentStatus: text('payment_status', { enum: ['authorized', 'pay-on-delivery', 'voided', 'paid'] }).notNull(),
    paymentReference: text('payment_reference').notNull(),
    /** Card payments keep only the last four digits; never the number or the CVV. */
    cardLast4: text('card_last4'),
    upiId: text('upi_id'),
    /** Link to an uploaded prescription (the prescriptions feature owns that table). */
    prescriptionId: integer('prescription_id'),
    subtotalMrpPaise: integer('subtotal_mrp_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    itemsTotalPaise: integer('items_total_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** Refundable deposits of rented equipment (decision 0026): inside totalPaise, outside items and GST. */
    depositPaise: integer('deposit_paise').notNull().default(0),
    /** The offer applied (issue 18) and what it and PLUS took off; both also inside discountPaise. */
    offerCode: text('offer_code'),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    membershipDiscountPaise: integer('membership_discount_paise').notNull().default(0),
    estimatedDeliveryFrom: date('estimated_delivery_from'),
    estimatedDeliveryTo: date('estimated_delivery_to'),
    deliveredOn: date('delivered_on'),
    /** The rider the chemist assigned (delivery role); null until assigned. */
    riderUserId: integer('rider_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Four digits the customer reads out to the rider at the door (shown on their order page); the rider
     * cannot mark the order delivered without it. Wrong tries are counted and limited.
     */
    deliveryCode: text('delivery_code'),
    deliveryCodeFailures: smallint('delivery_code_failures').notNull().default(0),
    /** Cash the rider recorded as collected on a cash-on-delivery order. */
    codCollectedPaise: integer('cod_collected_paise'),
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The staff queues: orders by status, oldest first (chemist: processing; rider: own shipped).
    index('orders_status_placed_idx').on(t.status, t.placedAt),
    index('orders_rider_idx')
      .on(t.riderUserId, t.status)
      .where(sql`${t.riderUserId} IS NOT NULL`),
    index('orders_user_placed_idx').on(t.userId, t.placedAt),
    check(
      'orders_totals_nonnegative',
      sql`${t.totalPaise} >= 0 AND ${t.deliveryFeePaise} >= 0 AND ${t.discountPaise} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    packSize: text('pack_size').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    prescriptionRequired: boolean('prescription_required').notNull(),
    /** GST rate in percent (12 medicines, 18 devices: a documented simplification, decision 0003). */
    gstRate: smallint('gst_rate').notNull(),
    /** The line's share of the coupon and PLUS discounts (the pricing's allocation): the line pays price × quantity − this. */
    offerDiscountPaise: integer('offer_discount_paise').notNull().default(0),
    /** As printed on the invoice: HSN code, and the batch and expiry supplied (null on orders placed before). */
    hsnCode: text('hsn_code'),
    batchNumber: text('batch_number'),
    expiryDate: date('expiry_date'),
    /** Units returned and refunded (an approved return); never more than the quantity. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /**
     * A rented line (decision 0026): mrp/price are the rent per period, the line pays price × quantity ×
     * periods, plus the refundable deposit per unit. Null periods: a line bought outright.
     */
    rentalPeriods: smallint('rental_periods'),
    rentalPeriodUnit: text('rental_period_unit', { enum: ['week', 'month'] }),
    depositPaise: integer('deposit_paise').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_returned_quantity', sql`${t.returnedQuantity} BETWEEN 0 AND ${t.quantity}`),
    check(
      'order_items_rental',
      sql`(${t.rentalPeriods} IS NULL AND ${t.rentalPeriodUnit} IS NULL AND ${t.depositPaise} = 0) OR (${t.rentalPeriods} BETWEEN 1 AND 52 AND ${t.rentalPeriodUnit} IS NOT NULL AND ${t.depositPaise} >= 0)`,
    ),
  ],
);

/** Every status an order has had, with when and who (SPEC §4 order status). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'customer', 'system' or the staff role that made the change. */
    changedByRole: text('changed_by_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/**
 * A return the customer asked for within 7 days of delivery (issue 12): per line, with a reason and a photo;
 * the chemist approves (refund through the payment provider) or declines.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'approved', 'declined'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    refundPaise: integer('refund_paise'),
    refundReference: text('refund_reference'),
    photoMediaType: text('photo_media_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    /** Re-encoded on upload (EXIF and GPS stripped). */
    photo: bytea('photo').notNull(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_status_idx').on(t.status, t.requestedAt),
  ],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: ['wrong-item', 'damaged', 'missing', 'near-expiry'] }).notNull(),
    /** Decided by the chemist on approval: only resellable units go back to stock. */
    resellable: boolean('resellable'),
  },
  (t) => [
    uniqueIndex('order_return_lines_item_idx').on(t.returnId, t.orderItemId),
    check('order_return_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

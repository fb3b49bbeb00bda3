import { z } from 'zod';
import { cartSchema } from '../cart/schemas.ts';
import { paiseSchema } from '../catalog/schemas.ts';
import { deliveryCheckResponseSchema, pincodeSchema } from '../delivery/schemas.ts';
import type { FieldKey } from '../errors/error-texts.ts';
import { messageToken } from '../errors/message-token.ts';
import { appliedOfferSchema, couponCodeSchema } from '../offers/applied-offer.ts';
import { pricedDiscountSchema } from '../pricing/schemas.ts';
import { safeText } from '../text.ts';

/* ───────────────────────── Addresses (SPEC §3 checkout address) ───────────────────────── */

const ADDRESS_MESSAGES = {
  fullName: messageToken('FULL_NAME_REQUIRED'),
  email: messageToken('EMAIL_INVALID'),
  phone: messageToken('PHONE_INVALID'),
  address: messageToken('ADDRESS_LINE_REQUIRED'),
  city: messageToken('CITY_REQUIRED'),
  state: messageToken('STATE_REQUIRED'),
};

/** 10 digits starting 6–9, optionally prefixed +91 or 0. */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;

const addressText = (field: FieldKey, message: string, min: number, max: number, multiline = false) =>
  safeText({ field, typeMessage: message, min, minMessage: message, max, multiline });

export const addressInputSchema = z.object({
  fullName: addressText('fullName', ADDRESS_MESSAGES.fullName, 2, 100),
  email: z.email({ error: ADDRESS_MESSAGES.email }).trim().max(200),
  phone: z.string({ error: ADDRESS_MESSAGES.phone }).trim().regex(INDIAN_MOBILE_PATTERN, ADDRESS_MESSAGES.phone),
  address: addressText('address', ADDRESS_MESSAGES.address, 5, 300, true),
  city: addressText('city', ADDRESS_MESSAGES.city, 2, 80),
  state: addressText('state', ADDRESS_MESSAGES.state, 2, 80),
  pincode: pincodeSchema,
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** Why a saved address cannot be delivered to now: its pincode is unknown, or no longer served. */
export const ADDRESS_DELIVERY_PROBLEMS = ['unknown-pincode', 'not-served'] as const;
export type AddressDeliveryProblem = (typeof ADDRESS_DELIVERY_PROBLEMS)[number];

/**
 * The delivery address as it was at checkout. Not re-validated on the way out: after the owner deletes the
 * account, name, e-mail, phone and street read "Redacted" while city, state and pincode stay for GST (DPDP).
 */
export const orderAddressSnapshotSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

/** A saved address as answered: the input rules are not re-applied on the way out, so older rows still read. */
export const addressSchema = orderAddressSnapshotSchema.extend({
  id: z.number().int(),
  isDefault: z.boolean(),
  /** Null when we deliver there today; an address with a problem is shown greyed, never pre-selected. */
  deliveryProblem: z.enum(ADDRESS_DELIVERY_PROBLEMS).nullable(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/* ───────────────────────── Payment (demo provider, SPEC §3/§9) ───────────────────────── */

export const PAYMENT_METHODS = ['credit-card', 'debit-card', 'upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  'credit-card': 'Credit Card',
  'debit-card': 'Debit Card',
  upi: 'UPI / Mobile Payment',
  cod: 'Cash on Delivery',
};
export const PAYMENT_DEMO_NOTICE = 'This is a demonstration checkout: no real payment is processed.';

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY": true when the card is valid through the end of that month (now or later). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

const PAYMENT_MESSAGES = {
  cardNumber: messageToken('CARD_NUMBER_INVALID'),
  cardName: messageToken('CARD_NAME_REQUIRED'),
  expiry: messageToken('CARD_EXPIRY_INVALID'),
  cvv: messageToken('CVV_INVALID'),
  upiId: messageToken('UPI_ID_INVALID'),
};

const cardPaymentFields = {
  cardNumber: z
    .string({ error: PAYMENT_MESSAGES.cardNumber })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine(luhnValid, PAYMENT_MESSAGES.cardNumber),
  cardName: safeText({
    field: 'cardName',
    typeMessage: PAYMENT_MESSAGES.cardName,
    min: 2,
    minMessage: PAYMENT_MESSAGES.cardName,
    max: 100,
  }),
  expiry: z
    .string({ error: PAYMENT_MESSAGES.expiry })
    .trim()
    .refine((v) => expiryInFuture(v), PAYMENT_MESSAGES.expiry),
  cvv: z.string({ error: PAYMENT_MESSAGES.cvv }).regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cvv),
};
/** UPI virtual payment address: handle@psp. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

export const paymentInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('credit-card'), ...cardPaymentFields }),
  z.object({ method: z.literal('debit-card'), ...cardPaymentFields }),
  z.object({
    method: z.literal('upi'),
    upiId: z.string({ error: PAYMENT_MESSAGES.upiId }).trim().regex(UPI_ID_PATTERN, PAYMENT_MESSAGES.upiId),
  }),
  z.object({ method: z.literal('cod') }),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/* ───────────────────────── Checkout summary ───────────────────────── */

/** GET /api/checkout/summary?pincode= — the caller's cart priced on the server, plus the delivery check. */
export const checkoutSummaryQuerySchema = z.object({
  pincode: pincodeSchema.optional(),
  /** A code the customer typed (issue 18); without it the server applies the best eligible offer. */
  coupon: couponCodeSchema.optional(),
});
export const checkoutSummarySchema = z.object({
  cart: cartSchema,
  delivery: deliveryCheckResponseSchema.nullable(),
  /** Guests must sign in to place the order. */
  signInRequired: z.boolean(),
  paymentMethods: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      label: z.string(),
      available: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
  codLimitPaise: paiseSchema,
  demoNotice: z.string(),
  /** The offer in the cart's totals (issue 18); null when none applies. */
  offer: appliedOfferSchema.nullable().optional(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/* ───────────────────────── Orders ───────────────────────── */

/**
 * An order's life (issue 12): awaiting prescription → processing → packed → shipped (out for delivery) →
 * delivered; cancelled before dispatch; return requested → returned. Who may make which move is the server's
 * order state machine (features/orders).
 */
export const ORDER_STATUSES = [
  'awaiting-prescription',
  'processing',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'return-requested',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  'awaiting-prescription': 'Awaiting prescription',
  processing: 'Processing',
  packed: 'Packed',
  shipped: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'return-requested': 'Return requested',
  returned: 'Returned',
};
/** Statuses before dispatch: the customer may still cancel. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['awaiting-prescription', 'processing', 'packed'];
/** 'paid': cash collected by the rider on a cash-on-delivery order (issue 12). */
export const PAYMENT_STATUSES = ['authorized', 'pay-on-delivery', 'voided', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * An order cancelled before any money changed hands (payment voided) supplied nothing, so it has no tax
 * invoice; every other order has one.
 */
export const hasInvoice = (order: { status: OrderStatus; paymentStatus: PaymentStatus }) =>
  !(order.status === 'cancelled' && order.paymentStatus === 'voided');

/** Header carrying the client's idempotency key on POST /api/orders (8–100 characters, e.g. a UUID). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: messageToken('IDEMPOTENCY_KEY_REQUIRED') })
  .trim()
  .regex(/^[A-Za-z0-9._:-]{8,100}$/, messageToken('IDEMPOTENCY_KEY_INVALID'));

/**
 * POST /api/orders — items come from the caller's server-side cart, priced on the server; any price or item
 * fields in the body are ignored. Give a saved addressId or a new address (saveAddress keeps it).
 */
export const placeOrderRequestSchema = z
  .object({
    addressId: z.number().int().positive().max(2_147_483_647).optional(),
    address: addressInputSchema.optional(),
    saveAddress: z.boolean().optional(),
    payment: paymentInputSchema,
    /** An uploaded prescription for the Rx items (prescriptions feature). */
    prescriptionId: z.number().int().positive().max(2_147_483_647).optional(),
    /** The code the customer typed (issue 18); without it the best eligible offer applies. */
    couponCode: couponCodeSchema.optional(),
  })
  .refine((v) => (v.addressId === undefined) !== (v.address === undefined), {
    error: messageToken('ADDRESS_CHOICE_REQUIRED'),
    path: ['address'],
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const orderIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/orders/{id}/prescription — link an uploaded prescription to an order awaiting one. */
export const linkPrescriptionRequestSchema = z.object({
  prescriptionId: z.number().int().positive().max(2_147_483_647),
});

export const orderItemSchema = z.object({
  /** The order line's id (a return names its lines by it). */
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  packSize: z.string(),
  imageUrl: z.string(),
  price: paiseSchema,
  discountedPrice: paiseSchema,
  quantity: z.number().int(),
  lineTotalPaise: paiseSchema,
  prescriptionRequired: z.boolean(),
  gstRate: z.number().int(),
  /** As supplied, for the tax invoice: GST tariff code, batch and expiry (YYYY-MM-DD); null on older orders. */
  hsnCode: z.string().nullable(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** Units returned and refunded (an approved return). */
  returnedQuantity: z.number().int().default(0),
  /**
   * A rented line (decision 0026): price/discountedPrice are the rent per unit and period, lineTotalPaise covers
   * every period, and the refundable deposit per unit is outside it. Null: bought.
   */
  rental: z
    .object({
      periods: z.number().int(),
      periodUnit: z.enum(['week', 'month']),
      depositPaise: paiseSchema,
    })
    .nullable()
    .default(null),
});

export const orderTotalsSchema = z.object({
  subtotalMrpPaise: paiseSchema,
  discountPaise: paiseSchema,
  itemsTotalPaise: paiseSchema,
  deliveryFeePaise: paiseSchema,
  /** Refundable deposits of rented equipment, inside totalPaise (decision 0026). */
  depositPaise: paiseSchema.default(0),
  totalPaise: paiseSchema,
  /** Each discount by name, as at checkout (issue 18: MRP, the offer's code, PLUS). */
  discounts: z.array(pricedDiscountSchema).optional(),
});

export const orderStatusEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  /** Who made the change: 'customer', 'system' or a staff role. */
  by: z.string(),
  note: z.string().nullable(),
});

export const verifyingPharmacistSchema = z.object({
  name: z.string(),
  /** State Pharmacy Council registration, e.g. "MSPC/2014/48213". */
  registration: z.string(),
  reviewedAt: z.string(),
});
export type VerifyingPharmacistView = z.infer<typeof verifyingPharmacistSchema>;

/** Why a customer returns units of a line (issue 12). */
export const RETURN_REASONS = ['wrong-item', 'damaged', 'missing', 'near-expiry'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** A return may be asked for within this many days of delivery. */
export const RETURN_WINDOW_DAYS = 7;

export const customerReturnSchema = z.object({
  id: z.number().int(),
  status: z.enum(['requested', 'approved', 'declined']),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  refundPaise: paiseSchema.nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      reason: z.enum(RETURN_REASONS),
    }),
  ),
});
export type CustomerReturn = z.infer<typeof customerReturnSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  /** Shown to people: "AUS" + zero-padded id. */
  orderNumber: z.string(),
  trackingId: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  deliveredOn: z.string().nullable(),
  estimatedFrom: z.string().nullable(),
  estimatedTo: z.string().nullable(),
  itemCount: z.number().int(),
  totalPaise: paiseSchema,
  itemNames: z.array(z.string()),
  canCancel: z.boolean(),
  /** False for an order cancelled before payment: no invoice to download. */
  invoiceAvailable: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  items: z.array(orderItemSchema),
  totals: orderTotalsSchema,
  address: orderAddressSnapshotSchema,
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    reference: z.string(),
    cardLast4: z.string().nullable(),
    upiId: z.string().nullable(),
    demo: z.literal(true),
  }),
  prescriptionId: z.number().int().nullable(),
  statusHistory: z.array(orderStatusEventSchema),
  /** Null when invoiceAvailable is false. */
  invoiceUrl: z.string().nullable(),
  /**
   * The registered pharmacist whose approval released the order (draft e-pharmacy rules: shown to the
   * customer); null for an order without prescription medicines or not verified yet.
   */
  verifiedBy: verifyingPharmacistSchema.nullable().default(null),
  /** Four digits to read out to the rider at the door; only while packed or out for delivery. */
  deliveryCode: z.string().nullable().default(null),
  /** The rider's first name once the order is out for delivery. */
  riderFirstName: z.string().nullable().default(null),
  /** The last day (India) a return can be asked for: 7 days after delivery; null when not delivered. */
  returnUntil: z.string().nullable().default(null),
  canReturn: z.boolean().default(false),
  /** The returns asked for on this order, newest first. */
  returns: z.array(customerReturnSchema).default([]),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Why a reorder could not add an item: no longer sold, out of stock, or the cart had no room for another line. */
export const REORDER_UNAVAILABLE_REASONS = ['no-longer-sold', 'out-of-stock', 'cart-full'] as const;
export type ReorderUnavailableReason = (typeof REORDER_UNAVAILABLE_REASONS)[number];

/** POST /api/orders/{id}/reorder */
export const reorderResponseSchema = z.object({
  cart: cartSchema,
  added: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  capped: z.array(
    z.object({ productId: z.number().int(), name: z.string(), requested: z.number().int(), added: z.number().int() }),
  ),
  /** `reason` in English. */
  unavailable: z.array(z.object({ productId: z.number().int(), name: z.string(), reason: z.string() })),
  /**
   * Each unavailable item's reason as a code the web words, by product id (an order holds a product once);
   * absent only from a reply made before codes (then `reason` is shown).
   */
  unavailableReasons: z.record(z.string(), z.enum(REORDER_UNAVAILABLE_REASONS)).optional(),
  /** The whole outcome in English; the web words it from added, capped and unavailable. */
  message: z.string(),
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;

import { z } from 'zod';
import { paiseSchema, PRODUCT_KINDS } from '../catalog/schemas.ts';
import { comboDealSchema } from './combos.ts';

/**
 * Inputs and named discounts of the one pricing function (`price-order.ts`). Money is integer paise,
 * GST-inclusive (Indian MRP includes GST).
 */

/** Rental terms as the pricing needs them: how many periods, and the deposit per unit. */
export const rentalPricingSchema = z.object({
  periods: z.number().int().min(1).max(52),
  depositPaise: paiseSchema,
});
export type RentalPricing = z.infer<typeof rentalPricingSchema>;

/** One product line: per-pack prices and the facts an offer can be scoped by. */
export const priceLineSchema = z
  .object({
    productId: z.number().int().positive(),
    quantity: z.number().int().positive(),
    mrpPaise: paiseSchema,
    /** Selling price per pack; never above the MRP (the products table checks it too). */
    pricePaise: paiseSchema,
    kind: z.enum(PRODUCT_KINDS),
    categoryId: z.number().int().nullable(),
    /** Needed only by offers scoped to a brand. */
    manufacturerId: z.number().int().nullable().optional(),
    /**
     * A rented line (decision 0026): mrp/price are the rent of one unit for one period, the line's amount is
     * rent × quantity × periods, and each unit adds a refundable deposit outside the items (no discount, no GST).
     */
    rental: rentalPricingSchema.optional(),
  })
  .refine((line) => line.pricePaise <= line.mrpPaise, { path: ['pricePaise'] });
export type PriceLine = z.infer<typeof priceLineSchema>;

/** The lines an offer applies to: a line must match every list given; no lists = the whole order. */
export const offerScopeSchema = z.object({
  productIds: z.array(z.number().int()).optional(),
  categoryIds: z.array(z.number().int()).optional(),
  manufacturerIds: z.array(z.number().int()).optional(),
  kinds: z.array(z.enum(PRODUCT_KINDS)).optional(),
});
export type OfferScope = z.infer<typeof offerScopeSchema>;

const couponTermsSchema = z.object({
  code: z.string().trim().min(1).max(40),
  /** Selling-price value of the lines in scope needed before the coupon applies. */
  minOrderPaise: paiseSchema.optional(),
  /** Most the coupon takes off one order; absent = only bounded by the lines in scope. */
  maxDiscountPaise: paiseSchema.optional(),
  scope: offerScopeSchema.optional(),
});

/**
 * A coupon the caller has already found usable by this customer now (validity window, first order, uses per
 * customer are the offers feature's checks); what depends on the cart (scope, minimum, cap) is priced here.
 */
export const couponSchema = z.discriminatedUnion('type', [
  couponTermsSchema.extend({ type: z.literal('percent'), percent: z.number().int().min(1).max(100) }),
  couponTermsSchema.extend({ type: z.literal('flat'), amountPaise: paiseSchema.positive() }),
]);
export type Coupon = z.infer<typeof couponSchema>;

/** A membership's pricing benefits (PLUS today: `PLUS_MEMBERSHIP` in price-order.ts). */
export const membershipSchema = z.object({
  plan: z.literal('plus'),
  freeDelivery: z.boolean(),
  /** Extra percent off the lines in scope, after any coupon. 0 = none. */
  extraDiscountPercent: z.number().int().min(0).max(100),
  maxDiscountPaise: paiseSchema.optional(),
  scope: offerScopeSchema.optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** Delivery is charged `feePaise` unless the selling-price total of the items reaches `freeFromPaise`. */
export const deliveryRulesSchema = z.object({ feePaise: paiseSchema, freeFromPaise: paiseSchema });
export type DeliveryRules = z.infer<typeof deliveryRulesSchema>;

export const priceOrderInputSchema = z.object({
  lines: z.array(priceLineSchema),
  coupon: couponSchema.nullable().optional(),
  membership: membershipSchema.nullable().optional(),
  /** Live combo packs (combos.ts): each complete set in the lines takes its saving off, before any coupon. */
  combos: z.array(comboDealSchema).optional(),
  /** Default: CHECKOUT's fee and free-delivery threshold. */
  delivery: deliveryRulesSchema.optional(),
});
export type PriceOrderInput = z.infer<typeof priceOrderInputSchema>;

/** Discounts in the order they are applied: the catalog's own (MRP − selling price), combo packs, coupon, membership. */
export const DISCOUNT_KINDS = ['mrp', 'combo', 'coupon', 'membership'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** i18n keys (web `cart` namespace) naming each discount; the coupon's takes `{{code}}`. */
export const DISCOUNT_LABEL_KEYS = {
  mrp: 'pricing.discount.mrp',
  combo: 'pricing.discount.combo',
  coupon: 'pricing.discount.coupon',
  membership: 'pricing.discount.membership',
} as const satisfies Record<DiscountKind, string>;

/** One named discount of a priced order, as the API answers it. */
export const pricedDiscountSchema = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  labelKey: z.string(),
  /** The coupon's code; null for the other kinds. */
  code: z.string().nullable(),
  amountPaise: paiseSchema,
});
export type PricedDiscount = z.infer<typeof pricedDiscountSchema>;

/** Why a coupon given to the pricing did not apply to this cart. */
export const COUPON_REJECTIONS = ['no-eligible-items', 'minimum-order'] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

import { z } from 'zod';
import { cartOwnerIdSchema } from '../cart/schemas.ts';
import { paiseSchema, productSummarySchema } from '../catalog/schemas.ts';
import { messageToken } from '../errors/message-token.ts';
import { paymentInputSchema } from '../orders/schemas.ts';
import { offerScopeSchema } from '../pricing/schemas.ts';
import { couponCodeSchema, OFFER_KINDS } from './applied-offer.ts';

/**
 * Offers, PLUS and the value pages (issue 18). Money is integer paise. The pricing of an offer is the one
 * pricing function's (pricing/price-order.ts); who may use it when is pricing/offer-rules.ts.
 */

export {
  appliedOfferSchema,
  couponCodeSchema,
  OFFER_KINDS,
  type AppliedOffer,
  type OfferKind,
} from './applied-offer.ts';

/** One offer as /offers lists it: its code and every term. */
export const offerViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(OFFER_KINDS),
  title: z.string(),
  type: z.enum(['percent', 'flat']),
  percent: z.number().int().nullable(),
  amountPaise: paiseSchema.nullable(),
  minOrderPaise: paiseSchema.nullable(),
  maxDiscountPaise: paiseSchema.nullable(),
  scope: offerScopeSchema.nullable(),
  /** Names of the categories and brands of the scope, for the terms. */
  scopeNames: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  usesPerCustomer: z.number().int().nullable(),
  plusOnly: z.boolean(),
  cardOnly: z.boolean(),
  occasion: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

/** GET /api/offers — every offer running now, best known first (festival, store, bank). */
export const offerListSchema = z.object({ offers: z.array(offerViewSchema) });
export type OfferList = z.infer<typeof offerListSchema>;

/** POST /api/checkout/coupon — try a typed code on the caller's cart; 4xx with the reason when it cannot apply. */
export const applyCouponRequestSchema = z.object({ code: couponCodeSchema });

/* ───────────────────────── PLUS ───────────────────────── */

export const PLUS_PLAN_IDS = ['plus-3', 'plus-6', 'plus-12'] as const;
export type PlusPlanId = (typeof PLUS_PLAN_IDS)[number];

/** Plans and prices (issue 18): longer plans cost less a month. */
export const PLUS_PLANS: readonly { id: PlusPlanId; months: number; pricePaise: number }[] = [
  { id: 'plus-3', months: 3, pricePaise: 14_900 },
  { id: 'plus-6', months: 6, pricePaise: 24_900 },
  { id: 'plus-12', months: 12, pricePaise: 39_900 },
];
export const plusPlanOf = (id: PlusPlanId) => PLUS_PLANS.find((plan) => plan.id === id)!;

/** POST /api/plus/purchase — a PLUS plan through checkout's demo payment (no cash on delivery for a membership). */
export const buyPlusRequestSchema = z.object({
  plan: z.enum(PLUS_PLAN_IDS),
  payment: paymentInputSchema.refine((payment) => payment.method !== 'cod', {
    error: messageToken('PLUS_PAYMENT_METHOD'),
  }),
});
export type BuyPlusRequest = z.infer<typeof buyPlusRequestSchema>;

export const plusSubscriptionSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PLUS_PLAN_IDS),
  pricePaise: paiseSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** Demo refund of the unused part, recorded on cancellation. */
  refundPaise: paiseSchema.nullable(),
  refundReference: z.string().nullable(),
});
export type PlusSubscription = z.infer<typeof plusSubscriptionSchema>;

/** GET /api/plus/me — the caller's membership: valid until, what a cancellation would refund now, history. */
export const plusStatusSchema = z.object({
  member: z.boolean(),
  validUntil: z.string().nullable(),
  /** Paise a cancellation now would refund (unused days of the current plan, every later one in full). */
  refundIfCancelledPaise: paiseSchema,
  subscriptions: z.array(plusSubscriptionSchema),
});
export type PlusStatus = z.infer<typeof plusStatusSchema>;

/** POST /api/plus/cancel — ends the membership now and refunds the unused part. */
export const plusCancelResultSchema = z.object({ refundPaise: paiseSchema, status: plusStatusSchema });

/* ───────────────────────── Value store, deals, brands ───────────────────────── */

/** /value-store price bands (issue 18): everything under ₹99, ₹199, ₹499. */
export const VALUE_PRICE_BANDS_PAISE = [9_900, 19_900, 49_900] as const;

export const genericSavingSchema = z.object({
  /** Salt and strength, as the catalog prints it. */
  saltComposition: z.string(),
  leader: productSummarySchema,
  generic: productSummarySchema,
  /** Per unit (tablet, ml …), so packs of different sizes compare fairly. */
  savingPercent: z.number().int().min(1).max(100),
});
export type GenericSaving = z.infer<typeof genericSavingSchema>;

/** One product of a combo pack and how many packs of it one set holds. */
export const comboPackItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  packSize: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int().min(1),
  /** Per pack, now. */
  mrpPaise: paiseSchema,
  pricePaise: paiseSchema,
  prescriptionRequired: z.boolean(),
  inStock: z.boolean(),
});

/**
 * A combo pack (issue 18 item 3): real catalog products at a bundle price below their sum. Adding it puts its
 * products in the cart; the pricing takes `savingPaise` off each complete set.
 */
export const comboPackSchema = z.object({
  slug: z.string(),
  /** English; the web shows `offers:combos.<slug>.title` when it has one. */
  title: z.string(),
  description: z.string(),
  items: z.array(comboPackItemSchema).min(2),
  /** Bundle price of one set. */
  pricePaise: paiseSchema,
  /** One set at today's selling prices and MRPs. */
  sellingPaise: paiseSchema,
  mrpPaise: paiseSchema,
  /** sellingPaise − pricePaise, above 0 (a pack that no longer saves is not shown). */
  savingPaise: paiseSchema,
  /** Every product in stock for one set. */
  available: z.boolean(),
});
export type ComboPack = z.infer<typeof comboPackSchema>;

export const comboSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(80) });

/** POST /api/value-store/combos/{slug}/cart: the cart owner as in the cart's add payload (SPEC §3). */
export const addComboToCartRequestSchema = z.object({ userId: cartOwnerIdSchema });

export const valueStoreSchema = z.object({
  bands: z.array(z.object({ underPaise: paiseSchema, items: z.array(productSummarySchema) })),
  generics: z.array(genericSavingSchema),
  combos: z.array(comboPackSchema),
});
export type ValueStore = z.infer<typeof valueStoreSchema>;

/** GET /api/offers/top-deals — the largest real discounts (MRP → selling price), in stock. */
export const topDealsSchema = z.object({ items: z.array(productSummarySchema) });
export type TopDeals = z.infer<typeof topDealsSchema>;

/** Featured brands (issue 18): a page each at /brands/{slug}; `manufacturer` as the catalog names the maker. */
export const FEATURED_BRANDS = [
  { slug: 'himalaya', name: 'Himalaya', manufacturer: 'Himalaya Wellness Company' },
  { slug: 'cipla', name: 'Cipla', manufacturer: 'Cipla Ltd' },
  { slug: 'dabur', name: 'Dabur', manufacturer: 'Dabur India Ltd' },
  { slug: 'sun-pharma', name: 'Sun Pharma', manufacturer: 'Sun Pharmaceutical Industries Ltd' },
  { slug: 'omron', name: 'Omron', manufacturer: 'Omron Healthcare India Pvt Ltd' },
  { slug: 'abbott', name: 'Abbott', manufacturer: 'Abbott India Ltd' },
  { slug: 'mankind', name: 'Mankind', manufacturer: 'Mankind Pharma Ltd' },
  { slug: 'dr-reddys', name: "Dr. Reddy's", manufacturer: "Dr. Reddy's Laboratories Ltd" },
] as const;
export type FeaturedBrand = (typeof FEATURED_BRANDS)[number];
export const featuredBrandOf = (slug: string) => FEATURED_BRANDS.find((brand) => brand.slug === slug) ?? null;

export const brandSlugParamsSchema = z.object({ slug: z.string().trim().max(40) });

/** GET /api/brands/{slug} — a featured brand, its products (best sellers first) and its running offers. */
export const brandPageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  productCount: z.number().int().nonnegative(),
  items: z.array(productSummarySchema),
  offers: z.array(offerViewSchema),
});
export type BrandPage = z.infer<typeof brandPageSchema>;

export const featuredBrandsSchema = z.object({
  brands: z.array(z.object({ slug: z.string(), name: z.string(), productCount: z.number().int().nonnegative() })),
});
export type FeaturedBrands = z.infer<typeof featuredBrandsSchema>;

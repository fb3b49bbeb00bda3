import { z } from 'zod';
import { paiseSchema } from '../catalog/schemas.ts';
import { CHECKOUT } from '../constants.ts';
import { messageToken } from '../errors/message-token.ts';
import { pricedDiscountSchema } from '../pricing/schemas.ts';

/**
 * Cart contracts (SPEC §7 cart calls). A cart owner id is the signed-in user's id (a number) or the caller's
 * guest id (the string from `GET /api/guest`, bound to a signed cookie). Any other id is refused by the server.
 */
export const cartOwnerIdSchema = z.union([
  z.number().int().positive(),
  z.string().trim().min(1, messageToken('CART_OWNER_REQUIRED')).max(100),
]);
export type CartOwnerId = z.infer<typeof cartOwnerIdSchema>;

export const cartQuantitySchema = z
  .number({ error: messageToken('QUANTITY_NOT_WHOLE') })
  .int({ error: messageToken('QUANTITY_NOT_WHOLE') })
  .min(1, { error: messageToken('QUANTITY_TOO_SMALL', { min: 1 }) })
  .max(CHECKOUT.maxLineQuantity, { error: messageToken('QUANTITY_TOO_LARGE', { max: CHECKOUT.maxLineQuantity }) });

/** POST /api/cart — price fields a client may send are ignored (the server reads prices itself). */
/** A rental is counted in weeks or months, as the item defines (decision 0026). */
export const RENTAL_PERIOD_UNITS = ['week', 'month'] as const;
export type RentalPeriodUnit = (typeof RENTAL_PERIOD_UNITS)[number];

export const addToCartRequestSchema = z.object({
  userId: cartOwnerIdSchema,
  productId: z
    .number({ error: messageToken('PRODUCT_ID_INVALID') })
    .int()
    .positive()
    .max(2_147_483_647),
  quantity: cartQuantitySchema,
  /** Rent instead of buy, for this many periods of the product's rental terms (the server checks the bounds). */
  rentalPeriods: z
    .number({ error: messageToken('RENTAL_PERIOD_INVALID') })
    .int({ error: messageToken('RENTAL_PERIOD_INVALID') })
    .min(1, { error: messageToken('RENTAL_PERIOD_INVALID') })
    .max(52, { error: messageToken('RENTAL_PERIOD_INVALID') })
    .optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

/** PUT /api/cart/{cartItemId} */
export const updateCartItemRequestSchema = z.object({ quantity: cartQuantitySchema });
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

/** POST /api/cart/transfer — only from the caller's own guest id to the caller's own user id. */
export const transferCartRequestSchema = z.object({ fromUserId: cartOwnerIdSchema, toUserId: cartOwnerIdSchema });
export type TransferCartRequest = z.infer<typeof transferCartRequestSchema>;

export const cartItemIdParamsSchema = z.object({ cartItemId: z.coerce.number().int().positive().max(2_147_483_647) });
export const cartOwnerParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** Why a line cannot be ordered as it is: nothing left, more than is left, more than one order may hold. */
export const CART_LINE_PROBLEMS = ['out-of-stock', 'stock-low', 'over-limit'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** How a rented cart line is rented: the period chosen, the terms' bounds, the deposit per unit. */
export const cartRentalSchema = z.object({
  periods: z.number().int(),
  periodUnit: z.enum(RENTAL_PERIOD_UNITS),
  minPeriods: z.number().int(),
  maxPeriods: z.number().int(),
  depositPaise: paiseSchema,
  /** Deposit × quantity. */
  lineDepositPaise: paiseSchema,
});
export type CartRental = z.infer<typeof cartRentalSchema>;

/** One cart line with what the drawer shows. price = MRP, discountedPrice = selling price (paise, per pack). */
export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  imageUrl: z.string(),
  packSize: z.string(),
  price: paiseSchema,
  discountedPrice: paiseSchema,
  prescriptionRequired: z.boolean(),
  inStock: z.boolean(),
  stock: z.number().int(),
  maxOrderQuantity: z.number().int(),
  /** min(maxOrderQuantity, stock): the most this line can hold now. */
  maxQuantity: z.number().int(),
  /** MRP × quantity */
  lineMrpPaise: paiseSchema,
  /** selling price × quantity */
  lineTotalPaise: paiseSchema,
  /** Set when the line cannot be ordered as it is (out of stock, or more than is left). English. */
  problem: z.string().nullable(),
  /**
   * The problem as a code the web words in the visitor's language, with the line's `stock` or
   * `maxOrderQuantity`; absent only from a reply made before codes (then `problem` is shown).
   */
  problemCode: z.enum(CART_LINE_PROBLEMS).nullable().optional(),
  /**
   * Set on a rented line (decision 0026): price/discountedPrice are the rent of one unit for one period, the
   * line totals cover every period, and each unit adds the refundable deposit. Null: bought.
   */
  rental: cartRentalSchema.nullable().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * SPEC §2 order summary: subtotal (MRP), discount, delivery charge (FREE when 0 and freeDelivery), total.
 * Priced by `priceOrder` (packages/shared/src/pricing): total = subtotal − discount + delivery.
 */
export const cartTotalsSchema = z.object({
  /** Sum of quantities: the header badge. */
  itemCount: z.number().int(),
  lineCount: z.number().int(),
  subtotalMrpPaise: paiseSchema,
  /** Every discount together (MRP, coupon, membership). */
  discountPaise: paiseSchema,
  /** Each discount above zero, named, in the order applied; they add up to discountPaise. */
  discounts: z.array(pricedDiscountSchema).optional(),
  /** What the items cost after every discount. */
  itemsTotalPaise: paiseSchema,
  deliveryFeePaise: paiseSchema,
  freeDelivery: z.boolean(),
  /** Refundable deposits of rented equipment (decision 0026), inside totalPaise; 0 without rentals. */
  depositPaise: paiseSchema,
  totalPaise: paiseSchema,
  freeDeliveryThresholdPaise: paiseSchema,
  /** How much more (selling price) unlocks free delivery; 0 when already free. */
  amountToFreeDeliveryPaise: paiseSchema,
  plusMember: z.boolean(),
  prescriptionRequired: z.boolean(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSchema = z.object({
  /** The owner id as the caller named it (user id number or guest id string). */
  ownerId: cartOwnerIdSchema,
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema,
});
export type Cart = z.infer<typeof cartSchema>;

const count = z.number().int();
const cappedParams = { name: z.string(), inCart: count, before: count };

/** What a cart write tells beside the cart, as a code and params the web words (cart namespace `notices.<code>`). */
export const cartNoticeSchema = z.discriminatedUnion('code', [
  /** An add was capped by the stock left (`left`): the line now holds `inCart`, it held `before`. */
  z.object({ code: z.literal('capped-by-stock'), params: z.object({ ...cappedParams, left: count }) }),
  /** An add was capped by the per-order limit (`max`). */
  z.object({ code: z.literal('capped-by-limit'), params: z.object({ ...cappedParams, max: count }) }),
  /** A guest cart moved into the account: `count` lines added. */
  z.object({ code: z.literal('guest-cart-moved'), params: z.object({ count }) }),
  /** `count` lines of a guest cart did not fit the account's cart (at most `max` lines). */
  z.object({ code: z.literal('guest-cart-left-out'), params: z.object({ count, max: count }) }),
]);
export type CartNotice = z.infer<typeof cartNoticeSchema>;

/**
 * Every cart write answers the cart as it is now, plus a notice when a quantity was capped: `notice` in
 * English, `notices` the same as codes (absent only from a reply made before codes).
 */
export const cartMutationResponseSchema = cartSchema.extend({
  notice: z.string().nullable(),
  notices: z.array(cartNoticeSchema).optional(),
});
export type CartMutationResponse = z.infer<typeof cartMutationResponseSchema>;

import { z } from 'zod';
import { paiseSchema } from '../catalog/schemas.ts';
import { CHECKOUT } from '../constants.ts';

/**
 * Cart contracts (SPEC §7 cart calls). A cart owner id is the signed-in user's id (a number) or the caller's
 * guest id (the string from `GET /api/guest`, bound to a signed cookie). Any other id is refused by the server.
 */
export const cartOwnerIdSchema = z.union([
  z.number().int().positive(),
  z.string().trim().min(1, 'A cart owner id is required').max(100),
]);
export type CartOwnerId = z.infer<typeof cartOwnerIdSchema>;

export const cartQuantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(CHECKOUT.maxLineQuantity, { error: `Quantity can be at most ${CHECKOUT.maxLineQuantity}` });

/** POST /api/cart — price fields a client may send are ignored (the server reads prices itself). */
export const addToCartRequestSchema = z.object({
  userId: cartOwnerIdSchema,
  productId: z.number({ error: 'productId must be a product id' }).int().positive().max(2_147_483_647),
  quantity: cartQuantitySchema,
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
  /** Set when the line cannot be ordered as it is (out of stock, or more than is left). */
  problem: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** SPEC §2 order summary: subtotal (MRP), discount, delivery charge (FREE when 0 and freeDelivery), total. */
export const cartTotalsSchema = z.object({
  /** Sum of quantities: the header badge. */
  itemCount: z.number().int(),
  lineCount: z.number().int(),
  subtotalMrpPaise: paiseSchema,
  discountPaise: paiseSchema,
  itemsTotalPaise: paiseSchema,
  deliveryFeePaise: paiseSchema,
  freeDelivery: z.boolean(),
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

/** Every cart write answers the cart as it is now, plus a notice when a quantity was capped. */
export const cartMutationResponseSchema = cartSchema.extend({ notice: z.string().nullable() });
export type CartMutationResponse = z.infer<typeof cartMutationResponseSchema>;

import { z } from 'zod';
import { paiseSchema } from '../catalog/schemas.ts';
import { messageToken } from '../errors/message-token.ts';

/** Apart from schemas.ts so the checkout summary (orders/schemas.ts) can carry it without an import cycle. */
export const OFFER_KINDS = ['store', 'festival', 'bank'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** The offer a priced checkout carries: chosen by the server (best eligible) or typed by the customer. */
export const appliedOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  kind: z.enum(OFFER_KINDS),
  /** True when the server chose it; false when the customer typed it. */
  automatic: z.boolean(),
  amountPaise: paiseSchema,
  /** A bank offer: the order must be paid by card. */
  cardOnly: z.boolean(),
});
export type AppliedOffer = z.infer<typeof appliedOfferSchema>;

/** What a customer types: letters and digits, 3–20, any case (the server upper-cases it). */
export const couponCodeSchema = z
  .string({ error: messageToken('COUPON_CODE_INVALID') })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,20}$/, { error: messageToken('COUPON_CODE_INVALID') });

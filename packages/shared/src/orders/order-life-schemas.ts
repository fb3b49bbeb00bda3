import { z } from 'zod';
import { paiseSchema } from '../catalog/schemas.ts';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, RETURN_REASONS, customerReturnSchema } from './schemas.ts';

/**
 * An order's life after checkout (issue 12): the chemist's queue, pick list and packing, the rider's deliveries,
 * and returns. The customer's side (order page, linking a prescription, asking for a return) is in schemas.ts.
 */

/** The rules of the order's life, defined once for the server and the web. */
export const ORDER_LIFE = {
  /** A line is packed only from a batch that lasts this many days past the delivery date. */
  minShelfLifeDays: 90,
  /** The delivery date assumed when the order has no estimate. */
  defaultDeliveryDays: 7,
  /** Wrong delivery codes before the order locks (the rider must call support). */
  deliveryCodeTries: 5,
  /** The chemist's low-stock list: products with fewer units than this. */
  lowStockThreshold: 20,
  queuePageSize: 30,
  /** A return's photo. */
  returnPhotoMaxBytes: 5 * 1024 * 1024,
} as const;

/** Today in India as YYYY-MM-DD: expiry dates, delivery dates and return windows are calendar days there. */
export const indiaToday = (now = new Date()) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const id = z.number().int().positive().max(2_147_483_647);

/* ───────────────────────── Chemist: queue, pick list, packing, riders ───────────────────────── */

/** to-pack: processing orders, oldest first; packed: packed orders waiting for (or assigned to) a rider. */
export const CHEMIST_QUEUES = ['to-pack', 'packed'] as const;
export type ChemistQueue = (typeof CHEMIST_QUEUES)[number];

export const chemistQueueQuerySchema = z.object({
  queue: z.enum(CHEMIST_QUEUES).default('to-pack'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ChemistQueueQuery = z.infer<typeof chemistQueueQuerySchema>;

export const staffPersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const chemistOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  /** When the order reached its present status: how long it has waited in this queue. */
  waitingSince: z.string(),
  itemCount: z.number().int(),
  lineCount: z.number().int(),
  /** Any prescription-only line (the chemist checks the prescription while packing). */
  prescriptionRequired: z.boolean(),
  city: z.string(),
  pincode: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  totalPaise: paiseSchema,
  estimatedTo: z.string().nullable(),
  rider: staffPersonSchema.nullable(),
});
export type ChemistOrder = z.infer<typeof chemistOrderSchema>;

export const chemistQueueSchema = z.object({
  items: z.array(chemistOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ toPack: z.number().int(), packed: z.number().int() }),
});
export type ChemistQueueReply = z.infer<typeof chemistQueueSchema>;

/** Why a batch cannot be packed for a line. */
export const BATCH_UNUSABLE_REASONS = ['expires-too-soon', 'too-few'] as const;

export const pickBatchSchema = z.object({
  id: z.number().int(),
  batchNumber: z.string(),
  expiryDate: z.string(),
  quantity: z.number().int(),
  /** Null when this batch can be packed for the line. */
  unusableReason: z.enum(BATCH_UNUSABLE_REASONS).nullable(),
});
export type PickBatch = z.infer<typeof pickBatchSchema>;

export const pickLineSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  packSize: z.string(),
  quantity: z.number().int(),
  prescriptionRequired: z.boolean(),
  schedule: z.enum(['OTC', 'G', 'H', 'H1']),
  /** As packed (null until then). */
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** The shelf's batches of the product, earliest expiry first. */
  batches: z.array(pickBatchSchema),
});
export type PickLine = z.infer<typeof pickLineSchema>;

export const pickListSchema = z.object({
  order: chemistOrderSchema,
  /** The delivery date the 90-day rule counts from (the estimate's last day, or 7 days from today). */
  deliveryBy: z.string(),
  /** The earliest expiry a batch may have. */
  minimumExpiry: z.string(),
  lines: z.array(pickLineSchema),
  /** The prescription the order was released against; its pages are at prescriptionPagesUrl/{1..}. */
  prescriptionId: z.number().int().nullable(),
  prescriptionPagesUrl: z.string().nullable(),
});
export type PickList = z.infer<typeof pickListSchema>;

export const packRequestSchema = z.object({
  lines: z
    .array(z.object({ orderItemId: id, batchId: id }))
    .min(1)
    .max(100),
});
export type PackRequest = z.infer<typeof packRequestSchema>;

export const assignRiderRequestSchema = z.object({ riderUserId: id });

export const riderSummarySchema = staffPersonSchema.extend({
  /** Orders assigned and not yet delivered. */
  activeOrders: z.number().int(),
});
export type RiderSummary = z.infer<typeof riderSummarySchema>;

export const prescriptionPageParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  page: z.coerce.number().int().min(1).max(20),
});

/* ───────────────────────── Rider ───────────────────────── */

export const DELIVERY_FAILURE_REASONS = [
  'customer-unavailable',
  'address-not-found',
  'customer-refused',
  'other',
] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

export const riderOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  address: z.object({
    fullName: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
  /** Google Maps search for the address and pincode. */
  mapsUrl: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Cash on delivery: the order total; 0 when paid online. */
  cashToCollectPaise: paiseSchema,
  itemCount: z.number().int(),
  /** Wrong delivery codes still allowed before the order locks. */
  codeTriesLeft: z.number().int(),
  deliveredOn: z.string().nullable(),
});
export type RiderOrder = z.infer<typeof riderOrderSchema>;

export const riderOrdersSchema = z.object({
  /** Assigned to me: packed (to pick up) and out for delivery. */
  active: z.array(riderOrderSchema),
  /** Delivered by me today. */
  deliveredToday: z.array(riderOrderSchema),
});
export type RiderOrders = z.infer<typeof riderOrdersSchema>;

export const deliverRequestSchema = z.object({
  code: z
    .string({ error: messageToken('DELIVERY_CODE_FORMAT') })
    .regex(/^\d{4}$/, messageToken('DELIVERY_CODE_FORMAT')),
  /** Cash on delivery: the cash collected, which must equal the order total. */
  codCollectedPaise: paiseSchema.optional(),
});
export type DeliverRequest = z.infer<typeof deliverRequestSchema>;

export const failDeliveryRequestSchema = z.object({
  reason: z.enum(DELIVERY_FAILURE_REASONS),
  note: safeText({ field: 'note', max: 300, multiline: true }).optional(),
});
export type FailDeliveryRequest = z.infer<typeof failDeliveryRequestSchema>;

/* ───────────────────────── Returns ───────────────────────── */

/**
 * POST /api/orders/{id}/returns is multipart: a `lines` field holding this JSON, an optional `note` field and
 * one `photo` file (JPEG or PNG, at most 5 MB).
 */
export const returnRequestLinesSchema = z
  .array(
    z.object({
      orderItemId: id,
      quantity: z.number().int().min(1).max(1000),
      reason: z.enum(RETURN_REASONS),
    }),
  )
  .min(1)
  .max(100);
export type ReturnRequestLine = z.infer<typeof returnRequestLinesSchema>[number];
export const returnNoteSchema = safeText({ field: 'note', max: 500, multiline: true });

export const returnIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const chemistReturnSchema = customerReturnSchema.extend({
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  deliveredOn: z.string().nullable(),
  note: z.string(),
  photoUrl: z.string(),
  lines: z.array(
    customerReturnSchema.shape.lines.element.extend({
      packSize: z.string(),
      unitPricePaise: paiseSchema,
      batchNumber: z.string().nullable(),
      expiryDate: z.string().nullable(),
      resellable: z.boolean().nullable(),
    }),
  ),
});
export type ChemistReturn = z.infer<typeof chemistReturnSchema>;

export const chemistReturnsSchema = z.object({ items: z.array(chemistReturnSchema) });

/** Approve (every line, each marked resellable or not) or decline with a reason. */
export const decideReturnRequestSchema = z.union([
  z.strictObject({
    approve: z.strictObject({
      lines: z
        .array(z.strictObject({ orderItemId: id, resellable: z.boolean() }))
        .min(1)
        .max(100),
    }),
  }),
  z.strictObject({ decline: z.strictObject({ reason: safeText({ field: 'reason', min: 3, max: 300 }) }) }),
]);
export type DecideReturnRequest = z.infer<typeof decideReturnRequestSchema>;

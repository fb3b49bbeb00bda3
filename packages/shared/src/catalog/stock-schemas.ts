import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';

/**
 * The chemist's stock (issue 12): batches on the shelf per product, stock received, written off (damaged or
 * expired) and the low-stock list. Every change is a stock movement with who and why.
 */

const id = z.number().int().positive().max(2_147_483_647);

export const stockProductIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const stockBatchSchema = z.object({
  id: z.number().int(),
  batchNumber: z.string(),
  expiryDate: z.string(),
  quantity: z.number().int(),
  receivedAt: z.string(),
});
export type StockBatch = z.infer<typeof stockBatchSchema>;

export const stockProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  packSize: z.string(),
  /** Sellable units (what checkout reserves from). */
  stock: z.number().int(),
  /** The earliest expiry among batches that still hold units. */
  nearestExpiry: z.string().nullable(),
});
export type StockProduct = z.infer<typeof stockProductSchema>;

export const productStockSchema = stockProductSchema.extend({ batches: z.array(stockBatchSchema) });
export type ProductStock = z.infer<typeof productStockSchema>;

/** "2027-02-30" is no day: the database would refuse it, so the request is refused first. */
export function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const BATCH_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{1,29}$/;

export const receiveStockRequestSchema = z.object({
  productId: id,
  batchNumber: z
    .string({ error: messageToken('BATCH_NUMBER_INVALID') })
    .trim()
    .toUpperCase()
    .regex(BATCH_NUMBER_PATTERN, messageToken('BATCH_NUMBER_INVALID')),
  expiryDate: z
    .string({ error: messageToken('DATE_INVALID') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, messageToken('DATE_INVALID'))
    .refine(isCalendarDate, messageToken('DATE_INVALID')),
  quantity: z.number().int().min(1).max(100_000),
});
export type ReceiveStockRequest = z.infer<typeof receiveStockRequestSchema>;

export const WRITE_OFF_REASONS = ['damaged', 'expired'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

export const writeOffRequestSchema = z.object({
  batchId: id,
  quantity: z.number().int().min(1).max(100_000),
  reason: z.enum(WRITE_OFF_REASONS),
  note: safeText({ field: 'note', max: 300, multiline: true }).optional(),
});
export type WriteOffRequest = z.infer<typeof writeOffRequestSchema>;

export const lowStockQuerySchema = z.object({
  below: z.coerce.number().int().min(1).max(10_000).default(20),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const stockProductPageSchema = z.object({
  items: z.array(stockProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockProductPage = z.infer<typeof stockProductPageSchema>;

export const stockSearchQuerySchema = z.object({
  q: safeText({ field: 'searchText', min: 2, max: 100 }),
});

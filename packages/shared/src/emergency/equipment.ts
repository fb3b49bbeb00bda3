import { z } from 'zod';
import { RENTAL_PERIOD_UNITS } from '../cart/schemas.ts';
import { paiseSchema } from '../catalog/schemas.ts';

/**
 * /services/medical-equipment (issue 15 item 4, decision 0026): equipment to buy, or rent for a number of weeks
 * or months with a refundable deposit, through the normal cart.
 */
export const equipmentItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  imageUrl: z.string(),
  /** Buying: MRP and selling price of one unit. */
  mrpPaise: paiseSchema,
  pricePaise: paiseSchema,
  inStock: z.boolean(),
  rental: z.object({
    periodUnit: z.enum(RENTAL_PERIOD_UNITS),
    minPeriods: z.number().int(),
    maxPeriods: z.number().int(),
    /** Rent of one unit for one period, GST included. */
    rentPaise: paiseSchema,
    /** Refundable, per unit; no GST. */
    depositPaise: paiseSchema,
    available: z.boolean(),
  }),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;
export const equipmentListSchema = z.object({ items: z.array(equipmentItemSchema) });
export type EquipmentList = z.infer<typeof equipmentListSchema>;

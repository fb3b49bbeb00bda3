import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { PINCODE_PATTERN } from './pincode.ts';

/** SPEC §8 texts of the delivery check and the pincode lookup. */
export const DELIVERY_MESSAGES = {
  availableTitle: 'Delivery Available',
  available: 'We deliver to your area!',
  unavailableTitle: 'Delivery Unavailable',
  // SPEC's text goes on "…; try another pincode or select pickup from a nearby store": dropped until pickup exists.
  unavailable: "Sorry, we don't deliver to your area yet.",
  pincodeErrorTitle: 'Pincode Error',
  /** A failure (network, server): the pincode could not be checked. */
  pincodeError: 'Unable to verify pincode. Please check and try again.',
  // Field errors (nothing typed, not six digits) and "Could not determine your pincode": error-catalog.ts.
  pincodeLookupFailed: 'Failed to determine your pincode',
} as const;

/** SPEC §8 geolocation texts (browser side). */
export const GEOLOCATION_MESSAGES = {
  unsupported: 'Geolocation is not supported by your browser',
  denied: 'Location access denied. Please enable location permissions.',
  unavailable: 'Location unavailable. Please try again.',
  timeout: 'Location request timed out. Please try again.',
  failed: 'Failed to detect your location',
} as const;

// Defined without zod for the web's first page; still importable from here as before.
export { PINCODE_PATTERN };
export const pincodeSchema = z
  .string({ error: messageToken('PINCODE_REQUIRED') })
  .trim()
  .min(1, { error: messageToken('PINCODE_REQUIRED') })
  .regex(PINCODE_PATTERN, { error: messageToken('PINCODE_INVALID') });

/** GET /api/pincode?lat&lng — India's bounding box, roughly. */
export const pincodeLookupQuerySchema = z.object({
  lat: z.coerce
    .number({ error: messageToken('LATITUDE_INVALID') })
    .min(6)
    .max(38),
  lng: z.coerce
    .number({ error: messageToken('LONGITUDE_INVALID') })
    .min(68)
    .max(98),
});
export const pincodeLookupResponseSchema = z.object({
  pincode: z.string(),
  officeName: z.string(),
  district: z.string(),
  state: z.string(),
  /** Distance from the given point to the office's coordinates. */
  distanceKm: z.number(),
});
export type PincodeLookupResponse = z.infer<typeof pincodeLookupResponseSchema>;

/** Delivery tiers by distance from our Noida warehouse (the rule: apps/server/…/serviceable-areas.ts). */
export const DELIVERY_TIERS = ['local', 'ncr', 'metro', 'regional', 'remote'] as const;

/** GET /api/pincodes/{pincode}: the place India Post gives a pincode, to fill an address form. */
export const pincodeParamsSchema = z.object({ pincode: pincodeSchema });
export const pincodeDetailsSchema = z.object({
  pincode: z.string(),
  officeName: z.string(),
  district: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  /** Null when not serviceable. */
  tier: z.enum(DELIVERY_TIERS).nullable(),
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
});
export type PincodeDetails = z.infer<typeof pincodeDetailsSchema>;

/** GET /api/delivery-check?pincode= */
export const deliveryCheckQuerySchema = z.object({ pincode: pincodeSchema });
export const deliveryCheckResponseSchema = z.object({
  pincode: z.string(),
  available: z.boolean(),
  /** Null when not available. */
  tier: z.enum(DELIVERY_TIERS).nullable(),
  /** SPEC §8 title and text for the state (Delivery Available / Delivery Unavailable). */
  title: z.string(),
  message: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Business days (Sundays skipped; 0 = today); null when not available. */
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
  /** ISO dates (YYYY-MM-DD, Asia/Kolkata) of the earliest and latest expected delivery. */
  estimatedFrom: z.string().nullable(),
  estimatedTo: z.string().nullable(),
});
export type DeliveryCheckResponse = z.infer<typeof deliveryCheckResponseSchema>;

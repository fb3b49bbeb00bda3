import { z } from 'zod';

/** SPEC §8 texts of the delivery check and the pincode lookup. */
export const DELIVERY_MESSAGES = {
  availableTitle: 'Delivery Available',
  available: 'We deliver to your area!',
  unavailableTitle: 'Delivery Unavailable',
  unavailable: "Sorry, we don't deliver to your area yet; try another pincode or select pickup from a nearby store",
  pincodeErrorTitle: 'Pincode Error',
  pincodeError: 'Unable to verify pincode. Please check and try again.',
  pincodeNotFound: 'Could not determine your pincode',
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

/** Indian PIN: six digits, the first 1–9. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const pincodeSchema = z.string().trim().regex(PINCODE_PATTERN, { error: DELIVERY_MESSAGES.pincodeError });

/** GET /api/pincode?lat&lng — India's bounding box, roughly. */
export const pincodeLookupQuerySchema = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(6).max(38),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(68).max(98),
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

/** GET /api/delivery-check?pincode= */
export const deliveryCheckQuerySchema = z.object({ pincode: pincodeSchema });
export const deliveryCheckResponseSchema = z.object({
  pincode: z.string(),
  available: z.boolean(),
  /** SPEC §8 title and text for the state (Delivery Available / Delivery Unavailable). */
  title: z.string(),
  message: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Business days (Sundays skipped); null when not available. */
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
  /** ISO dates (YYYY-MM-DD, Asia/Kolkata) of the earliest and latest expected delivery. */
  estimatedFrom: z.string().nullable(),
  estimatedTo: z.string().nullable(),
});
export type DeliveryCheckResponse = z.infer<typeof deliveryCheckResponseSchema>;

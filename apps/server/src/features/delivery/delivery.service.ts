import {
  DELIVERY_MESSAGES,
  PINCODE_PATTERN,
  type DeliveryCheckResponse,
  type PincodeLookupResponse,
} from '@aushadh/shared/delivery/schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DeliveryRepository } from './delivery.repository.ts';
import { serviceRule } from './serviceable-areas.ts';

/** Today's date in India (YYYY-MM-DD), the calendar delivery promises are made in. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Adds `days` business days (Sundays skipped) to an ISO date. */
export function addBusinessDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());

export function createDeliveryService(repository: DeliveryRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  return {
    /** GET /api/delivery-check: served or not, with the estimated dates and the place. */
    async check(rawPincode: string): Promise<DeliveryCheckResponse> {
      const pincode = rawPincode.trim();
      if (!PINCODE_PATTERN.test(pincode)) throw new AppError('BAD_REQUEST', DELIVERY_MESSAGES.pincodeError);
      const place = await repository.findPincode(pincode);
      // A well-formed number India Post does not know is the SPEC's Pincode Error, not "unavailable".
      if (!place) throw new AppError('BAD_REQUEST', DELIVERY_MESSAGES.pincodeError);
      const rule = serviceRule(pincode);
      const base = { pincode, city: titleCase(place.district), state: titleCase(place.state) };
      if (!rule) {
        return {
          ...base,
          available: false,
          title: DELIVERY_MESSAGES.unavailableTitle,
          message: DELIVERY_MESSAGES.unavailable,
          minDays: null,
          maxDays: null,
          estimatedFrom: null,
          estimatedTo: null,
        };
      }
      const today = todayInIndia(now());
      return {
        ...base,
        available: true,
        title: DELIVERY_MESSAGES.availableTitle,
        message: DELIVERY_MESSAGES.available,
        minDays: rule.minDays,
        maxDays: rule.maxDays,
        estimatedFrom: addBusinessDays(today, rule.minDays),
        estimatedTo: addBusinessDays(today, rule.maxDays),
      };
    },

    /** GET /api/pincode?lat&lng: the nearest post office's pincode. */
    async lookup(lat: number, lng: number): Promise<PincodeLookupResponse> {
      const row = await repository.nearest(lat, lng);
      // Farther than 50 km from any office: the point is at sea or outside India.
      if (!row || row.distanceKm > 50) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.pincodeNotFound);
      return {
        pincode: row.pincode,
        officeName: row.officeName,
        district: titleCase(row.district),
        state: titleCase(row.state),
        distanceKm: Math.round(row.distanceKm * 100) / 100,
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

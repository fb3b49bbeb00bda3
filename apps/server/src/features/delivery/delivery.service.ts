import {
  DELIVERY_MESSAGES,
  PINCODE_PATTERN,
  type DeliveryCheckResponse,
  type PincodeDetails,
  type PincodeLookupResponse,
} from '@aushadh/shared/delivery/schemas.ts';
import type { AddressDeliveryProblem, AddressInput } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DeliveryRepository, PincodeRow } from './delivery.repository.ts';
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

/** Adds `days` business days (Sundays skipped) to an ISO date; 0 is that day, or Monday if it is a Sunday. */
export function addBusinessDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (days === 0 && date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());

/** Compares place names: upper case, "&" as AND, letters and digits only ("J & K" = "J and K"). */
export const placeKey = (s: string) =>
  s
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/[^A-Z0-9]/g, '');

/** Renamed cities and states people still write either way, and common short forms (by key). */
const PLACE_ALIASES: Record<string, string> = {
  BENGALURU: 'BANGALORE',
  GURUGRAM: 'GURGAON',
  BOMBAY: 'MUMBAI',
  MADRAS: 'CHENNAI',
  CALCUTTA: 'KOLKATA',
  MYSURU: 'MYSORE',
  MANGALURU: 'MANGALORE',
  PRAYAGRAJ: 'ALLAHABAD',
  TRIVANDRUM: 'THIRUVANANTHAPURAM',
  COCHIN: 'ERNAKULAM',
  KOCHI: 'ERNAKULAM',
  PUDUCHERRY: 'PONDICHERRY',
  VADODARA: 'BARODA',
  BELAGAVI: 'BELGAUM',
  KALABURAGI: 'GULBARGA',
  ORISSA: 'ODISHA',
  UTTARANCHAL: 'UTTARAKHAND',
  CHHATTISGARH: 'CHATTISGARH',
  NCTOFDELHI: 'DELHI',
  NEWDELHI: 'DELHI',
  UP: 'UTTARPRADESH',
  MP: 'MADHYAPRADESH',
  HP: 'HIMACHALPRADESH',
  TN: 'TAMILNADU',
  WB: 'WESTBENGAL',
  JANDK: 'JAMMUANDKASHMIR',
};
const canonicalKey = (s: string) => {
  const k = placeKey(s);
  return PLACE_ALIASES[k] ?? k;
};

/**
 * A pincode's place as shown: India Post's district and state, title-cased, with the states formed since
 * its data was compiled (Telangana 2014: every 50xxxx pincode; Ladakh 2019: Leh and Kargil).
 */
function displayPlace(row: PincodeRow) {
  let state = titleCase(row.state);
  if (row.pincode.startsWith('50')) state = 'Telangana';
  else if (/^(LEH|KARGIL)$/i.test(row.district.trim())) state = 'Ladakh';
  else if (state === 'Chattisgarh') state = 'Chhattisgarh';
  else if (state === 'Pondicherry') state = 'Puducherry';
  return { district: titleCase(row.district), state };
}

/** The state names accepted for a pincode: the current one and India Post's (Andhra Pradesh for 50xxxx). */
const acceptedStates = (row: PincodeRow) => new Set([canonicalKey(displayPlace(row).state), canonicalKey(row.state)]);

export type AddressPlaceInput = Pick<AddressInput, 'pincode' | 'city' | 'state'>;

export function createDeliveryService(repository: DeliveryRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function find(rawPincode: string) {
    const pincode = rawPincode.trim();
    if (!PINCODE_PATTERN.test(pincode)) {
      throw new AppError(pincode === '' ? 'PINCODE_REQUIRED' : 'PINCODE_INVALID', {}, { field: 'pincode' });
    }
    const row = await repository.findPincode(pincode);
    return { pincode, row, rule: row ? serviceRule({ ...row, ...displayPlace(row) }) : null };
  }

  return {
    /**
     * GET /api/delivery-check: served or not, with the estimated dates and the place. A well-formed pincode
     * India Post does not know is answered like an unserved one (we cannot deliver there either).
     */
    async check(rawPincode: string): Promise<DeliveryCheckResponse> {
      const { pincode, row, rule } = await find(rawPincode);
      const place = row ? displayPlace(row) : null;
      const base = { pincode, city: place?.district ?? null, state: place?.state ?? null };
      if (!rule) {
        return {
          ...base,
          available: false,
          tier: null,
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
        tier: rule.tier,
        title: DELIVERY_MESSAGES.availableTitle,
        message: DELIVERY_MESSAGES.available,
        minDays: rule.minDays,
        maxDays: rule.maxDays,
        estimatedFrom: addBusinessDays(today, rule.minDays),
        estimatedTo: addBusinessDays(today, rule.maxDays),
      };
    },

    /** GET /api/pincodes/{pincode}: office, district, state and service, to fill an address form (404 if unknown). */
    async details(rawPincode: string): Promise<PincodeDetails> {
      const { pincode, row, rule } = await find(rawPincode);
      if (!row) throw new AppError('PINCODE_UNKNOWN', {}, { field: 'pincode' });
      return {
        pincode,
        officeName: row.officeName,
        ...displayPlace(row),
        serviceable: rule !== null,
        tier: rule?.tier ?? null,
        minDays: rule?.minDays ?? null,
        maxDays: rule?.maxDays ?? null,
      };
    },

    /**
     * For each pincode, why an address there cannot be delivered to, or null: unknown or not served. For a
     * whole address book in one query (saved addresses keep whatever was accepted when they were saved).
     */
    async deliveryProblems(list: string[]): Promise<Map<string, AddressDeliveryProblem | null>> {
      const rows = await repository.findPincodes([...new Set(list.filter((p) => PINCODE_PATTERN.test(p)))]);
      const byPincode = new Map(rows.map((row) => [row.pincode, row]));
      return new Map(
        list.map((pincode) => {
          const row = byPincode.get(pincode);
          if (!row) return [pincode, 'unknown-pincode'] as const;
          return [pincode, serviceRule({ ...row, ...displayPlace(row) }) ? null : ('not-served' as const)] as const;
        }),
      );
    },

    /**
     * Refuses (400, the field named) an address we could not deliver to: a pincode India Post does not know
     * or we do not serve, a state other than the pincode's, or a city that is not a place of that state
     * (its district, a district of the state, or an office of the pincode's district).
     */
    async verifyAddress(input: AddressPlaceInput, fieldPrefix = ''): Promise<void> {
      const field = (name: 'pincode' | 'city' | 'state') => ({ field: `${fieldPrefix}${name}` });
      const row = await repository.findPincode(input.pincode);
      if (!row) throw new AppError('ADDRESS_PINCODE_UNKNOWN', {}, field('pincode'));
      const place = displayPlace(row);
      if (!serviceRule({ ...row, ...place })) throw new AppError('ADDRESS_PINCODE_NOT_SERVED', {}, field('pincode'));
      const mismatch = { pincode: input.pincode, place: `${place.district}, ${place.state}` };
      if (!acceptedStates(row).has(canonicalKey(input.state)))
        throw new AppError('STATE_PINCODE_MISMATCH', mismatch, field('state'));
      const city = canonicalKey(input.city);
      const agrees =
        city === canonicalKey(place.district) ||
        acceptedStates(row).has(city) ||
        (city.length >= 3 && (await repository.placeNamed(city, row.state, row.district)));
      if (!agrees) throw new AppError('CITY_PINCODE_MISMATCH', mismatch, field('city'));
    },

    /**
     * A known pincode's place with its coordinates (null when India Post does not know it or it has none):
     * the hospitals' "near this pincode" (issue 15). Throws PINCODE_INVALID for a malformed one.
     */
    async place(rawPincode: string) {
      const { pincode, row } = await find(rawPincode);
      if (!row || row.latitude === null || row.longitude === null) return null;
      return {
        pincode,
        officeName: row.officeName,
        ...displayPlace(row),
        latitude: row.latitude,
        longitude: row.longitude,
      };
    },

    /** GET /api/pincode?lat&lng: the nearest post office's pincode. */
    async lookup(lat: number, lng: number): Promise<PincodeLookupResponse> {
      const row = await repository.nearest(lat, lng);
      // Farther than 50 km from any office: the point is at sea or outside India.
      if (!row || row.distanceKm > 50) throw new AppError('PINCODE_NOT_DETERMINED');
      return {
        pincode: row.pincode,
        officeName: row.officeName,
        ...displayPlace(row),
        distanceKm: Math.round(row.distanceKm * 100) / 100,
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/**
 * Where we deliver and how long it takes: the one place the rule lives (decision 0003, issue 11). Our
 * warehouse is in Noida Sector 62 (201309), so the tiers grow with the distance from it:
 *
 * | tier   | where                                                           | business days |
 * |--------|-----------------------------------------------------------------|---------------|
 * | local  | Noida and Greater Noida (district Gautam Buddha Nagar)          | 0–1 (same or next day) |
 * | ncr    | Delhi, Ghaziabad, Gurgaon, Faridabad                            | 1             |
 * | metro  | Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Ahmedabad  | 1–2           |
 * | remote | the North-East, Sikkim, Jammu & Kashmir, Ladakh, Andaman & Nicobar | 4–7        |
 * | (rest) | everywhere else in India Post's data                            | 2–4           |
 *
 * Not served (SPEC's "Delivery Unavailable"): pincodes India Post does not know, and Lakshadweep (reached
 * only by ship; no courier carries medicines there yet). A constant, not a table, until operations need to
 * change it without a release.
 */
export type DeliveryTier = 'local' | 'ncr' | 'metro' | 'regional' | 'remote';

export interface ServiceRule {
  tier: DeliveryTier;
  minDays: number;
  maxDays: number;
}

/** What the rule needs to know about a pincode (a row of the India Post data). */
export interface PincodePlace {
  pincode: string;
  district: string;
  state: string;
}

const RULES: Record<DeliveryTier, ServiceRule> = {
  local: { tier: 'local', minDays: 0, maxDays: 1 },
  ncr: { tier: 'ncr', minDays: 1, maxDays: 1 },
  metro: { tier: 'metro', minDays: 1, maxDays: 2 },
  regional: { tier: 'regional', minDays: 2, maxDays: 4 },
  remote: { tier: 'remote', minDays: 4, maxDays: 7 },
};

const key = (s: string) =>
  s
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/[^A-Z]/g, '');

const LOCAL_DISTRICTS = new Set(['GAUTAMBUDDHANAGAR']);
const NCR_DISTRICTS = new Set(['GHAZIABAD', 'GURGAON', 'GURUGRAM', 'FARIDABAD']);
const NCR_STATES = new Set(['DELHI']);
// India Post's districts of the metros' city pincodes (Hyderabad's suburbs are "K.V.Rangareddy").
const METRO_DISTRICTS = new Set([
  'MUMBAI',
  'BANGALORE',
  'CHENNAI',
  'KOLKATA',
  'HYDERABAD',
  'KVRANGAREDDY',
  'PUNE',
  'AHMEDABAD',
]);
const REMOTE_STATES = new Set(
  [
    'ARUNACHAL PRADESH',
    'ASSAM',
    'MANIPUR',
    'MEGHALAYA',
    'MIZORAM',
    'NAGALAND',
    'TRIPURA',
    'SIKKIM',
    'JAMMU & KASHMIR',
    'LADAKH',
    'ANDAMAN & NICOBAR ISLANDS',
  ].map(key),
);
const UNSERVED_STATES = new Set(['LAKSHADWEEP']);

/** The delivery rule for a pincode India Post knows; null where we do not deliver. */
export function serviceRule(place: PincodePlace): ServiceRule | null {
  const state = key(place.state);
  const district = key(place.district);
  if (UNSERVED_STATES.has(state)) return null;
  if (LOCAL_DISTRICTS.has(district)) return RULES.local;
  if (NCR_STATES.has(state) || NCR_DISTRICTS.has(district)) return RULES.ncr;
  if (METRO_DISTRICTS.has(district)) return RULES.metro;
  if (REMOTE_STATES.has(state)) return RULES.remote;
  return RULES.regional;
}

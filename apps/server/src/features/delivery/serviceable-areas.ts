/**
 * Serviceable areas by the first two digits of the pincode (India Post's sorting districts), with the
 * business days a delivery takes. A constant, not a table, until operations need to change it without a
 * release (decision 0003). Metros: next business day; most of the country: 2–3; no service yet (SPEC's
 * "Delivery Unavailable"): Jammu & Kashmir and Ladakh (18–19), the North-East beyond Assam (79),
 * the Andaman & Nicobar Islands (744) and Lakshadweep (682 55x).
 */
export interface ServiceRule {
  minDays: number;
  maxDays: number;
}

const METRO: ServiceRule = { minDays: 1, maxDays: 1 };
const REGIONAL: ServiceRule = { minDays: 2, maxDays: 3 };
const NEAR: ServiceRule = { minDays: 1, maxDays: 2 };

/** Two-digit prefix → rule. Prefixes not listed are not served. */
const BY_PREFIX: Record<string, ServiceRule> = {
  '11': METRO, // Delhi
  '12': NEAR,
  '13': REGIONAL, // Haryana
  '14': REGIONAL,
  '15': REGIONAL,
  '16': NEAR, // Punjab, Chandigarh
  '17': REGIONAL, // Himachal Pradesh
  '20': NEAR,
  '21': REGIONAL,
  '22': REGIONAL,
  '23': REGIONAL,
  '24': REGIONAL,
  '25': REGIONAL,
  '26': REGIONAL,
  '27': REGIONAL,
  '28': REGIONAL, // UP, Uttarakhand
  '30': REGIONAL,
  '31': REGIONAL,
  '32': REGIONAL,
  '33': REGIONAL,
  '34': REGIONAL, // Rajasthan
  '36': REGIONAL,
  '37': REGIONAL,
  '38': NEAR,
  '39': REGIONAL, // Gujarat
  '40': METRO,
  '41': NEAR,
  '42': REGIONAL,
  '43': REGIONAL,
  '44': REGIONAL, // Maharashtra, Goa
  '45': REGIONAL,
  '46': REGIONAL,
  '47': REGIONAL,
  '48': REGIONAL,
  '49': REGIONAL, // MP, Chhattisgarh
  '50': METRO,
  '51': REGIONAL,
  '52': REGIONAL,
  '53': REGIONAL, // Telangana, Andhra Pradesh
  '56': METRO,
  '57': REGIONAL,
  '58': REGIONAL,
  '59': REGIONAL, // Karnataka
  '60': METRO,
  '61': REGIONAL,
  '62': REGIONAL,
  '63': REGIONAL,
  '64': REGIONAL, // Tamil Nadu, Puducherry
  '67': REGIONAL,
  '68': NEAR,
  '69': REGIONAL, // Kerala
  '70': METRO,
  '71': NEAR,
  '72': REGIONAL,
  '73': REGIONAL,
  '74': REGIONAL, // West Bengal
  '75': REGIONAL,
  '76': REGIONAL,
  '77': REGIONAL, // Odisha
  '78': REGIONAL, // Assam
  '80': REGIONAL,
  '81': REGIONAL,
  '82': REGIONAL,
  '83': REGIONAL,
  '84': REGIONAL,
  '85': REGIONAL, // Bihar, Jharkhand
};

/** Pincodes inside a served prefix that are still not served (islands). */
const EXCLUDED_PREFIXES = ['744', '68255'];

export function serviceRule(pincode: string): ServiceRule | null {
  if (EXCLUDED_PREFIXES.some((p) => pincode.startsWith(p))) return null;
  return BY_PREFIX[pincode.slice(0, 2)] ?? null;
}

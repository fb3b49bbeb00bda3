/**
 * GSTIN (Goods and Services Tax Identification Number), 15 characters: state code (2 digits), the holder's PAN
 * (5 letters, 4 digits, 1 letter), the registration's number for that PAN in the state (1–9, A–Z), "Z" by
 * default, then a check character: the GSTN's mod-36 (Luhn-style) checksum over the first 14.
 */
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;
/** State and union-territory codes in use (01 Jammu & Kashmir … 38 Ladakh), 97 other territory, 99 centre. */
const STATE_CODES = new Set([...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99']);

/** The check character the first 14 characters call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** Whether `value` (already upper-case, no spaces) is a well-formed GSTIN whose check character is right. */
export function isValidGstin(value: string): boolean {
  return (
    SHAPE.test(value) && STATE_CODES.has(value.slice(0, 2)) && gstinCheckCharacter(value.slice(0, 14)) === value[14]
  );
}

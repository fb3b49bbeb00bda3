import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin } from './gstin.ts';
import { gstinSchema } from './schemas.ts';

describe('GSTIN', () => {
  it('accepts real-format GSTINs whose check character is right', () => {
    // Published GSTINs of large companies (public registrations) and the demo store's.
    for (const gstin of [
      '27AAPFU0939F1ZV',
      '29AAGCB7383J1Z4',
      '33AAACH7409R1Z8',
      '24AAACC1206D1ZM',
      '27AADCA4821M1ZL',
    ]) {
      expect(isValidGstin(gstin), gstin).toBe(true);
    }
  });

  it('refuses a wrong check character, a wrong shape or an unknown state', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false); // check character off by one
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false); // 14 characters
    expect(isValidGstin('27AAPFU0939F1ZVX')).toBe(false); // 16
    expect(isValidGstin('27AAPF10939F1ZV')).toBe(false); // a digit inside the PAN's letters
    expect(isValidGstin('27AAPFU0939F0ZV')).toBe(false); // entity code 0
    const unknownState = `45AAPFU0939F1Z`;
    expect(isValidGstin(unknownState + gstinCheckCharacter(unknownState))).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false); // the validator wants upper case; the schema folds it
  });

  it('changing any one character is caught by the checksum or the shape', () => {
    const valid = '29AAGCB7383J1Z4';
    const charset = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 15; i += 1) {
      for (const c of charset) {
        if (c === valid[i]) continue;
        expect(isValidGstin(valid.slice(0, i) + c + valid.slice(i + 1)), `${i}:${c}`).toBe(false);
      }
    }
  });

  it('the schema trims, drops spaces and upper-cases before checking', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.parse('27 AAPFU 0939F 1ZV')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.safeParse('27AAPFU0939F1ZW').success).toBe(false);
    expect(gstinSchema.safeParse(27).success).toBe(false);
  });
});

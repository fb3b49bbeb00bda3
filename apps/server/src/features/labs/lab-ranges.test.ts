import { describe, expect, it } from 'vitest';
import { adultRangeLine, chooseRange, flagOf, parseLabNumber, type RangeLike } from './lab-ranges.ts';

const row = (over: Partial<RangeLike>): RangeLike => ({
  sex: 'any',
  ageMinYears: 0,
  ageMaxYears: 120,
  low: null,
  high: null,
  normalText: null,
  ...over,
});
const haemoglobin = [
  row({ sex: 'male', ageMinYears: 13, low: 13, high: 17 }),
  row({ sex: 'female', ageMinYears: 13, low: 12, high: 15 }),
  row({ ageMaxYears: 12, low: 11, high: 13.5 }),
];

describe('reference ranges', () => {
  it('chooses by sex and age', () => {
    expect(chooseRange(haemoglobin, { sex: 'male', ageYears: 40 })).toMatchObject({ low: 13, high: 17 });
    expect(chooseRange(haemoglobin, { sex: 'female', ageYears: 40 })).toMatchObject({ low: 12, high: 15 });
    expect(chooseRange(haemoglobin, { sex: 'female', ageYears: 8 })).toMatchObject({ low: 11, high: 13.5 });
    // another sex: the union of both, so neither would call it abnormal
    expect(chooseRange(haemoglobin, { sex: 'other', ageYears: 40 })).toMatchObject({ low: 12, high: 17 });
  });

  it('prefers the narrower age band', () => {
    const esr = [
      row({ sex: 'male', ageMaxYears: 50, low: 0, high: 15 }),
      row({ sex: 'male', ageMinYears: 51, low: 0, high: 20 }),
    ];
    expect(chooseRange(esr, { sex: 'male', ageYears: 60 })).toMatchObject({ high: 20 });
  });

  it('flags values outside the range and abnormal findings', () => {
    const range = { low: 4, high: 5.6, normalText: null };
    expect(flagOf(range, { numeric: 7.2, text: null })).toBe('high');
    expect(flagOf(range, { numeric: 3.9, text: null })).toBe('low');
    expect(flagOf(range, { numeric: 5.6, text: null })).toBe('normal');
    expect(flagOf({ low: null, high: null, normalText: 'Negative' }, { numeric: null, text: 'Positive' })).toBe(
      'abnormal',
    );
    expect(flagOf({ low: null, high: null, normalText: 'Negative' }, { numeric: null, text: ' negative ' })).toBe(
      'normal',
    );
    expect(flagOf(null, { numeric: 1, text: null })).toBe('normal');
  });

  it('reads numbers as typed and refuses anything else', () => {
    expect(parseLabNumber('5,7')).toBe(5.7);
    expect(parseLabNumber('12')).toBe(12);
    for (const bad of ['', 'abc', '1e5', 'NaN', 'Infinity', '1.2.3', '12345678901'])
      expect(parseLabNumber(bad)).toBeNull();
  });

  it('writes the adult line', () => {
    expect(adultRangeLine(haemoglobin, 1)).toBe('13.0–17.0 (men), 12.0–15.0 (women)');
  });
});

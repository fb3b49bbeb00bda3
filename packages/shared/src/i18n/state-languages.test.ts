import { describe, expect, it } from 'vitest';
import { languageForState } from './state-languages.ts';

describe('languageForState', () => {
  it('suggests the state’s language, however the name is written', () => {
    expect(languageForState('Tamil Nadu')).toBe('ta');
    expect(languageForState('TAMIL NADU')).toBe('ta');
    expect(languageForState('Telangana')).toBe('te');
    expect(languageForState('West Bengal')).toBe('bn');
    expect(languageForState('Daman & Diu')).toBe('gu');
    expect(languageForState('Maharashtra')).toBe('mr');
    expect(languageForState('Delhi')).toBe('hi');
  });

  it('keeps English where the product has no language for the state, or there is no state', () => {
    expect(languageForState('Odisha')).toBeNull();
    expect(languageForState('Goa')).toBeNull();
    expect(languageForState('Assam')).toBeNull();
    expect(languageForState('')).toBeNull();
    expect(languageForState(null)).toBeNull();
  });
});

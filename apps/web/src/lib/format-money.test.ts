import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('formats paise as rupees with Indian digit grouping', () => {
    expect(formatMoney(10_000_000)).toBe('₹1,00,000.00');
    expect(formatMoney(12_345_678)).toBe('₹1,23,456.78');
  });

  it('keeps paise and small amounts exact', () => {
    expect(formatMoney(2890)).toBe('₹28.90');
    expect(formatMoney(5)).toBe('₹0.05');
    expect(formatMoney(0)).toBe('₹0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from './pseudo-locale.ts';

describe('pseudo-locale', () => {
  it('accents letters, keeps placeholders, tags and numbers, and makes the text about 40 % longer', () => {
    const out = pseudoLocalize('Add {{count}} items to <1>cart</1> for ₹120');
    expect(out.startsWith('[Åđđ {{count}} îţéɱš ţö <1>çàŕţ</1> ƒöŕ ₹120 ')).toBe(true);
    expect(out.endsWith('·]')).toBe(true);
    expect(out.length).toBeGreaterThan('Add {{count}} items to <1>cart</1> for ₹120'.length * 1.3);
    expect(pseudoLocalize('')).toBe('');
    expect(pseudoLocalize('See https://aushadh.in/x')).toContain('https://aushadh.in/x');
  });
});

import { describe, expect, it } from 'vitest';
import { firstName } from './first-name.ts';

describe('firstName', () => {
  it('takes the first word, skipping a title', () => {
    expect(firstName('Priya Sharma', 'x')).toBe('Priya');
    expect(firstName('Dr. Meera Iyer', 'x')).toBe('Meera');
    expect(firstName('  Ravi  ', 'x')).toBe('Ravi');
    expect(firstName('Dr.', 'x')).toBe('Dr.');
    expect(firstName('   ', 'demo.user')).toBe('demo.user');
  });
});

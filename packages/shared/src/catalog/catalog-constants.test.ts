import { describe, expect, it } from 'vitest';
import { parseIdParam } from './catalog-constants.ts';
import { idParamSchema } from './schemas.ts';

describe('parseIdParam', () => {
  it('accepts and rejects exactly what idParamSchema does', () => {
    const inputs = [
      '1',
      '42',
      '0',
      '007',
      '-1',
      '1e9',
      '1.5',
      ' 1',
      'abc',
      '',
      '2147483647',
      '2147483648',
      '99999999999',
    ];
    for (const raw of inputs) {
      const parsed = idParamSchema.safeParse(raw);
      expect(parseIdParam(raw), raw).toBe(parsed.success ? parsed.data : null);
    }
    expect(parseIdParam(undefined)).toBeNull();
  });
});

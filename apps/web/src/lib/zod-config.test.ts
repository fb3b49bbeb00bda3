import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { configureZodWithoutEval } from './zod-config.ts';

describe('configureZodWithoutEval', () => {
  it('sets the jitless option zod itself reads', () => {
    configureZodWithoutEval();
    expect(config().jitless).toBe(true);
  });
});

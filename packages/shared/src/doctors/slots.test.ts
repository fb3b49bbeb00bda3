import { describe, expect, it } from 'vitest';
import { mayStartConsultation } from './slots.ts';

const at = (iso: string) => new Date(iso);

describe('mayStartConsultation', () => {
  it('allows any earlier time on the slot’s own day in Asia/Kolkata', () => {
    expect(mayStartConsultation(at('2026-11-24T18:00:00+05:30'), at('2026-11-24T09:05:00+05:30'), 60)).toBe(true);
    expect(mayStartConsultation(at('2026-11-24T09:00:00+05:30'), at('2026-11-24T11:00:00+05:30'), 60)).toBe(true);
  });

  it('allows the hour before a slot just after midnight, not more', () => {
    expect(mayStartConsultation(at('2026-11-25T00:00:00+05:30'), at('2026-11-24T23:50:00+05:30'), 60)).toBe(true);
    expect(mayStartConsultation(at('2026-11-25T00:30:00+05:30'), at('2026-11-24T23:30:00+05:30'), 60)).toBe(true);
    expect(mayStartConsultation(at('2026-11-25T00:45:00+05:30'), at('2026-11-24T23:30:00+05:30'), 60)).toBe(false);
  });

  it('refuses a slot on a later day', () => {
    // 20:00 UTC is already 01:30 the next day in India: the UTC date must not decide
    expect(mayStartConsultation(at('2026-11-25T10:00:00+05:30'), at('2026-11-24T20:00:00Z'), 60)).toBe(true);
    expect(mayStartConsultation(at('2026-11-26T10:00:00+05:30'), at('2026-11-24T12:00:00+05:30'), 60)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { indiaDatePlus, isVisitDate, referenceCode } from '../emergency/visit-dates.ts';
import { hospitalSubmissionSchema, nearbyQuerySchema } from './schemas.ts';

const form = {
  name: 'Shree Sai Hospital',
  phone: '0120-4567812',
  specialties: ' Cardiology , Orthopaedics,, ICU ',
  emergency: true,
  address: 'Plot 12, Sector 63',
  pincode: '201301',
};

describe('hospital form (SPEC §3)', () => {
  it('splits the comma-separated specialties and accepts a landline with STD code or a mobile', () => {
    expect(hospitalSubmissionSchema.parse(form).specialties).toEqual(['Cardiology', 'Orthopaedics', 'ICU']);
    for (const phone of ['9876543210', '+91 9876543210', '011-23456789', '08041234567'])
      expect(hospitalSubmissionSchema.safeParse({ ...form, phone }).success, phone).toBe(true);
  });

  it('refuses letters in the phone, too many specialties, a control character', () => {
    for (const over of [
      { phone: '98765abcde' },
      { phone: '12345' },
      { specialties: Array.from({ length: 21 }, (_, i) => `S${i}`).join(',') },
      { specialties: 'x'.repeat(61) },
      { name: 'A\u0000B hospital' },
    ])
      expect(hospitalSubmissionSchema.safeParse({ ...form, ...over }).success, JSON.stringify(over).slice(0, 40)).toBe(
        false,
      );
  });

  it('nearby needs a point or a pincode, and a real latitude', () => {
    expect(nearbyQuerySchema.safeParse({}).success).toBe(false);
    expect(nearbyQuerySchema.safeParse({ lat: '999', lng: '77' }).success).toBe(false);
    expect(nearbyQuerySchema.safeParse({ lat: '28.6', lng: '77.3' }).success).toBe(true);
    expect(nearbyQuerySchema.safeParse({ pincode: '201309' }).success).toBe(true);
  });
});

describe('visit dates and references', () => {
  const at = new Date('2026-11-24T20:00:00Z'); // 01:30 on the 25th in India
  it('counts days in India time: tomorrow up to 30 days ahead', () => {
    expect(indiaDatePlus(at, 0)).toBe('2026-11-25');
    expect(isVisitDate('2026-11-25', at)).toBe(false);
    expect(isVisitDate('2026-11-26', at)).toBe(true);
    expect(isVisitDate('2026-12-25', at)).toBe(true);
    expect(isVisitDate('2026-12-26', at)).toBe(false);
    expect(isVisitDate('2026-02-30', at)).toBe(false);
  });
  it('makes unambiguous random references', () => {
    const codes = new Set(Array.from({ length: 200 }, () => referenceCode('EM', 8)));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^EM-[2-9A-HJ-NP-Z]{8}$/);
  });
});

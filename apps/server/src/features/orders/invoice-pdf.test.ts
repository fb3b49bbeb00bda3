import { describe, expect, it } from 'vitest';
import { gstBreakdown, splitGst } from './invoice-pdf.ts';

describe('invoice GST', () => {
  it('GST split of inclusive prices adds up', () => {
    expect(splitGst(11_200, 12)).toEqual({ taxable: 10_000, gst: 1_200, cgst: 600, sgst: 600 });
    const lines = gstBreakdown({
      items: [
        { gstRate: 12, lineTotalPaise: 11_200 },
        { gstRate: 18, lineTotalPaise: 11_800 },
      ] as never,
      totals: { deliveryFeePaise: 4_900 } as never,
    });
    expect(lines.map((l) => l.rate)).toEqual([12, 18]);
    for (const l of lines) expect(l.taxable + l.gst).toBe(l.gross);
  });
});

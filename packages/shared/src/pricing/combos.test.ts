import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_KINDS } from '../catalog/schemas.ts';
import { comboDealSchema, type ComboDeal } from './combos.ts';
import { PLUS_MEMBERSHIP, priceOrder } from './price-order.ts';
import type { Coupon, PriceLine } from './schemas.ts';

/* ── generators: carts of up to 8 products (one line each, as the cart keeps them) and combos over them ── */

const PRODUCTS = 8;
const lineArb = (productId: number): fc.Arbitrary<PriceLine> =>
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 6 }),
      mrpPaise: fc.integer({ min: 100, max: 500_000 }),
      sellingShare: fc.integer({ min: 1, max: 100 }),
      kind: fc.constantFrom(...PRODUCT_KINDS),
    })
    .map(({ sellingShare, ...line }) => ({
      productId,
      categoryId: null,
      ...line,
      pricePaise: Math.max(1, Math.floor((line.mrpPaise * sellingShare) / 100)),
    }));

const linesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: PRODUCTS }), { minLength: 0, maxLength: PRODUCTS })
  .chain((ids) => fc.tuple(...ids.map(lineArb)));

const comboArb = (comboId: number): fc.Arbitrary<ComboDeal> =>
  fc.record({
    comboId: fc.constant(comboId),
    slug: fc.constant(`combo-${comboId}`),
    items: fc.uniqueArray(
      fc.record({ productId: fc.integer({ min: 1, max: PRODUCTS }), quantity: fc.integer({ min: 1, max: 3 }) }),
      { minLength: 2, maxLength: 4, selector: (item) => item.productId },
    ),
    pricePaise: fc.integer({ min: 1, max: 2_000_000 }),
  });
const combosArb = fc
  .integer({ min: 0, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => comboArb(i + 1))));

const couponArb: fc.Arbitrary<Coupon | null> = fc.option(
  fc.oneof(
    fc.record({
      type: fc.constant('percent' as const),
      code: fc.constant('FIRST20'),
      percent: fc.integer({ min: 1, max: 100 }),
    }),
    fc.record({
      type: fc.constant('flat' as const),
      code: fc.constant('FLAT100'),
      amountPaise: fc.integer({ min: 1, max: 1_000_000 }),
    }),
  ),
  { nil: null },
);

const comboTotal = (priced: ReturnType<typeof priceOrder>) =>
  priced.discounts.find((discount) => discount.kind === 'combo')?.amountPaise ?? 0;

describe('combo packs in the one pricing function (properties)', () => {
  it('a combo discount never exceeds the selling price of the sets it counts, and the shares add up', () => {
    fc.assert(
      fc.property(linesArb, combosArb, couponArb, fc.boolean(), (lines, combos, coupon, plus) => {
        for (const combo of combos) expect(comboDealSchema.safeParse(combo).success).toBe(true);
        const priced = priceOrder({ lines, combos, coupon, membership: plus ? PLUS_MEMBERSHIP : null });
        const byId = new Map(lines.map((line) => [line.productId, line]));
        for (const applied of priced.combos) {
          const combo = combos.find((c) => c.comboId === applied.comboId)!;
          const setSelling = combo.items.reduce(
            (sum, item) => sum + byId.get(item.productId)!.pricePaise * item.quantity,
            0,
          );
          expect(applied.sets).toBeGreaterThanOrEqual(1);
          expect(applied.amountPaise).toBeGreaterThan(0);
          // What the customer pays for the sets is the bundle price: never less than zero, never more saving than the sets cost.
          expect(applied.amountPaise).toBe(applied.sets * (setSelling - combo.pricePaise));
          expect(applied.amountPaise).toBeLessThanOrEqual(applied.sets * setSelling);
        }
        const comboShares = priced.lines.reduce((sum, line) => sum + line.comboPaise, 0);
        expect(comboShares).toBe(comboTotal(priced));
        expect(comboTotal(priced)).toBeLessThanOrEqual(priced.sellingTotalPaise);
        for (const line of priced.lines) {
          expect(line.comboPaise).toBeGreaterThanOrEqual(0);
          expect(line.comboPaise).toBeLessThanOrEqual(line.sellingPaise);
          expect(line.netPaise).toBe(line.sellingPaise - line.comboPaise - line.couponPaise - line.membershipPaise);
          expect(line.netPaise).toBeGreaterThanOrEqual(0);
        }
        expect(priced.itemsTotalPaise).toBe(priced.lines.reduce((sum, line) => sum + line.netPaise, 0));
        expect(priced.totalPaise).toBeGreaterThanOrEqual(0);
        // No pack is counted in two sets.
        const counted = new Map<number, number>();
        for (const applied of priced.combos) {
          for (const item of combos.find((c) => c.comboId === applied.comboId)!.items) {
            counted.set(item.productId, (counted.get(item.productId) ?? 0) + item.quantity * applied.sets);
          }
        }
        for (const [productId, packs] of counted) expect(packs).toBeLessThanOrEqual(byId.get(productId)!.quantity);
      }),
      { numRuns: 300 },
    );
  });

  it('the discount disappears when a product of the combo is removed from the cart', () => {
    fc.assert(
      fc.property(linesArb, comboArb(1), fc.nat(), (lines, combo, pick) => {
        const priced = priceOrder({ lines, combos: [combo] });
        const removed = combo.items[pick % combo.items.length]!.productId;
        const without = priceOrder({ lines: lines.filter((line) => line.productId !== removed), combos: [combo] });
        expect(without.combos).toEqual([]);
        expect(comboTotal(without)).toBe(0);
        expect(without.lines.every((line) => line.comboPaise === 0)).toBe(true);
        // The other lines are charged their selling price again.
        expect(without.itemsTotalPaise).toBe(without.sellingTotalPaise);
        expect(priced.itemsTotalPaise).toBe(priced.sellingTotalPaise - comboTotal(priced));
      }),
      { numRuns: 300 },
    );
  });

  it('without combos the pricing is exactly what it was', () => {
    fc.assert(
      fc.property(linesArb, couponArb, (lines, coupon) => {
        expect(priceOrder({ lines, coupon, combos: [] })).toEqual(priceOrder({ lines, coupon }));
      }),
    );
  });
});

describe('combo packs (examples)', () => {
  const metformin: PriceLine = {
    productId: 1,
    quantity: 1,
    mrpPaise: 12_000,
    pricePaise: 10_000,
    kind: 'medicine',
    categoryId: 1,
  };
  const strips: PriceLine = {
    productId: 2,
    quantity: 1,
    mrpPaise: 90_000,
    pricePaise: 80_000,
    kind: 'device',
    categoryId: 6,
  };
  const diabetesKit: ComboDeal = {
    comboId: 7,
    slug: 'diabetes-care-kit',
    items: [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ],
    pricePaise: 90_000,
  };

  it('takes the set price off one complete set, named as a combo before the coupon', () => {
    const priced = priceOrder({
      lines: [{ ...metformin, quantity: 2 }, strips],
      combos: [diabetesKit],
      coupon: { type: 'percent', code: 'FIRST20', percent: 10 },
    });
    // Set: 2 × ₹100 + ₹800 = ₹1,000 → ₹900, ₹100 off shared 20:80.
    expect(priced.combos).toEqual([{ comboId: 7, slug: 'diabetes-care-kit', sets: 1, amountPaise: 10_000 }]);
    expect(priced.lines.map((line) => line.comboPaise)).toEqual([2_000, 8_000]);
    expect(priced.discounts.map((discount) => discount.kind)).toEqual(['mrp', 'combo', 'coupon']);
    // The coupon applies to what is left after the combo: 10 % of ₹900.
    expect(priced.coupon?.amountPaise).toBe(9_000);
  });

  it('counts only complete sets, and two sets when the cart holds two', () => {
    expect(priceOrder({ lines: [metformin, strips], combos: [diabetesKit] }).combos).toEqual([]);
    const two = priceOrder({
      lines: [
        { ...metformin, quantity: 5 },
        { ...strips, quantity: 2 },
      ],
      combos: [diabetesKit],
    });
    expect(two.combos).toEqual([{ comboId: 7, slug: 'diabetes-care-kit', sets: 2, amountPaise: 20_000 }]);
  });

  it('a set already cheaper than the bundle takes nothing off and leaves its packs to the next combo', () => {
    const dear = { ...diabetesKit, comboId: 8, slug: 'dear', pricePaise: 200_000 };
    const priced = priceOrder({ lines: [{ ...metformin, quantity: 2 }, strips], combos: [dear, diabetesKit] });
    expect(priced.combos.map((combo) => combo.slug)).toEqual(['diabetes-care-kit']);
  });

  it('refuses a combo with a fractional price like any other bad input', () => {
    expect(() => priceOrder({ lines: [metformin], combos: [{ ...diabetesKit, pricePaise: 0.5 }] })).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotalsSchema } from '../cart/schemas.ts';
import { PRODUCT_KINDS } from '../catalog/schemas.ts';
import { CHECKOUT, PLUS } from '../constants.ts';
import { toCartTotals } from './cart-totals.ts';
import {
  allocate,
  bestCoupon,
  DEFAULT_DELIVERY_RULES,
  PLUS_MEMBERSHIP,
  priceOrder,
  splitGst,
  type PricedOrder,
} from './price-order.ts';
import {
  couponSchema,
  priceOrderInputSchema,
  type Coupon,
  type Membership,
  type OfferScope,
  type PriceLine,
  type PriceOrderInput,
} from './schemas.ts';

/* ── generators: everything a valid input can hold, up to int4 prices ── */

const MAX_PRICE = 2_147_483_647;
const price = fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: MAX_PRICE }));

const lineArb: fc.Arbitrary<PriceLine> = fc
  .record({
    productId: fc.integer({ min: 1, max: 20 }),
    quantity: fc.integer({ min: 1, max: CHECKOUT.maxLineQuantity }),
    mrpPaise: price,
    sellingShare: fc.integer({ min: 0, max: 100 }),
    kind: fc.constantFrom(...PRODUCT_KINDS),
    categoryId: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
    manufacturerId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  })
  .map(({ sellingShare, ...line }) => ({
    ...line,
    pricePaise: Math.max(1, Math.floor((line.mrpPaise * sellingShare) / 100)),
  }));

const scopeArb: fc.Arbitrary<OfferScope | undefined> = fc.option(
  fc.record(
    {
      productIds: fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 5 }),
      categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
      manufacturerIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
      kinds: fc.uniqueArray(fc.constantFrom(...PRODUCT_KINDS), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

const paiseArb = fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000_000 }));
const optionalPaise = fc.option(paiseArb, { nil: undefined });

const couponArb: fc.Arbitrary<Coupon> = fc.oneof(
  fc.record({
    type: fc.constant('percent' as const),
    code: fc.constantFrom('FIRST20', 'SAVE10', 'HEALTH5'),
    percent: fc.integer({ min: 1, max: 100 }),
    minOrderPaise: optionalPaise,
    maxDiscountPaise: optionalPaise,
    scope: scopeArb,
  }),
  fc.record({
    type: fc.constant('flat' as const),
    code: fc.constantFrom('FLAT100', 'WELCOME50'),
    amountPaise: fc.integer({ min: 1, max: 10_000_000 }),
    minOrderPaise: optionalPaise,
    maxDiscountPaise: optionalPaise,
    scope: scopeArb,
  }),
);

const membershipArb: fc.Arbitrary<Membership> = fc.oneof(
  fc.constant(PLUS_MEMBERSHIP),
  fc.constant<Membership>({ ...PLUS_MEMBERSHIP, extraDiscountPercent: 5, maxDiscountPaise: 10_000 }),
  fc.record({
    plan: fc.constant('plus' as const),
    freeDelivery: fc.boolean(),
    extraDiscountPercent: fc.integer({ min: 0, max: 100 }),
    maxDiscountPaise: optionalPaise,
    scope: scopeArb,
  }),
);

const inputArb: fc.Arbitrary<PriceOrderInput> = fc.record(
  {
    lines: fc.array(lineArb, { maxLength: CHECKOUT.maxCartLines }),
    coupon: fc.option(couponArb, { nil: null }),
    membership: fc.option(membershipArb, { nil: null }),
    delivery: fc.record({ feePaise: paiseArb, freeFromPaise: paiseArb }),
  },
  { requiredKeys: ['lines'] },
);

const discountOf = (priced: PricedOrder, kind: 'mrp' | 'coupon' | 'membership') =>
  priced.discounts.find((d) => d.kind === kind)?.amountPaise ?? 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Every number anywhere in the result. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/* ── properties ── */

describe('priceOrder properties', () => {
  it('generated inputs are valid inputs (the generators cover the contract, nothing outside it)', () => {
    fc.assert(fc.property(inputArb, (input) => priceOrderInputSchema.safeParse(input).success));
  });

  it('every amount is a whole, non-negative number of paise', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const n of numbersIn(priceOrder(input))) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('total = subtotal − discounts + delivery, and the parts add up to the paisa', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        expect(p.discountPaise).toBe(sum(p.discounts.map((d) => d.amountPaise)));
        expect(p.totalPaise).toBe(p.subtotalMrpPaise - p.discountPaise + p.deliveryChargePaise);
        expect(p.itemsTotalPaise).toBe(sum(p.lines.map((l) => l.netPaise)));
        expect(p.subtotalMrpPaise).toBe(sum(p.lines.map((l) => l.mrpPaise)));
        expect(discountOf(p, 'coupon')).toBe(sum(p.lines.map((l) => l.couponPaise)));
        expect(discountOf(p, 'membership')).toBe(sum(p.lines.map((l) => l.membershipPaise)));
        for (const line of p.lines) {
          expect(line.netPaise).toBe(line.sellingPaise - line.couponPaise - line.membershipPaise);
          expect(line.gst.taxablePaise + line.gst.gstPaise).toBe(line.netPaise);
          expect(line.gst.cgstPaise + line.gst.sgstPaise).toBe(line.gst.gstPaise);
        }
        expect(sum(p.gst.byRate.map((r) => r.grossPaise))).toBe(p.totalPaise);
        expect(sum(p.gst.byRate.map((r) => r.gstPaise))).toBe(p.gst.totalGstPaise);
        expect(p.discounts.every((d) => d.amountPaise > 0)).toBe(true);
      }),
    );
  });

  it('no discount exceeds its percent, its flat amount or its cap, nor reaches lines outside its scope', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const coupon = discountOf(p, 'coupon');
        if (input.coupon) {
          const c = input.coupon;
          const inScope = p.lines.map((l) => l.sellingPaise).filter((_, i) => scoped(input.lines[i]!, c.scope));
          const base = sum(inScope);
          expect(coupon).toBeLessThanOrEqual(c.maxDiscountPaise ?? Infinity);
          expect(coupon).toBeLessThanOrEqual(
            c.type === 'percent' ? Math.floor((base * c.percent) / 100) : c.amountPaise,
          );
          if (base < (c.minOrderPaise ?? 0) || base === 0) expect(coupon).toBe(0);
          p.lines.forEach((l, i) => {
            if (!scoped(input.lines[i]!, c.scope)) expect(l.couponPaise).toBe(0);
          });
        } else expect(coupon).toBe(0);
        const membership = discountOf(p, 'membership');
        if (input.membership) {
          const m = input.membership;
          expect(membership).toBeLessThanOrEqual(m.maxDiscountPaise ?? Infinity);
          const base = sum(
            p.lines.map((l) => l.sellingPaise - l.couponPaise).filter((_, i) => scoped(input.lines[i]!, m.scope)),
          );
          // Floored: never more than the stated percent of what it applies to (float slack only above 2^53).
          expect(membership * 100).toBeLessThanOrEqual(base * m.extraDiscountPercent);
          p.lines.forEach((l, i) => {
            if (!scoped(input.lines[i]!, m.scope)) expect(l.membershipPaise).toBe(0);
          });
        } else expect(membership).toBe(0);
      }),
    );
  });

  it('delivery is free from the threshold or with a free-delivery membership, else the fee; never on an empty cart', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const rules = input.delivery ?? DEFAULT_DELIVERY_RULES;
        const free =
          input.lines.length > 0 && (!!input.membership?.freeDelivery || p.sellingTotalPaise >= rules.freeFromPaise);
        expect(p.freeDelivery).toBe(free);
        expect(p.deliveryChargePaise).toBe(input.lines.length === 0 || free ? 0 : rules.feePaise);
        expect(p.amountToFreeDeliveryPaise).toBe(free ? 0 : Math.max(0, rules.freeFromPaise - p.sellingTotalPaise));
      }),
    );
  });

  it('an offer never makes the order dearer, and a coupon that does not apply changes nothing', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const withoutCoupon = priceOrder({ ...input, coupon: null });
        const withoutAnyOffer = priceOrder({ ...input, coupon: null, membership: null });
        expect(p.totalPaise).toBeLessThanOrEqual(withoutCoupon.totalPaise);
        expect(withoutCoupon.totalPaise).toBeLessThanOrEqual(withoutAnyOffer.totalPaise);
        if (p.coupon && !p.coupon.applied) {
          expect(p.coupon.amountPaise).toBe(0);
          expect({ ...p, coupon: null }).toEqual(withoutCoupon);
        }
      }),
    );
  });

  it('the same input gives the same output, and the input is left untouched', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const copy = JSON.parse(JSON.stringify(input)) as PriceOrderInput;
        const first = priceOrder(input);
        expect(input).toEqual(copy);
        expect(priceOrder(copy)).toEqual(first);
        expect(JSON.stringify(priceOrder(input))).toBe(JSON.stringify(first));
      }),
    );
  });

  it('without offers it prices exactly as the cart did before (MRP discount, free delivery from ₹499)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.boolean(), (lines, plus) => {
        const p = priceOrder({ lines, membership: plus ? { ...PLUS_MEMBERSHIP, extraDiscountPercent: 0 } : null });
        const items = sum(lines.map((l) => l.pricePaise * l.quantity));
        const mrp = sum(lines.map((l) => l.mrpPaise * l.quantity));
        const free = lines.length > 0 && (plus || items >= CHECKOUT.freeDeliveryThresholdPaise);
        const fee = lines.length === 0 || free ? 0 : CHECKOUT.deliveryFeePaise;
        expect([p.subtotalMrpPaise, p.discountPaise, p.itemsTotalPaise]).toEqual([mrp, mrp - items, items]);
        expect([p.deliveryChargePaise, p.freeDelivery, p.totalPaise]).toEqual([fee, free, items + fee]);
      }),
    );
  });

  it('the cart totals it feeds satisfy the API contract', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (input, prescriptionRequired) => {
        const totals = toCartTotals(priceOrder(input), { plusMember: !!input.membership, prescriptionRequired });
        expect(cartTotalsSchema.parse(totals)).toEqual(totals);
      }),
    );
  });

  it('bestCoupon leaves the lowest total of all the candidates', () => {
    fc.assert(
      fc.property(inputArb, fc.array(couponArb, { maxLength: 4 }), (input, candidates) => {
        const chosen = bestCoupon(input, candidates);
        const totalWith = (coupon: Coupon | null) => priceOrder({ ...input, coupon }).totalPaise;
        for (const candidate of candidates) expect(totalWith(chosen)).toBeLessThanOrEqual(totalWith(candidate));
      }),
    );
  });

  it('allocate shares an amount exactly, never above a weight, nothing to a zero weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000_000_000 })), { maxLength: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const amount = Math.floor(sum(weights) * fraction);
          const shares = allocate(amount, weights);
          expect(sum(shares)).toBe(sum(weights) === 0 ? 0 : amount);
          shares.forEach((share, i) => {
            expect(Number.isSafeInteger(share) && share >= 0 && share <= weights[i]!).toBe(true);
          });
        },
      ),
    );
  });

  it("splitGst rounds exactly as the invoice's Math.round did", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(0, 5, 12, 18, 28), (gross, rate) => {
        expect(splitGst(gross, rate).taxablePaise).toBe(Math.round((gross * 100) / (100 + rate)));
      }),
    );
  });
});

function scoped(line: PriceLine, scope: OfferScope | undefined): boolean {
  const has = <T>(list: T[] | undefined, value: T | null | undefined) =>
    !list || (value !== null && value !== undefined && list.includes(value));
  return (
    !scope ||
    (has(scope.productIds, line.productId) &&
      has(scope.categoryIds, line.categoryId) &&
      has(scope.manufacturerIds, line.manufacturerId) &&
      has(scope.kinds, line.kind))
  );
}

/* ── examples with real numbers ── */

const dolo: PriceLine = {
  productId: 101,
  quantity: 2,
  mrpPaise: 3400,
  pricePaise: 2890,
  kind: 'medicine',
  categoryId: 1,
};
const shelcal: PriceLine = {
  productId: 102,
  quantity: 1,
  mrpPaise: 13000,
  pricePaise: 12000,
  kind: 'wellness',
  categoryId: 2,
};
const oximeter: PriceLine = {
  productId: 103,
  quantity: 1,
  mrpPaise: 249_900,
  pricePaise: 149_900,
  kind: 'device',
  categoryId: 6,
};

/** PLUS with the extra discount issue 18 turns on (5 % off medicines, at most ₹100 an order). */
const plusWithExtra: Membership = { ...PLUS_MEMBERSHIP, extraDiscountPercent: 5, maxDiscountPaise: 10_000 };

describe('priceOrder examples', () => {
  it('a small cart pays ₹49 delivery: 2 × Dolo 650 at ₹28.90 (MRP ₹34)', () => {
    const p = priceOrder({ lines: [dolo] });
    expect(p).toMatchObject({
      subtotalMrpPaise: 6800,
      discounts: [{ kind: 'mrp', labelKey: 'pricing.discount.mrp', code: null, amountPaise: 1020 }],
      discountPaise: 1020,
      itemsTotalPaise: 5780,
      deliveryChargePaise: 4900,
      freeDelivery: false,
      amountToFreeDeliveryPaise: 49_900 - 5780,
      totalPaise: 10_680,
      coupon: null,
    });
    // ₹57.80 at 12 %: taxable ₹51.61, GST ₹6.19; delivery ₹49 at 18 %: ₹41.53 + ₹7.47.
    expect(p.lines[0]!.gst).toEqual({
      ratePercent: 12,
      grossPaise: 5780,
      taxablePaise: 5161,
      gstPaise: 619,
      cgstPaise: 309,
      sgstPaise: 310,
    });
    expect(p.gst.delivery).toMatchObject({ ratePercent: 18, taxablePaise: 4153, gstPaise: 747 });
    expect(p.gst.totalGstPaise).toBe(619 + 747);
  });

  it('delivery is free at exactly ₹499 of selling price, and ₹0.01 less pays the fee', () => {
    const line = (pricePaise: number): PriceLine => ({ ...dolo, quantity: 1, mrpPaise: 60_000, pricePaise });
    expect(priceOrder({ lines: [line(49_900)] })).toMatchObject({
      deliveryChargePaise: 0,
      freeDeliveryBy: 'threshold',
    });
    expect(priceOrder({ lines: [line(49_899)] })).toMatchObject({
      deliveryChargePaise: 4900,
      amountToFreeDeliveryPaise: 1,
      totalPaise: 49_899 + 4900,
    });
  });

  it('"20 % off your first order" up to ₹150: floored, capped, shared over the lines', () => {
    const first20 = couponSchema.parse({ code: 'FIRST20', type: 'percent', percent: 20, maxDiscountPaise: 15_000 });
    // Items ₹57.80 + ₹120 = ₹177.80 → 20 % = ₹35.56.
    const small = priceOrder({ lines: [dolo, shelcal], coupon: first20 });
    expect(discountOf(small, 'coupon')).toBe(3556);
    expect(small.lines.map((l) => l.couponPaise)).toEqual([1156, 2400]);
    expect(small.coupon).toEqual({
      code: 'FIRST20',
      applied: true,
      amountPaise: 3556,
      rejection: null,
      amountToMinimumPaise: 0,
    });
    // ₹1,619 of items → 20 % = ₹323.80, capped at ₹150.
    const large = priceOrder({ lines: [dolo, shelcal, oximeter], coupon: first20 });
    expect(discountOf(large, 'coupon')).toBe(15_000);
    expect(large.totalPaise).toBe(large.subtotalMrpPaise - (large.subtotalMrpPaise - large.sellingTotalPaise) - 15_000);
    expect(large.discounts.map((d) => [d.kind, d.code])).toEqual([
      ['mrp', null],
      ['coupon', 'FIRST20'],
    ]);
  });

  it('a percentage floors to the paisa: 10 % of ₹9.99 is ₹0.99', () => {
    const line: PriceLine = { ...dolo, quantity: 1, mrpPaise: 999, pricePaise: 999 };
    const p = priceOrder({ lines: [line], coupon: { code: 'SAVE10', type: 'percent', percent: 10 } });
    expect(discountOf(p, 'coupon')).toBe(99);
  });

  it('one paisa over three equal lines: the leftover goes to the earliest', () => {
    expect(allocate(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(7, [0, 10, 0])).toEqual([0, 7, 0]);
  });

  it('a minimum order keeps the coupon off until it is reached, and says how much more is needed', () => {
    const flat = couponSchema.parse({ code: 'FLAT100', type: 'flat', amountPaise: 10_000, minOrderPaise: 99_900 });
    const below = priceOrder({ lines: [dolo, shelcal], coupon: flat });
    expect(below.coupon).toEqual({
      code: 'FLAT100',
      applied: false,
      amountPaise: 0,
      rejection: 'minimum-order',
      amountToMinimumPaise: 99_900 - 17_780,
    });
    expect(below.totalPaise).toBe(priceOrder({ lines: [dolo, shelcal] }).totalPaise);
    const above = priceOrder({ lines: [dolo, shelcal, oximeter], coupon: flat });
    expect(discountOf(above, 'coupon')).toBe(10_000);
  });

  it('a coupon scoped to a category touches only those lines, or is refused when none is in the cart', () => {
    const devices = couponSchema.parse({ code: 'DEVICE10', type: 'percent', percent: 10, scope: { categoryIds: [6] } });
    const p = priceOrder({ lines: [dolo, oximeter], coupon: devices });
    expect(p.lines.map((l) => l.couponPaise)).toEqual([0, 14_990]);
    expect(priceOrder({ lines: [dolo], coupon: devices }).coupon?.rejection).toBe('no-eligible-items');
  });

  it('PLUS: free delivery on a small order, and the extra percent of constants.ts', () => {
    const p = priceOrder({ lines: [dolo], membership: PLUS_MEMBERSHIP });
    const extra = Math.min(Math.floor((5780 * PLUS.extraDiscountPercent) / 100), PLUS.maxExtraDiscountPaise);
    expect(p).toMatchObject({ deliveryChargePaise: 0, freeDeliveryBy: 'membership', totalPaise: 5780 - extra });
    expect(discountOf(p, 'membership')).toBe(extra);
  });

  it('a membership with 5 % more off medicines only, up to ₹100', () => {
    const p = priceOrder({ lines: [dolo, oximeter], membership: plusWithExtra });
    // 5 % of Dolo's ₹57.80 = ₹2.89; the oximeter (a device) gets none.
    expect(p.lines.map((l) => l.membershipPaise)).toEqual([289, 0]);
    expect(p).toMatchObject({ deliveryChargePaise: 0, freeDeliveryBy: 'membership' });
    expect(p.discounts.at(-1)).toEqual({
      kind: 'membership',
      labelKey: 'pricing.discount.membership',
      code: null,
      amountPaise: 289,
    });
    const bulk: PriceLine = { ...dolo, quantity: 100, mrpPaise: 60_000, pricePaise: 50_000 };
    expect(discountOf(priceOrder({ lines: [bulk], membership: plusWithExtra }), 'membership')).toBe(10_000);
  });

  it('coupon first, then PLUS on what is left', () => {
    const p = priceOrder({
      lines: [dolo, shelcal],
      coupon: { code: 'FIRST20', type: 'percent', percent: 20 },
      membership: plusWithExtra,
    });
    // Dolo ₹57.80 − coupon ₹11.56 = ₹46.24 → 5 % = ₹2.31 (floored from ₹2.312).
    expect(p.lines[0]).toMatchObject({ couponPaise: 1156, membershipPaise: 231, netPaise: 4393 });
    expect(p.totalPaise).toBe(17_780 - 3556 - 231);
  });

  it('the web test cart of two products prices as the drawer shows it', () => {
    // cart-drawer-content.test: ₹198 MRP, −₹20.20, ₹49 delivery, ₹226.80.
    const p = priceOrder({ lines: [dolo, shelcal] });
    expect(p.subtotalMrpPaise).toBe(19_800);
    expect(p.discountPaise).toBe(2020);
    expect(p.totalPaise).toBe(22_680);
    expect(p.amountToFreeDeliveryPaise).toBe(32_120);
  });

  it('refuses money that is not whole paise', () => {
    expect(() => priceOrder({ lines: [{ ...dolo, pricePaise: 28.9 }] })).toThrow(RangeError);
    expect(() => priceOrder({ lines: [{ ...dolo, pricePaise: 3500 }] })).toThrow(/above its MRP/);
    expect(() => priceOrder({ lines: [{ ...dolo, quantity: 0 }] })).toThrow(RangeError);
  });

  it('an empty cart costs nothing and charges no delivery', () => {
    expect(priceOrder({ lines: [], membership: PLUS_MEMBERSHIP })).toMatchObject({
      totalPaise: 0,
      deliveryChargePaise: 0,
      freeDelivery: false,
      discounts: [],
      gst: { delivery: null, byRate: [], totalGstPaise: 0 },
    });
  });
});

/* ── rented lines (decision 0026): rent × quantity × periods, plus a refundable deposit outside GST ── */

const rentalLineArb: fc.Arbitrary<PriceLine> = fc
  .tuple(
    lineArb,
    fc.integer({ min: 1, max: 52 }),
    fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 })),
  )
  .map(([line, periods, depositPaise]) => ({ ...line, rental: { periods, depositPaise } }));

const mixedInputArb: fc.Arbitrary<PriceOrderInput> = fc.record(
  {
    lines: fc.array(fc.oneof(lineArb, rentalLineArb), { maxLength: CHECKOUT.maxCartLines }),
    coupon: fc.option(couponArb, { nil: null }),
    membership: fc.option(membershipArb, { nil: null }),
    delivery: fc.record({ feePaise: paiseArb, freeFromPaise: paiseArb }),
  },
  { requiredKeys: ['lines'] },
);

/** The same order with each rented line bought as quantity × periods packs and no deposit. */
const asBought = (input: PriceOrderInput): PriceOrderInput => ({
  ...input,
  lines: input.lines.map(({ rental, ...line }) =>
    rental ? { ...line, quantity: line.quantity * rental.periods } : line,
  ),
});

describe('priceOrder properties with rented lines', () => {
  it('generated inputs are valid inputs', () => {
    fc.assert(fc.property(mixedInputArb, (input) => priceOrderInputSchema.safeParse(input).success));
  });

  it('total = subtotal − discounts + delivery + deposits; deposits carry no discount and no GST', () => {
    fc.assert(
      fc.property(mixedInputArb, (input) => {
        const p = priceOrder(input);
        for (const n of numbersIn(p)) expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        const deposits = input.lines.map((l) => (l.rental ? l.rental.depositPaise * l.quantity : 0));
        expect(p.lines.map((l) => l.depositPaise)).toEqual(deposits);
        expect(p.depositPaise).toBe(sum(deposits));
        expect(p.totalPaise).toBe(p.subtotalMrpPaise - p.discountPaise + p.deliveryChargePaise + p.depositPaise);
        expect(p.itemsTotalPaise).toBe(sum(p.lines.map((l) => l.netPaise)));
        // GST is on what is sold (items and delivery), never on the refundable deposit
        expect(sum(p.gst.byRate.map((r) => r.grossPaise))).toBe(p.totalPaise - p.depositPaise);
        for (const line of p.lines) expect(line.gst.taxablePaise + line.gst.gstPaise).toBe(line.netPaise);
        expect(toCartTotals(p, { plusMember: false, prescriptionRequired: false }).depositPaise).toBe(p.depositPaise);
      }),
    );
  });

  it('renting n units for k periods prices exactly as buying n × k packs, the deposit aside', () => {
    fc.assert(
      fc.property(mixedInputArb, (input) => {
        const rented = priceOrder(input);
        const bought = priceOrder(asBought(input));
        expect(rented.subtotalMrpPaise).toBe(bought.subtotalMrpPaise);
        expect(rented.discounts).toEqual(bought.discounts);
        expect(rented.deliveryChargePaise).toBe(bought.deliveryChargePaise);
        expect(rented.gst).toEqual(bought.gst);
        expect(rented.totalPaise).toBe(bought.totalPaise + rented.depositPaise);
        expect(rented.lines.map((l) => l.netPaise)).toEqual(bought.lines.map((l) => l.netPaise));
      }),
    );
  });

  it('a 100 % coupon leaves only delivery and the deposits to pay', () => {
    fc.assert(
      fc.property(fc.array(rentalLineArb, { minLength: 1, maxLength: 10 }), (lines) => {
        const p = priceOrder({ lines, coupon: { type: 'percent', code: 'ALL100', percent: 100 } });
        expect(p.itemsTotalPaise).toBe(0);
        expect(p.totalPaise).toBe(p.deliveryChargePaise + p.depositPaise);
        expect(p.depositPaise).toBe(sum(lines.map((l) => l.rental!.depositPaise * l.quantity)));
      }),
    );
  });

  it('two months of a ₹4,500 concentrator with a ₹10,000 deposit: ₹19,000, GST only on the rent', () => {
    const concentrator: PriceLine = {
      productId: 90_001,
      quantity: 1,
      mrpPaise: 450_000,
      pricePaise: 450_000,
      kind: 'device',
      categoryId: 6,
      rental: { periods: 2, depositPaise: 1_000_000 },
    };
    const p = priceOrder({ lines: [concentrator] });
    expect(p.itemsTotalPaise).toBe(900_000);
    expect(p.depositPaise).toBe(1_000_000);
    expect(p.deliveryChargePaise).toBe(0);
    expect(p.totalPaise).toBe(1_900_000);
    // 18 % GST inside ₹9,000: taxable ₹7,627.12, GST ₹1,372.88
    expect(p.gst.totalGstPaise).toBe(137_288);
  });

  it('refuses rental periods outside 1–52 and a deposit that is not whole paise', () => {
    const line = { ...dolo, rental: { periods: 0, depositPaise: 100 } };
    expect(() => priceOrder({ lines: [line] })).toThrow(RangeError);
    expect(() => priceOrder({ lines: [{ ...line, rental: { periods: 53, depositPaise: 100 } }] })).toThrow(RangeError);
    expect(() => priceOrder({ lines: [{ ...line, rental: { periods: 2, depositPaise: 1.5 } }] })).toThrow(RangeError);
  });
});

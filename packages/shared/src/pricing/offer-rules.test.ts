import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_KINDS } from '../catalog/schemas.ts';
import { CHECKOUT } from '../constants.ts';
import { addMonths, plusRefundPaise } from '../offers/plus.ts';
import { offerRefusal, priceWithOffers, toCoupon, type CustomerFacts, type OfferTerms } from './offer-rules.ts';
import { PLUS_MEMBERSHIP, priceOrder } from './price-order.ts';
import type { PriceLine } from './schemas.ts';

/* ── generators: offers as the offers table holds them, customers, carts ── */

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T12:00:00Z');

const lineArb: fc.Arbitrary<PriceLine> = fc
  .record({
    productId: fc.integer({ min: 1, max: 20 }),
    quantity: fc.integer({ min: 1, max: CHECKOUT.maxLineQuantity }),
    mrpPaise: fc.integer({ min: 100, max: 5_000_000 }),
    share: fc.integer({ min: 10, max: 100 }),
    kind: fc.constantFrom(...PRODUCT_KINDS),
    categoryId: fc.integer({ min: 1, max: 8 }),
    manufacturerId: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ share, ...line }) => ({ ...line, pricePaise: Math.max(1, Math.floor((line.mrpPaise * share) / 100)) }));

const offerArb: fc.Arbitrary<OfferTerms> = fc
  .record({
    code: fc.constantFrom('FIRST20', 'HEALTH10', 'WELLNESS15', 'DEVICE12', 'PLUS75', 'DEMOBANK10', 'DIWALI25'),
    percent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    amountPaise: fc.integer({ min: 1, max: 1_000_000 }),
    minOrderPaise: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
    maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    scope: fc.option(
      fc.record(
        {
          categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 }),
          manufacturerIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 2 }),
          kinds: fc.uniqueArray(fc.constantFrom(...PRODUCT_KINDS), { minLength: 1, maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
      { nil: null },
    ),
    firstOrderOnly: fc.boolean(),
    usesPerCustomer: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    plusOnly: fc.boolean(),
    cardOnly: fc.boolean(),
    startDays: fc.integer({ min: -60, max: 10 }),
    lengthDays: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
  })
  .map(({ percent, amountPaise, startDays, lengthDays, ...terms }) => {
    const startsAt = new Date(NOW.getTime() + startDays * DAY);
    return {
      ...terms,
      type: percent === null ? ('flat' as const) : ('percent' as const),
      percent,
      amountPaise: percent === null ? amountPaise : null,
      startsAt,
      endsAt: lengthDays === null ? null : new Date(startsAt.getTime() + lengthDays * DAY),
    };
  });

const factsArb: fc.Arbitrary<CustomerFacts> = fc.record({
  now: fc.constant(NOW),
  placedOrders: fc.integer({ min: 0, max: 5 }),
  usesOfOffer: fc.integer({ min: 0, max: 4 }),
  plusMember: fc.boolean(),
  paysByCard: fc.option(fc.boolean(), { nil: null }),
});

const checkoutArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
  offers: fc.uniqueArray(offerArb, { maxLength: 6, selector: (o) => o.code }),
  facts: factsArb,
  plus: fc.boolean(),
});

/* ── properties ── */

describe('offers priced by the one pricing function', () => {
  it('never a negative amount, and never more off than the chosen offer’s cap, percent or flat amount', () => {
    fc.assert(
      fc.property(checkoutArb, ({ lines, offers, facts, plus }) => {
        const choice = priceWithOffers({ lines, membership: plus ? PLUS_MEMBERSHIP : null }, offers, () => facts, null);
        const p = choice.priced;
        expect(p.totalPaise).toBeGreaterThanOrEqual(0);
        for (const line of p.lines) expect(line.netPaise).toBeGreaterThanOrEqual(0);
        const coupon = p.discounts.find((d) => d.kind === 'coupon')?.amountPaise ?? 0;
        if (choice.outcome === 'applied') {
          const o = choice.offer;
          expect(coupon).toBeLessThanOrEqual(o.maxDiscountPaise ?? Number.MAX_SAFE_INTEGER);
          if (o.type === 'flat') expect(coupon).toBeLessThanOrEqual(o.amountPaise!);
          else expect(coupon * 100).toBeLessThanOrEqual(p.sellingTotalPaise * o.percent!);
          // Chosen by itself: usable by this customer now, and not a bank offer (the card is not chosen yet).
          expect(offerRefusal(o, facts)).toBeNull();
          expect(o.cardOnly).toBe(false);
        } else expect(coupon).toBe(0);
      }),
    );
  });

  it('first-order rules hold: a first-order offer never applies once the customer has ordered', () => {
    fc.assert(
      fc.property(checkoutArb, ({ lines, offers, facts }) => {
        const typed = offers[0]?.code ?? null;
        const auto = priceWithOffers({ lines }, offers, () => facts, null);
        const byCode = priceWithOffers({ lines }, offers, () => facts, typed);
        for (const choice of [auto, byCode]) {
          if (choice.outcome === 'applied' && choice.offer.firstOrderOnly) expect(facts.placedOrders).toBe(0);
        }
        if (typed && offers[0]!.firstOrderOnly && facts.placedOrders > 0) {
          expect(byCode).toMatchObject({ outcome: 'refused', refusal: expect.any(String) });
        }
      }),
    );
  });

  it('the automatic choice leaves the lowest total of every usable offer', () => {
    fc.assert(
      fc.property(checkoutArb, ({ lines, offers, facts }) => {
        const chosen = priceWithOffers({ lines }, offers, () => facts, null).priced.totalPaise;
        for (const offer of offers) {
          if (offer.cardOnly || offerRefusal(offer, facts) !== null) continue;
          expect(chosen).toBeLessThanOrEqual(priceOrder({ lines, coupon: toCoupon(offer) }).totalPaise);
        }
      }),
    );
  });

  it('a typed code outside its window is refused with the reason, and prices as without it', () => {
    fc.assert(
      fc.property(checkoutArb, ({ lines, offers, facts }) => {
        for (const offer of offers) {
          const choice = priceWithOffers({ lines }, offers, () => facts, offer.code);
          if (NOW < offer.startsAt) expect(choice).toMatchObject({ outcome: 'refused', refusal: 'not-started' });
          else if (offer.endsAt && NOW >= offer.endsAt)
            expect(choice).toMatchObject({ outcome: 'refused', refusal: 'expired' });
          if (choice.outcome === 'refused') expect(choice.priced).toEqual(priceOrder({ lines }));
        }
      }),
    );
  });

  it('the same input gives the same result wherever it runs (server and web import this very function)', () => {
    fc.assert(
      fc.property(checkoutArb, ({ lines, offers, facts }) => {
        const copy = JSON.parse(JSON.stringify({ lines, offers })) as { lines: PriceLine[]; offers: OfferTerms[] };
        const revived = copy.offers.map((o) => ({
          ...o,
          startsAt: new Date(o.startsAt),
          endsAt: o.endsAt ? new Date(o.endsAt) : null,
        }));
        expect(priceWithOffers({ lines: copy.lines }, revived, () => facts, null).priced).toEqual(
          priceWithOffers({ lines }, offers, () => facts, null).priced,
        );
      }),
    );
  });
});

describe('PLUS periods and refunds', () => {
  it('a refund is never negative nor above the price, and falls as the days pass', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(3, 6, 12),
        fc.integer({ min: -30, max: 400 }),
        fc.integer({ min: 0, max: 30 }),
        (pricePaise, months, dayA, extra) => {
          const startsAt = NOW;
          const endsAt = addMonths(startsAt, months);
          const at = (d: number) => new Date(NOW.getTime() + d * DAY);
          const a = plusRefundPaise({ pricePaise, startsAt, endsAt }, at(dayA));
          const b = plusRefundPaise({ pricePaise, startsAt, endsAt }, at(dayA + extra));
          expect(a >= 0 && a <= pricePaise && Number.isInteger(a)).toBe(true);
          expect(b).toBeLessThanOrEqual(a);
        },
      ),
    );
  });

  it('examples: a renewal not started is refunded in full; half a 3-month plan is about half', () => {
    const startsAt = new Date('2026-11-24T00:00:00Z');
    const endsAt = addMonths(startsAt, 3);
    expect(endsAt.toISOString()).toBe('2027-02-24T00:00:00.000Z');
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(plusRefundPaise({ pricePaise: 14_900, startsAt, endsAt }, new Date('2026-11-20T00:00:00Z'))).toBe(14_900);
    // 92 days; on day 46, 46 unused: ₹74.50.
    expect(plusRefundPaise({ pricePaise: 14_900, startsAt, endsAt }, new Date('2027-01-09T00:00:00Z'))).toBe(7_450);
    expect(plusRefundPaise({ pricePaise: 14_900, startsAt, endsAt }, endsAt)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { CHECKOUT, PLUS } from '@aushadh/shared/constants.ts';
import { PLUS_PLANS } from '@aushadh/shared/offers/schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder, upi } from '../../test/checkout-helpers.ts';
import { createProduct, deliveryAddress } from '../../test/factories.ts';
import { seedOffers } from './seed/offers-seed.repository.ts';

let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await buildTestApp();
  await seedOffers(t.db);
  // Offers relative to today, so the tests do not age: one ended yesterday, one starts tomorrow.
  await t.db.insert(offers).values([
    {
      code: 'ENDED10',
      kind: 'festival',
      title: 'Ended',
      type: 'percent',
      percent: 10,
      occasion: 'Holi',
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    },
    {
      code: 'SOON10',
      kind: 'festival',
      title: 'Soon',
      type: 'percent',
      percent: 10,
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 10 * DAY),
    },
  ]);
});
afterAll(() => t.close());

const codes = { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES };

async function customerWith(pricePaise: number, quantity = 1, mrpPaise = pricePaise + 5_000) {
  const customer = await newCustomer(t);
  const product = await createProduct(t.db, { mrpPaise, pricePaise, stock: 50 });
  await addToCart(t, customer.cookies, customer.id, product.id, quantity);
  return { ...customer, product };
}

const summaryOf = async (cookies: Record<string, string>, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/checkout/summary${query}`, cookies })).json();

const applyCoupon = (cookies: Record<string, string>, code: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/coupon', cookies, headers: codes, payload: { code } });

describe('/api/offers', () => {
  it('lists the running offers with their terms, not the ended or future ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/offers' });
    expect(res.statusCode).toBe(200);
    const listed = res.json().offers as { code: string; kind: string; scopeNames: string[] }[];
    const names = listed.map((o) => o.code);
    expect(names).toContain('FIRST20');
    expect(names).toContain('DEMOBANK10');
    expect(names).not.toContain('ENDED10');
    expect(names).not.toContain('SOON10');
    expect(listed.find((o) => o.code === 'FIRST20')).toMatchObject({ percent: 20, firstOrderOnly: true });
    expect(listed.find((o) => o.code === 'DEVICE12')?.scopeNames).toEqual(['Healthcare Devices']);
  });
});

describe('offers at checkout', () => {
  it('a first order gets 20 % off by itself, named in the summary; the second order does not', async () => {
    // ₹400 of items: 20 % = ₹80, under the ₹200 cap; ₹49 delivery below ₹499.
    const c = await customerWith(40_000);
    const summary = await summaryOf(c.cookies);
    expect(summary.offer).toMatchObject({ code: 'FIRST20', automatic: true, amountPaise: 8_000 });
    expect(summary.cart.totals.discounts).toContainEqual(
      expect.objectContaining({ kind: 'coupon', code: 'FIRST20', amountPaise: 8_000 }),
    );
    expect(summary.cart.totals.totalPaise).toBe(40_000 - 8_000 + CHECKOUT.deliveryFeePaise);

    const first = await placeOrder(t, c.cookies);
    expect(first.statusCode).toBe(201);
    expect(first.json().totals).toMatchObject({ totalPaise: 40_000 - 8_000 + CHECKOUT.deliveryFeePaise });
    expect(first.json().totals.discounts).toContainEqual(expect.objectContaining({ kind: 'coupon', code: 'FIRST20' }));
    // The line keeps its share, so the invoice's lines add up to the total.
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, first.json().id));
    expect(item!.offerDiscountPaise).toBe(8_000);
    expect(first.json().items[0].lineTotalPaise).toBe(32_000);
    const [use] = await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.orderId, first.json().id));
    expect(use).toMatchObject({ userId: c.id, amountPaise: 8_000 });

    await addToCart(t, c.cookies, c.id, c.product.id, 1);
    const second = await summaryOf(c.cookies);
    expect(second.offer?.code).not.toBe('FIRST20');
    expect(second.cart.totals.totalPaise).toBe(40_000 + CHECKOUT.deliveryFeePaise);
    const typed = await applyCoupon(c.cookies, 'first20');
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toMatchObject({ code: 'COUPON_FIRST_ORDER_ONLY', params: { code: 'FIRST20' } });
    const placed = await placeOrder(t, c.cookies, { address: deliveryAddress, payment: upi, couponCode: 'FIRST20' });
    expect(placed.json().code).toBe('BAD_REQUEST');
    expect((await placeOrder(t, c.cookies)).json().totals.totalPaise).toBe(40_000 + CHECKOUT.deliveryFeePaise);
  });

  it('a cancelled first order gives the first-order offer back', async () => {
    const c = await customerWith(30_000);
    const order = (await placeOrder(t, c.cookies)).json();
    expect(order.totals.discounts).toContainEqual(expect.objectContaining({ code: 'FIRST20' }));
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, cookies: c.cookies });
    expect(cancelled.statusCode).toBe(200);
    await addToCart(t, c.cookies, c.id, c.product.id, 1);
    expect((await summaryOf(c.cookies)).offer).toMatchObject({ code: 'FIRST20' });
  });

  it('refuses a typed code outside its window, unknown, below its minimum or for PLUS only, each with its code', async () => {
    const c = await customerWith(20_000);
    const cases: [string, string, Record<string, string>][] = [
      ['ENDED10', 'COUPON_EXPIRED', { code: 'ENDED10' }],
      ['soon10', 'COUPON_NOT_STARTED', { code: 'SOON10' }],
      ['NOSUCH99', 'COUPON_NOT_FOUND', { code: 'NOSUCH99' }],
      ['HEALTH10', 'COUPON_MINIMUM_ORDER', { code: 'HEALTH10', amount: 'Rs. 799' }],
      ['PLUS75', 'COUPON_PLUS_ONLY', { code: 'PLUS75' }],
      ['DEVICE12', 'COUPON_NOT_APPLICABLE', { code: 'DEVICE12' }],
    ];
    for (const [typed, code, params] of cases) {
      const res = await applyCoupon(c.cookies, typed);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json(), typed).toMatchObject({ code, params });
    }
    // The order with that code is refused the same way, and nothing is placed.
    const res = await placeOrder(t, c.cookies, { address: deliveryAddress, payment: upi, couponCode: 'ENDED10' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The offer ENDED10 has ended.');
  });

  it('a bank offer applies only when the order is paid by card', async () => {
    const c = await customerWith(90_000);
    expect((await applyCoupon(c.cookies, 'DEMOBANK10')).json().offer).toMatchObject({
      code: 'DEMOBANK10',
      cardOnly: true,
    });
    const byUpi = await placeOrder(t, c.cookies, { address: deliveryAddress, payment: upi, couponCode: 'DEMOBANK10' });
    expect(byUpi.json().message).toBe('The offer DEMOBANK10 applies only when you pay by credit or debit card.');
    const card = {
      method: 'credit-card',
      cardNumber: '4111111111111111',
      cardName: 'Priya Sharma',
      expiry: '12/30',
      cvv: '123',
    };
    const byCard = await placeOrder(t, c.cookies, {
      address: deliveryAddress,
      payment: card,
      couponCode: 'DEMOBANK10',
    });
    expect(byCard.statusCode).toBe(201);
    // 10 % of ₹900 = ₹90 (cap ₹150); free delivery from ₹499.
    expect(byCard.json().totals.totalPaise).toBe(90_000 - 9_000);
  });

  it('garbage codes are a 400 with a code', async () => {
    const { cookies } = await customerWith(10_000);
    for (const garbage of [
      '',
      'A',
      'x'.repeat(5000),
      'FIRST\u000020',
      'FIRST 20',
      '<script>',
      42,
      null,
      ['FIRST20'],
      { code: 'x' },
    ]) {
      const res = await applyCoupon(cookies, garbage);
      expect(res.statusCode, JSON.stringify(garbage)?.slice(0, 40)).toBe(400);
      // Never a 500: a validation failure whose issue names the coupon's own message.
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().issues[0]).toMatchObject({ code: 'COUPON_CODE_INVALID' });
    }
    const summary = await t.app.inject({ method: 'GET', url: '/api/checkout/summary?coupon=%00%01' });
    expect(summary.statusCode).toBe(400);
  });
});

describe('PLUS', () => {
  const card = {
    method: 'debit-card',
    cardNumber: '4111111111111111',
    cardName: 'Arjun Mehta',
    expiry: '11/29',
    cvv: '321',
  };
  const buy = (cookies: Record<string, string>, plan: string, payment: object = card, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/plus/purchase',
      cookies,
      headers: { 'idempotency-key': key, ...codes },
      payload: { plan, payment },
    });

  it('buying PLUS makes the next checkout’s delivery free and takes 5 % more off medicines', async () => {
    // ₹200 of a medicine: ₹49 delivery without PLUS; the first-order 20 % applies either way.
    const c = await customerWith(20_000);
    const before = await summaryOf(c.cookies);
    expect(before.cart.totals.deliveryFeePaise).toBe(CHECKOUT.deliveryFeePaise);
    const bought = await buy(c.cookies, 'plus-3');
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({
      member: true,
      subscriptions: [{ plan: 'plus-3', pricePaise: PLUS_PLANS[0]!.pricePaise }],
    });
    const after = await summaryOf(c.cookies);
    expect(after.cart.totals).toMatchObject({ deliveryFeePaise: 0, freeDelivery: true, plusMember: true });
    // 20 % of ₹200 = ₹40; 5 % of the ₹160 left = ₹8.
    expect(after.cart.totals.discounts).toContainEqual(
      expect.objectContaining({
        kind: 'membership',
        amountPaise: Math.floor((16_000 * PLUS.extraDiscountPercent) / 100),
      }),
    );
    const order = await placeOrder(t, c.cookies);
    expect(order.json().totals).toMatchObject({ deliveryFeePaise: 0, totalPaise: 20_000 - 4_000 - 800 });
  });

  it('a renewal starts where the plan ends; the same key buys once; cancelling refunds the unused part', async () => {
    const c = await newCustomer(t);
    const key = randomUUID();
    const first = (await buy(c.cookies, 'plus-3', card, key)).json();
    expect((await buy(c.cookies, 'plus-3', card, key)).json().subscriptions).toHaveLength(1);
    const renewed = (await buy(c.cookies, 'plus-6')).json();
    expect(renewed.subscriptions).toHaveLength(2);
    const [later, current] = renewed.subscriptions;
    expect(later.startsAt).toBe(current.endsAt);
    expect(renewed.validUntil).toBe(later.endsAt);
    expect(first.validUntil).toBe(current.endsAt);
    // Cancelled on its first day: both refunded almost in full (the day begun is used).
    const cancel = await t.app.inject({ method: 'POST', url: '/api/plus/cancel', cookies: c.cookies });
    expect(cancel.statusCode).toBe(200);
    const { refundPaise, status } = cancel.json();
    expect(refundPaise).toBeGreaterThan(PLUS_PLANS[1]!.pricePaise);
    expect(refundPaise).toBeLessThanOrEqual(PLUS_PLANS[0]!.pricePaise + PLUS_PLANS[1]!.pricePaise);
    expect(status.member).toBe(false);
    expect(
      status.subscriptions.every((s: { refundReference: string }) => s.refundReference.startsWith('demo_rf_')),
    ).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: '/api/plus/cancel', cookies: c.cookies, headers: codes });
    expect(again.json()).toMatchObject({ code: 'PLUS_NOT_MEMBER' });
  });

  it('refuses cash on delivery, unknown plans, a declined card and strangers', async () => {
    const c = await newCustomer(t);
    expect((await buy(c.cookies, 'plus-3', { method: 'cod' })).json().code).toBe('VALIDATION_FAILED');
    expect((await buy(c.cookies, 'plus-99')).statusCode).toBe(400);
    const declined = await buy(c.cookies, 'plus-3', { ...card, cardNumber: '4000000000000002' });
    expect(declined.statusCode).toBe(402);
    expect((await t.app.inject({ method: 'GET', url: '/api/plus/me', cookies: c.cookies })).json().member).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/plus/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/plus/cancel' })).statusCode).toBe(401);
  });
});

describe('value pages', () => {
  it('value store bands stay under their price, top deals are in stock and discounted, a brand page 404s unknown', async () => {
    const value = (await t.app.inject({ method: 'GET', url: '/api/value-store' })).json();
    for (const band of value.bands) {
      for (const item of band.items) expect(item.discountedPrice).toBeLessThan(band.underPaise);
    }
    for (const pair of value.generics) {
      expect(pair.generic.saltComposition).toBe(pair.leader.saltComposition);
      expect(pair.savingPercent).toBeGreaterThan(0);
    }
    const deals = (await t.app.inject({ method: 'GET', url: '/api/offers/top-deals' })).json();
    for (const item of deals.items) expect(item.inStock && item.discountedPrice < item.price).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/no-such-brand' })).statusCode).toBe(404);
    const brands = (await t.app.inject({ method: 'GET', url: '/api/brands' })).json();
    expect(Array.isArray(brands.brands)).toBe(true);
  });
});

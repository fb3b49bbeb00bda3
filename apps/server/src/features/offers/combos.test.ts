import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory } from '../../db/schema/catalog.ts';
import { comboPackItems, comboPacks } from '../../db/schema/offers.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, newGuest, placeOrder } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { seedComboPacks } from './seed/offers-seed.repository.ts';

let t: TestApp;
const codes = { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES };
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A pack of fresh products: 2 × ₹150 + ₹400 = ₹700 a set, sold for `pricePaise`. */
async function newPack(slug: string, pricePaise = 60_000, stock = 40) {
  const strips = await createProduct(t.db, { mrpPaise: 45_000, pricePaise: 40_000, stock });
  const tablets = await createProduct(t.db, { mrpPaise: 18_000, pricePaise: 15_000, stock });
  const [pack] = await t.db
    .insert(comboPacks)
    .values({ slug, title: `Kit ${slug}`, description: 'Test kit', pricePaise })
    .returning();
  await t.db.insert(comboPackItems).values([
    { comboId: pack!.id, productId: tablets.id, quantity: 2 },
    { comboId: pack!.id, productId: strips.id, quantity: 1 },
  ]);
  await t.app.offers.refreshCombos();
  return { pack: pack!, strips, tablets };
}

const addPack = (cookies: Record<string, string>, slug: string, userId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/value-store/combos/${encodeURIComponent(slug)}/cart`,
    cookies,
    headers: codes,
    payload: { userId },
  });

const comboOf = (totals: { discounts?: { kind: string; amountPaise: number }[] }) =>
  totals.discounts?.find((discount) => discount.kind === 'combo')?.amountPaise ?? 0;

describe('combo packs', () => {
  it('the value store lists a pack at today’s prices with what it saves', async () => {
    const { tablets, strips } = await newPack('listed-kit');
    const store = (await t.app.inject({ method: 'GET', url: '/api/value-store' })).json();
    const pack = store.combos.find((combo: { slug: string }) => combo.slug === 'listed-kit');
    expect(pack).toMatchObject({ pricePaise: 60_000, sellingPaise: 70_000, savingPaise: 10_000, available: true });
    const packs = pack.items.map((item: { productId: number; quantity: number }) => [item.productId, item.quantity]);
    expect(packs).toHaveLength(2);
    expect(packs).toEqual(
      expect.arrayContaining([
        [tablets.id, 2],
        [strips.id, 1],
      ]),
    );
  });

  it('goes into the cart as its products, the bundle price applied by the pricing, and the order keeps it', async () => {
    const { tablets, strips } = await newPack('ordered-kit');
    const c = await newCustomer(t);
    const added = await addPack(c.cookies, 'ordered-kit', c.id);
    expect(added.statusCode).toBe(200);
    const cart = added.json();
    expect(cart.items.map((item: { productId: number; quantity: number }) => [item.productId, item.quantity])).toEqual(
      expect.arrayContaining([
        [tablets.id, 2],
        [strips.id, 1],
      ]),
    );
    expect(comboOf(cart.totals)).toBe(10_000);
    // ₹700 at selling price, the set for ₹600; free delivery is judged before offers (₹700 ≥ threshold or not).
    const delivery = 70_000 >= CHECKOUT.freeDeliveryThresholdPaise ? 0 : CHECKOUT.deliveryFeePaise;
    expect(cart.totals.totalPaise).toBe(60_000 + delivery);

    const summary = (await t.app.inject({ method: 'GET', url: '/api/checkout/summary', cookies: c.cookies })).json();
    expect(comboOf(summary.cart.totals)).toBe(10_000);

    const placed = await placeOrder(t, c.cookies);
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.totals.discounts).toContainEqual(expect.objectContaining({ kind: 'combo', amountPaise: 10_000 }));
    // Each line keeps its share, so the invoice's lines add up to what was charged.
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const shares = items.reduce((sum, item) => sum + item.offerDiscountPaise, 0);
    const couponAndPlus = order.totals.discounts
      .filter((discount: { kind: string }) => discount.kind === 'coupon' || discount.kind === 'membership')
      .reduce((sum: number, discount: { amountPaise: number }) => sum + discount.amountPaise, 0);
    expect(shares).toBe(10_000 + couponAndPlus);
    const lineTotals = order.items.reduce(
      (sum: number, item: { lineTotalPaise: number }) => sum + item.lineTotalPaise,
      0,
    );
    expect(lineTotals).toBe(order.totals.itemsTotalPaise);
  });

  it('the discount goes when one of its products is removed, and comes back only with a complete set', async () => {
    const { strips } = await newPack('removed-kit');
    const guest = await newGuest(t);
    const cart = (await addPack(guest.cookies, 'removed-kit', guest.guestId)).json();
    expect(comboOf(cart.totals)).toBe(10_000);
    const line = cart.items.find((item: { productId: number }) => item.productId === strips.id);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/${line.id}`, cookies: guest.cookies });
    expect(removed.statusCode).toBe(200);
    expect(comboOf(removed.json().totals)).toBe(0);
    expect(removed.json().totals.totalPaise).toBe(
      30_000 + (30_000 >= CHECKOUT.freeDeliveryThresholdPaise ? 0 : CHECKOUT.deliveryFeePaise),
    );
  });

  it('is all or nothing: a sold-out product refuses the pack and adds none of it', async () => {
    const { strips } = await newPack('sold-out-kit');
    await t.db.update(productInventory).set({ stock: 0 }).where(eq(productInventory.productId, strips.id));
    await t.app.catalog.refreshSearchSignals([strips.id]);
    const c = await newCustomer(t);
    const refused = await addPack(c.cookies, 'sold-out-kit', c.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    const cart = (await t.app.inject({ method: 'GET', url: `/api/cart/${c.id}`, cookies: c.cookies })).json();
    expect(cart.items).toEqual([]);
    // The value store says so without a rebuild: the pack cannot be had now.
    const store = (await t.app.inject({ method: 'GET', url: '/api/value-store' })).json();
    expect(store.combos.find((combo: { slug: string }) => combo.slug === 'sold-out-kit')?.available).toBe(false);
  });

  it('a pack no longer cheaper than its products is not offered and takes nothing off', async () => {
    await newPack('dear-kit', 80_000);
    const store = (await t.app.inject({ method: 'GET', url: '/api/value-store' })).json();
    expect(store.combos.map((combo: { slug: string }) => combo.slug)).not.toContain('dear-kit');
    const c = await newCustomer(t);
    const cart = (await addPack(c.cookies, 'dear-kit', c.id)).json();
    expect(comboOf(cart.totals)).toBe(0);
  });

  it('answers garbage with 4xx, never 5xx', async () => {
    const c = await newCustomer(t);
    const other = await newCustomer(t);
    const cases: [string, unknown, number][] = [
      ['no-such-kit', c.id, 404],
      // Too long for a URL at all: refused before routing.
      ['x'.repeat(10_000), c.id, 414],
      ['x'.repeat(200), c.id, 400],
      ['kit\u0000\u0007', c.id, 404],
      ['listed-kit', 'x'.repeat(10_000), 400],
      ['listed-kit', { id: 1 }, 400],
      ['listed-kit', -3, 400],
      ['listed-kit', other.id, 403],
    ];
    for (const [slug, userId, status] of cases) {
      const res = await addPack(c.cookies, slug, userId);
      expect(res.statusCode, `${slug.slice(0, 20)} ${String(userId).slice(0, 20)}`).toBe(status);
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/value-store/combos/listed-kit/cart',
      cookies: c.cookies,
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('the seed skips a pack whose product the catalog no longer sells under that name, and seeds once', async () => {
    const [a, b] = [await createProduct(t.db), await createProduct(t.db)];
    const seed = (slug: string, second: { productId: number; name: string }) => ({
      slug,
      title: slug,
      description: 'x',
      pricePaise: 100,
      items: [
        { productId: a.id, name: a.name, quantity: 1 },
        { ...second, quantity: 1 },
      ],
    });
    await t.db.delete(comboPacks);
    const seeds = [
      seed('sold-kit', { productId: b.id, name: b.name }),
      seed('renamed-kit', { productId: b.id, name: 'Gone' }),
    ];
    expect(await seedComboPacks(t.db, seeds)).toBe(1);
    expect((await t.db.select().from(comboPacks)).map((pack) => pack.slug)).toEqual(['sold-kit']);
    expect(await seedComboPacks(t.db, seeds)).toBe(0);
  });
});

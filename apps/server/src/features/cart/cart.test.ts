import { CHECKOUT, RETENTION } from '@aushadh/shared/constants.ts';
import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/cart.ts';
import { productInventory, products } from '../../db/schema/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, newGuest, placeOrder, RACE_NEEDS_POSTGRES } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { CART_FULL } from './cart.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const rowsOf = (ownerKey: string) => t.db.select().from(cartItems).where(eq(cartItems.ownerKey, ownerKey));

describe('cart (SPEC §7)', () => {
  it('a guest adds, raises, updates and removes lines; totals and delivery fee follow the constants', async () => {
    const guest = await newGuest(t);
    const product = await createProduct(t.db, { mrpPaise: 10_000, pricePaise: 8_000, stock: 20 });
    const added = await addToCart(t, guest.cookies, guest.guestId, product.id, 2);
    expect(added.statusCode).toBe(200);
    const body = added.json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      productId: product.id,
      quantity: 2,
      price: 10_000,
      discountedPrice: 8_000,
      lineTotalPaise: 16_000,
      inStock: true,
      stock: 20,
      maxQuantity: 10,
    });
    expect(body.totals).toMatchObject({
      itemCount: 2,
      subtotalMrpPaise: 20_000,
      discountPaise: 4_000,
      itemsTotalPaise: 16_000,
      deliveryFeePaise: 4_900,
      freeDelivery: false,
      totalPaise: 20_900,
      amountToFreeDeliveryPaise: 33_900,
    });

    // Adding again raises the line; beyond the per-product limit (10) it is capped with a notice.
    const raised = await addToCart(t, guest.cookies, guest.guestId, product.id, 9);
    expect(raised.statusCode).toBe(200);
    expect(raised.json().items[0].quantity).toBe(10);
    expect(raised.json().notice).toMatch(/at most 10 .* your cart now has 10/);
    expect(raised.json().totals).toMatchObject({
      itemsTotalPaise: 80_000,
      deliveryFeePaise: 0,
      freeDelivery: true,
      totalPaise: 80_000,
    });

    const itemId = body.items[0].id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${itemId}`,
      cookies: guest.cookies,
      payload: { quantity: 3 },
    });
    expect(updated.json().items[0].quantity).toBe(3);
    const fetched = await t.app.inject({ method: 'GET', url: `/api/cart/${guest.guestId}`, cookies: guest.cookies });
    expect(fetched.json().items[0].quantity).toBe(3);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/${itemId}`, cookies: guest.cookies });
    expect(removed.json().items).toHaveLength(0);
  });

  it('refuses bad quantities, unknown products and quantities above stock, writing nothing', async () => {
    const customer = await newCustomer(t);
    const product = await createProduct(t.db, { stock: 3 });
    for (const quantity of [-5, 0, 1.5, '1e9', '2', null, 1e9]) {
      const res = await addToCart(t, customer.cookies, customer.id, product.id, quantity as number);
      expect(res.statusCode, `quantity ${String(quantity)}`).toBe(400);
      expect(res.json().message).toMatch(/quantity/i);
    }
    const above = await addToCart(t, customer.cookies, customer.id, product.id, 4);
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe(`Only 3 of ${product.name} left in stock: you asked for 4.`);
    const unknown = await addToCart(t, customer.cookies, customer.id, 99_999_999, 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    const soldOut = await createProduct(t.db, { stock: 0 });
    const out = await addToCart(t, customer.cookies, customer.id, soldOut.id, 1);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(`${soldOut.name} is out of stock`);
    expect(await rowsOf(`u:${customer.id}`)).toHaveLength(0);

    // Price fields in the body are ignored: the server's prices count.
    const cheap = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      cookies: customer.cookies,
      payload: {
        userId: customer.id,
        productId: product.id,
        quantity: 1,
        price: 1,
        discountedPrice: 1,
        lineTotalPaise: 1,
      },
    });
    expect(cheap.statusCode).toBe(200);
    expect(cheap.json().items[0]).toMatchObject({ price: 10_000, discountedPrice: 8_000 });
    const [line] = await rowsOf(`u:${customer.id}`);
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${line!.id}`,
      cookies: customer.cookies,
      payload: { quantity: 5 },
    });
    expect(tooMany.statusCode).toBe(409);
    const fractional = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${line!.id}`,
      cookies: customer.cookies,
      payload: { quantity: 1.5 },
    });
    expect(fractional.statusCode).toBe(400);
    expect((await rowsOf(`u:${customer.id}`))[0]!.quantity).toBe(1);
  });
});

describe('cart ownership (DESIGN §3)', () => {
  it("user A cannot read, change or clear B's cart; B is unchanged", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const product = await createProduct(t.db);
    await addToCart(t, b.cookies, b.id, product.id, 2);
    const [bLine] = await rowsOf(`u:${b.id}`);

    expect((await t.app.inject({ method: 'GET', url: `/api/cart/${b.id}`, cookies: a.cookies })).statusCode).toBe(403);
    expect((await addToCart(t, a.cookies, b.id, product.id, 1)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/cart/${bLine!.id}`,
          cookies: a.cookies,
          payload: { quantity: 5 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cart/${bLine!.id}`, cookies: a.cookies })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cart/user/${b.id}`, cookies: a.cookies })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/cart/${b.id}` })).statusCode).toBe(403);
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api/cart/transfer',
      cookies: a.cookies,
      payload: { fromUserId: b.id, toUserId: a.id },
    });
    expect(transfer.statusCode).toBe(403);
    expect(await rowsOf(`u:${b.id}`)).toEqual([expect.objectContaining({ id: bLine!.id, quantity: 2 })]);
  });

  it("a guest id from someone else's cookie is refused; a forged cookie is ignored", async () => {
    const victim = await newGuest(t);
    const attacker = await newGuest(t);
    const product = await createProduct(t.db);
    await addToCart(t, victim.cookies, victim.guestId, product.id, 1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cart/${victim.guestId}`, cookies: attacker.cookies })).statusCode,
    ).toBe(403);
    expect((await addToCart(t, attacker.cookies, victim.guestId, product.id, 1)).statusCode).toBe(403);
    // An unsigned cookie carrying the victim's id is not a guest id at all.
    const forged = { aushadh_guest: victim.guestId };
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cart/${victim.guestId}`, cookies: forged })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cart/user/${victim.guestId}`, cookies: forged })).statusCode,
    ).toBe(403);
    expect(await rowsOf(`g:${victim.guestId}`)).toHaveLength(1);
    // SPEC's client starts with guest id 1: that is nobody's cart.
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/1', cookies: attacker.cookies })).statusCode).toBe(403);
  });

  it('sweeping cart item ids 1..1000 as another user changes nothing', async () => {
    const owner = await newCustomer(t);
    const product = await createProduct(t.db);
    await addToCart(t, owner.cookies, owner.id, product.id, 2);
    const before = await t.db.select().from(cartItems);
    const intruder = await newCustomer(t);
    for (let id = 1; id <= 1000; id++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${id}`,
        cookies: intruder.cookies,
        payload: { quantity: 1 },
      });
      expect(res.statusCode).toBe(404);
    }
    const deletes = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        t.app.inject({ method: 'DELETE', url: `/api/cart/${i + 1}`, cookies: intruder.cookies }),
      ),
    );
    expect(new Set(deletes.map((r) => r.statusCode))).toEqual(new Set([404]));
    expect(await t.db.select().from(cartItems)).toEqual(before);
  });
});

describe('guest cart merge at sign-in (SPEC §4)', () => {
  it('two parallel logins with one guest cart add the quantities once', async () => {
    const customer = await newCustomer(t);
    const guest = await newGuest(t);
    const p1 = await createProduct(t.db, { stock: 50 });
    const p2 = await createProduct(t.db, { stock: 4 });
    await addToCart(t, customer.cookies, customer.id, p1.id, 2);
    await addToCart(t, guest.cookies, guest.guestId, p1.id, 3);
    await addToCart(t, guest.cookies, guest.guestId, p2.id, 3);
    await addToCart(t, customer.cookies, customer.id, p2.id, 2);

    const logins = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          cookies: guest.cookies,
          payload: { username: customer.body.username, password: customer.body.password, tempUserId: guest.guestId },
        }),
      ),
    );
    expect(logins.map((r) => r.statusCode)).toEqual([200, 200]);
    const lines = await rowsOf(`u:${customer.id}`);
    expect(Object.fromEntries(lines.map((l) => [l.productId, l.quantity]))).toEqual({ [p1.id]: 5, [p2.id]: 4 });
    expect(await rowsOf(`g:${guest.guestId}`)).toHaveLength(0);
  });

  it('POST /api/cart/transfer merges only the caller’s own guest cart into the caller', async () => {
    const customer = await newCustomer(t);
    const guest = await newGuest(t);
    const product = await createProduct(t.db);
    await addToCart(t, guest.cookies, guest.guestId, product.id, 2);
    const both = { ...guest.cookies, ...customer.cookies };
    const other = await newCustomer(t);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/transfer',
          cookies: both,
          payload: { fromUserId: guest.guestId, toUserId: other.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/transfer',
          cookies: guest.cookies,
          payload: { fromUserId: guest.guestId, toUserId: customer.id },
        })
      ).statusCode,
    ).toBe(401);
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/cart/transfer',
          cookies: both,
          payload: { fromUserId: guest.guestId, toUserId: customer.id },
        }),
      ),
    );
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect((await rowsOf(`u:${customer.id}`))[0]!.quantity).toBe(2);
  });
});

describe('cart limits and clean-up', () => {
  const productsFor = async (n: number) => {
    const made = [];
    for (let i = 0; i < n; i++) made.push(await createProduct(t.db, { stock: 20 }));
    return made;
  };

  it('a cart holds 50 different products: the 51st is CART_FULL; merge and reorder leave out what does not fit', async () => {
    const customer = await newCustomer(t);
    const [ordered, ...rest] = await productsFor(CHECKOUT.maxCartLines + 3);
    await addToCart(t, customer.cookies, customer.id, ordered!.id, 1);
    const order = await placeOrder(t, customer.cookies);
    expect(order.statusCode).toBe(201);
    const fill = rest.slice(0, CHECKOUT.maxCartLines);
    for (const product of fill)
      expect((await addToCart(t, customer.cookies, customer.id, product.id, 1)).statusCode).toBe(200);

    const [extra, another] = rest.slice(CHECKOUT.maxCartLines);
    const full = await addToCart(t, customer.cookies, customer.id, extra!.id, 1);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'CART_FULL', message: CART_FULL });
    expect(CART_FULL).toBe(
      'Your cart can hold up to 50 different products. Please place an order or remove a product first.',
    );
    // More of a product already in the cart is still fine.
    expect((await addToCart(t, customer.cookies, customer.id, fill[0]!.id, 2)).statusCode).toBe(200);

    const guest = await newGuest(t);
    await addToCart(t, guest.cookies, guest.guestId, fill[1]!.id, 1);
    await addToCart(t, guest.cookies, guest.guestId, extra!.id, 1);
    await addToCart(t, guest.cookies, guest.guestId, another!.id, 1);
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/cart/transfer',
      cookies: { ...guest.cookies, ...customer.cookies },
      payload: { fromUserId: guest.guestId, toUserId: customer.id },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().notice).toBe(
      `1 item(s) from your guest cart were added to your cart. 2 item(s) did not fit: ${CART_FULL}`,
    );
    expect(merged.json().notices).toEqual([
      { code: 'guest-cart-moved', params: { count: 1 } },
      { code: 'guest-cart-left-out', params: { count: 2, max: CHECKOUT.maxCartLines } },
    ]);

    const reorder = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.json().id}/reorder`,
      cookies: customer.cookies,
    });
    expect(reorder.statusCode).toBe(200);
    expect(reorder.json().unavailable).toEqual([
      { productId: ordered!.id, name: ordered!.name, reason: 'Your cart is full' },
    ]);
    expect(reorder.json().message).toContain(CART_FULL);
    expect(reorder.json().unavailableReasons).toEqual({ [ordered!.id]: 'cart-full' });
    const lines = await rowsOf(`u:${customer.id}`);
    expect(lines).toHaveLength(CHECKOUT.maxCartLines);
    expect(lines.find((l) => l.productId === fill[1]!.id)!.quantity).toBe(2);
  });

  it('60 parallel adds of different products stop at 50 lines', async ({ skip }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const guest = await newGuest(t);
    const products = await productsFor(60);
    const results = await Promise.all(products.map((p) => addToCart(t, guest.cookies, guest.guestId, p.id, 1)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(CHECKOUT.maxCartLines);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(60 - CHECKOUT.maxCartLines).fill('CART_FULL'),
    );
    expect(await rowsOf(`g:${guest.guestId}`)).toHaveLength(CHECKOUT.maxCartLines);
  });

  it('the clean-up job deletes guest carts untouched for 30 days and keeps the rest', async () => {
    const [p1, p2] = await productsFor(2);
    const stale = await newGuest(t);
    const halfFresh = await newGuest(t);
    const fresh = await newGuest(t);
    const customer = await newCustomer(t);
    for (const guest of [stale, halfFresh, fresh]) await addToCart(t, guest.cookies, guest.guestId, p1!.id, 1);
    await addToCart(t, halfFresh.cookies, halfFresh.guestId, p2!.id, 1);
    await addToCart(t, customer.cookies, customer.id, p1!.id, 1);
    const old = new Date(Date.now() - (RETENTION.guestCartDays + 1) * 86_400_000);
    await t.db
      .update(cartItems)
      .set({ createdAt: old, updatedAt: old })
      .where(inArray(cartItems.ownerKey, [`g:${stale.guestId}`, `u:${customer.id}`]));
    // One line untouched for a month, the other changed today: the cart is in use.
    await t.db
      .update(cartItems)
      .set({ updatedAt: old })
      .where(eq(cartItems.ownerKey, `g:${halfFresh.guestId}`))
      .then(() => addToCart(t, halfFresh.cookies, halfFresh.guestId, p2!.id, 1));

    expect(await t.app.scheduledJobs.runNow('purge-stale-guest-carts')).toBe(true);
    expect(await rowsOf(`g:${stale.guestId}`)).toHaveLength(0);
    expect(await rowsOf(`g:${halfFresh.guestId}`)).toHaveLength(2);
    expect(await rowsOf(`g:${fresh.guestId}`)).toHaveLength(1);
    expect(await rowsOf(`u:${customer.id}`)).toHaveLength(1);
  });
});

describe('codes beside the English, for the web (issue 9)', () => {
  const codes = { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES };
  const add = (cookies: Record<string, string>, userId: number | string, productId: number, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart',
      cookies,
      headers: codes,
      payload: { userId, productId, quantity },
    });
  const setStock = (productId: number, stock: number) =>
    t.db.update(productInventory).set({ stock }).where(eq(productInventory.productId, productId));

  it('a refusal names its catalog code and params; other clients still get the generic code', async () => {
    const customer = await newCustomer(t);
    const guest = await newGuest(t);
    const few = await createProduct(t.db, { stock: 3 });
    const limited = await createProduct(t.db, { maxOrderQuantity: 4 });
    const soldOut = await createProduct(t.db, { stock: 0 });
    expect((await add(customer.cookies, customer.id, few.id, 4)).json()).toEqual({
      code: 'STOCK_TOO_LOW',
      message: `Only 3 of ${few.name} left in stock: you asked for 4.`,
      params: { name: few.name, left: 3, requested: 4 },
    });
    const overLimit = await add(customer.cookies, customer.id, limited.id, 5);
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json()).toEqual({
      code: 'QUANTITY_LIMIT',
      message: `You can order at most 4 of ${limited.name} at a time: you asked for 5.`,
      params: { name: limited.name, max: 4, requested: 5 },
    });
    expect((await add(customer.cookies, customer.id, soldOut.id, 1)).json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: `${soldOut.name} is out of stock`,
      params: { name: soldOut.name },
    });
    expect((await add(customer.cookies, customer.id, 99_999_999, 1)).json()).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      params: {},
    });
    const notYours = await add(customer.cookies, guest.guestId, few.id, 1);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toEqual({
      code: 'NOT_YOUR_CART',
      message: 'This cart does not belong to you.',
      params: {},
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/2147483000',
      cookies: customer.cookies,
      headers: codes,
      payload: { quantity: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CART_ITEM_NOT_FOUND', params: {} });
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api/cart/transfer',
      cookies: guest.cookies,
      headers: codes,
      payload: { fromUserId: guest.guestId, toUserId: customer.id },
    });
    expect(transfer.statusCode).toBe(401);
    expect(transfer.json()).toEqual({
      code: 'SIGN_IN_TO_MOVE_CART',
      message: 'Please sign in to move your cart into your account.',
      params: {},
    });
    const plain = await addToCart(t, customer.cookies, guest.guestId, few.id, 1);
    expect(plain.json()).toEqual({ code: 'FORBIDDEN', message: 'This cart does not belong to you.' });
  });

  it('a capped add and a line that can no longer be ordered say so in English and as codes', async () => {
    const guest = await newGuest(t);
    const limited = await createProduct(t.db, { maxOrderQuantity: 4 });
    const few = await createProduct(t.db, { stock: 5 });
    await add(guest.cookies, guest.guestId, limited.id, 3);
    const byLimit = (await add(guest.cookies, guest.guestId, limited.id, 3)).json();
    expect(byLimit.notice).toBe(
      `You can order at most 4 of ${limited.name} at a time: your cart now has 4 (you already had 3).`,
    );
    expect(byLimit.notices).toEqual([
      { code: 'capped-by-limit', params: { name: limited.name, max: 4, inCart: 4, before: 3 } },
    ]);
    await add(guest.cookies, guest.guestId, few.id, 3);
    const byStock = (await add(guest.cookies, guest.guestId, few.id, 3)).json();
    expect(byStock.notice).toBe(`Only 5 of ${few.name} left in stock: your cart now has 5 (you already had 3).`);
    expect(byStock.notices).toEqual([
      { code: 'capped-by-stock', params: { name: few.name, left: 5, inCart: 5, before: 3 } },
    ]);
    expect(byStock.items.map((i: { problemCode: string | null }) => i.problemCode)).toEqual([null, null]);

    const lineOf = async (productId: number) => {
      const cart = await t.app.inject({ method: 'GET', url: `/api/cart/${guest.guestId}`, cookies: guest.cookies });
      const item = cart.json().items.find((i: { productId: number }) => i.productId === productId);
      return { problem: item.problem, problemCode: item.problemCode };
    };
    await setStock(few.id, 2);
    expect(await lineOf(few.id)).toEqual({ problem: 'Only 2 left in stock', problemCode: 'stock-low' });
    await setStock(few.id, 0);
    expect(await lineOf(few.id)).toEqual({ problem: 'Out of stock', problemCode: 'out-of-stock' });
    await t.db.update(products).set({ maxOrderQuantity: 2 }).where(eq(products.id, limited.id));
    expect(await lineOf(limited.id)).toEqual({ problem: 'At most 2 per order', problemCode: 'over-limit' });

    const emptied = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/user/${guest.guestId}`,
      cookies: guest.cookies,
    });
    expect(emptied.json()).toMatchObject({ notice: null, notices: [] });
  });
});

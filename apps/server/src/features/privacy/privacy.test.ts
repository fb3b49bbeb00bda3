import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, sessions, socialIdentities, users } from '../../db/schema/auth.ts';
import { consentRecords } from '../../db/schema/privacy.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { addresses, orderItems, orders } from '../../db/schema/orders.ts';
import { cookieFrom, login, newAccount } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder, upi } from '../../test/checkout-helpers.ts';
import { createProduct, createSession, createUser, deliveryAddress } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

type Cookies = Record<string, string>;
const setConsent = (cookies: Cookies, purpose: string, granted: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/privacy/consents', cookies, payload: { purpose, granted } });
const exportData = (cookies: Cookies) => t.app.inject({ method: 'GET', url: '/api/privacy/export', cookies });
const deleteAccount = (cookies: Cookies, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/privacy/delete-account', cookies, payload });
const me = (cookies: Cookies) => t.app.inject({ method: 'GET', url: '/api/user', cookies });

/** A customer with a saved address, an order (address saved at checkout), a cart line and a consent. */
async function customerWithData() {
  const customer = await newCustomer(t);
  const product = await createProduct(t.db, { stock: 20 });
  await addToCart(t, customer.cookies, customer.id, product.id, 2);
  const placed = await placeOrder(t, customer.cookies, {
    address: { ...deliveryAddress, fullName: customer.user.name, email: customer.user.email },
    saveAddress: true,
    payment: upi,
  });
  expect(placed.statusCode).toBe(201);
  await addToCart(t, customer.cookies, customer.id, product.id, 1);
  expect((await setConsent(customer.cookies, 'marketing', true)).statusCode).toBe(200);
  return { ...customer, product, order: placed.json() as { id: number; totalPaise: number } };
}

describe('privacy routes need a session', () => {
  it('answers 401 to a signed-out caller on every route', async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/privacy/consents' }),
      t.app.inject({ method: 'PUT', url: '/api/privacy/consents', payload: { purpose: 'marketing', granted: true } }),
      t.app.inject({ method: 'GET', url: '/api/privacy/export' }),
      t.app.inject({ method: 'POST', url: '/api/privacy/delete-account', payload: { password: 'x' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('consents', () => {
  it('starts with nothing given; withdraw then re-grant appends to the history', async () => {
    const { cookies, id } = await newCustomer(t);
    const initial = await t.app.inject({ method: 'GET', url: '/api/privacy/consents', cookies });
    expect(initial.headers['cache-control']).toBe('no-store');
    expect(initial.json()).toMatchObject({ current: { marketing: false, notifications: false }, history: [] });

    await setConsent(cookies, 'marketing', true);
    await setConsent(cookies, 'marketing', false);
    // Repeating the current choice adds no record.
    await setConsent(cookies, 'marketing', false);
    const regranted = await setConsent(cookies, 'marketing', true);
    expect(regranted.statusCode).toBe(200);
    const body = regranted.json();
    expect(body.current).toEqual({ marketing: true, notifications: false });
    expect(body.history.map((h: { granted: boolean }) => h.granted)).toEqual([true, false, true]);
    expect(body.history[0]).toMatchObject({ purpose: 'marketing', noticeVersion: expect.any(String) });
    const rows = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, id));
    expect(rows).toHaveLength(3);
  });

  it('refuses an unknown purpose with 400', async () => {
    const { cookies } = await newCustomer(t);
    const res = await setConsent(cookies, 'profiling', true);
    expect(res.statusCode).toBe(400);
  });

  it('records the purposes ticked at sign-up with the new account; none ticked records none', async () => {
    const withConsents = newAccount({ consents: ['notifications'] });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: withConsents });
    expect(res.statusCode).toBe(200);
    const cookies = { aushadh_session: cookieFrom(res, 'aushadh_session')! };
    const consents = (await t.app.inject({ method: 'GET', url: '/api/privacy/consents', cookies })).json();
    expect(consents.current).toEqual({ marketing: false, notifications: true });
    expect(consents.history).toHaveLength(1);

    const plain = await t.app.inject({ method: 'POST', url: '/api/register', payload: newAccount() });
    expect(plain.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, plain.json().id as number));
    expect(rows).toHaveLength(0);
  });
});

describe('download my data', () => {
  it("is a JSON attachment with the caller's account, addresses, orders and consents, and nobody else's", async () => {
    const mine = await customerWithData();
    const theirs = await customerWithData();
    const res = await exportData(mine.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="aushadh-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ id: mine.id, email: mine.user.email, username: mine.user.username });
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ pincode: '560001', email: mine.user.email });
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([mine.order.id]);
    expect(data.orders[0].items).toHaveLength(1);
    expect(data.orders[0].statusHistory[0]).toMatchObject({ status: 'processing', by: 'customer' });
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'marketing', granted: true })]);
    expect(data.cart).toEqual([{ productId: mine.product.id, name: mine.product.name, quantity: 1 }]);
    expect(data).toMatchObject({ prescriptions: [], consultations: [], reports: [] });

    const text = res.body;
    expect(text).not.toMatch(/passwordHash|password_hash|argon2/i);
    expect(text).not.toContain(theirs.user.email);
    expect(text).not.toContain(theirs.user.username);
    expect(data.orders.some((o: { id: number }) => o.id === theirs.order.id)).toBe(false);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const customer = await customerWithData();
    const res = await deleteAccount(customer.cookies, { password: 'Not#MyPassword1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your current password is not correct');
    expect((await me(customer.cookies)).statusCode).toBe(200);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, customer.id))).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ email: customer.user.email, deletedAt: null });
    expect((await login(t, customer.user.username, customer.user.password)).res.statusCode).toBe(200);
  });

  it('erases the person, keeps anonymised orders, ends every session and can never sign in again', async () => {
    const customer = await customerWithData();
    const otherDevice = await createSession(t.db, customer.id);
    await t.db.insert(socialIdentities).values({
      provider: 'google',
      subject: `google-${customer.id}`,
      userId: customer.id,
      email: customer.user.email,
    });
    // A sign-in code mailed before the deletion must not work after it.
    const since = inbox.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-login-otp',
      payload: { email: customer.user.email },
    });
    const code = inbox.codeIn(await inbox.waitFor(customer.user.email, since));

    const res = await deleteAccount(customer.cookies, { password: customer.user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted.' });
    const cleared = res.cookies.find((c) => c.name === 'aushadh_session');
    expect(cleared?.value).toBe('');

    // Sessions: this one and the other device's.
    expect((await me(customer.cookies)).statusCode).toBe(401);
    expect((await me({ aushadh_session: otherDevice })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(0);

    // Password, code and social sign-in are all gone.
    expect((await login(t, customer.user.username, customer.user.password)).res.statusCode).toBe(401);
    expect((await login(t, customer.user.email, customer.user.password)).res.statusCode).toBe(401);
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-login-otp',
      payload: { email: customer.user.email, otp: code },
    });
    expect(byCode.statusCode).toBe(400);
    expect(cookieFrom(byCode, 'aushadh_session')).toBeUndefined();
    expect(await t.db.select().from(socialIdentities).where(eq(socialIdentities.userId, customer.id))).toHaveLength(0);
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, customer.user.email))).toHaveLength(0);

    // The account row stays (orders point at it) with nothing personal left.
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ name: 'Deleted user', mobile: null, passwordHash: null });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.email).toMatch(new RegExp(`^deleted-${customer.id}-[0-9a-f]{8}@deleted\\.invalid$`));
    expect(row!.username).not.toBe(customer.user.username);

    // Saved addresses and cart gone; the order kept with amounts and items, the person taken out of it.
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, customer.id))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.ownerKey, `u:${customer.id}`)),
    ).toHaveLength(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, customer.order.id));
    expect(order).toMatchObject({ userId: customer.id, totalPaise: customer.order.totalPaise, upiId: 'Redacted' });
    expect(order!.address).toEqual({
      fullName: 'Redacted',
      email: 'Redacted',
      phone: 'Redacted',
      address: 'Redacted',
      city: deliveryAddress.city,
      state: deliveryAddress.state,
      pincode: deliveryAddress.pincode,
    });
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, customer.order.id))).toHaveLength(1);
    expect(JSON.stringify(order)).not.toContain(customer.user.email);

    // Consent history kept as proof, ending with the withdrawal the deletion implies.
    const consents = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, customer.id))
      .orderBy(consentRecords.id);
    expect(consents.map((c) => [c.purpose, c.granted])).toEqual([
      ['marketing', true],
      ['marketing', false],
    ]);

    // The e-mail is free again: a new registration with it is a new, empty account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ email: customer.user.email }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).not.toBe(customer.id);
  });

  it('an account without a password confirms with the typed phrase', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const cookies = { aushadh_session: await createSession(t.db, user.id) };
    const wrong = await deleteAccount(cookies, { confirmation: 'delete' });
    expect(wrong.statusCode).toBe(400);
    expect((await me(cookies)).statusCode).toBe(200);
    const res = await deleteAccount(cookies, { confirmation: 'delete my account' });
    expect(res.statusCode).toBe(200);
    expect((await me(cookies)).statusCode).toBe(401);
    const [row] = await t.db
      .select({ deleted: sql<boolean>`${users.deletedAt} is not null` })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.deleted).toBe(true);
  });

  it('answers 400 to a body with neither password nor confirmation', async () => {
    const { cookies } = await newCustomer(t);
    expect((await deleteAccount(cookies, {})).statusCode).toBe(400);
    expect((await me(cookies)).statusCode).toBe(200);
  });
});

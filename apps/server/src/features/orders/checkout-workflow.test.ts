import type { User } from '@aushadh/shared/auth/schemas.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/cart.ts';
import { productInventory } from '../../db/schema/catalog.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { addresses, orders } from '../../db/schema/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, upi } from '../../test/checkout-helpers.ts';
import { createProduct, deliveryAddress } from '../../test/factories.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrdersService, type OrdersDeps } from './orders.service.ts';
import { createDemoPaymentProvider, type PaymentProvider } from './payment-provider.ts';
import { noPrescriptions } from './prescription-lookup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The demo provider, remembering what it authorised and voided; `decline` fails the authorisation. */
function fakePayments(options: { decline?: boolean } = {}) {
  const demo = createDemoPaymentProvider();
  const authorised: string[] = [];
  const voided: string[] = [];
  const provider: PaymentProvider = {
    name: 'fake',
    async authorize(request) {
      if (options.decline) throw new Error('gateway down');
      const authorization = await demo.authorize(request);
      authorised.push(authorization.reference);
      return authorization;
    },
    async void(reference) {
      voided.push(reference);
    },
    refund: (request) => demo.refund(request),
  };
  return { provider, authorised, voided };
}

/**
 * `service` with `method` doing its work and then failing (when `when` says so): the step breaks after its
 * writes, the hardest case for leaving nothing behind.
 */
function failingAfter<T extends object>(
  service: T,
  method: keyof T & string,
  when: (...args: never[]) => boolean = () => true,
): T {
  const original = service[method] as (...args: unknown[]) => Promise<unknown>;
  return {
    ...service,
    [method]: async (...args: never[]) => {
      const result = await original(...args);
      if (when(...args)) throw new Error(`${method} failed`);
      return result;
    },
  };
}

/** The orders use cases on the app's own collaborators (and unit of work), with some replaced. */
function ordersWith(overrides: Partial<OrdersDeps>) {
  const uow = t.app.uow;
  return createOrdersService({
    repository: createOrdersRepository(uow),
    uow,
    cart: t.app.cart,
    delivery: t.app.delivery,
    catalog: t.app.catalog,
    mail: t.app.mail,
    events: t.app.events,
    payments: createDemoPaymentProvider(),
    offers: t.app.offers,
    prescriptions: noPrescriptions,
    people: t.app.auth,
    ...overrides,
  });
}

/** What a checkout could leave behind for this customer and product. */
async function traces(userId: number, email: string, productId: number) {
  const [stock] = await t.db
    .select({ stock: productInventory.stock })
    .from(productInventory)
    .where(eq(productInventory.productId, productId));
  const count = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
  const n = sql<number>`count(*)::int`;
  return {
    stock: stock!.stock,
    cart: await t.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.ownerKey, `u:${userId}`)),
    orders: await count(t.db.select({ n }).from(orders).where(eq(orders.userId, userId))),
    addresses: await count(t.db.select({ n }).from(addresses).where(eq(addresses.userId, userId))),
    mails: await count(
      t.db
        .select({ n })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.subject} like 'Order %'`)),
    ),
  };
}

async function customerWithCart() {
  const customer = await newCustomer(t);
  const product = await createProduct(t.db, { stock: 10 });
  await addToCart(t, customer.cookies, customer.id, product.id, 3);
  const user = customer.user as User;
  return { user, product, before: await traces(user.id, user.email, product.id) };
}

const order = { address: deliveryAddress, saveAddress: true, payment: upi } as const;

describe('checkout workflow: a failing step leaves nothing behind', () => {
  it('a declined authorisation writes nothing and has nothing to void', async () => {
    const { user, product, before } = await customerWithCart();
    const payments = fakePayments({ decline: true });
    await expect(ordersWith({ payments: payments.provider }).placeOrder(user, 'k-pay', order)).rejects.toThrow(
      'gateway down',
    );
    expect(await traces(user.id, user.email, product.id)).toEqual(before);
    expect(payments.voided).toEqual([]);
  });

  const laterSteps: [string, () => Partial<OrdersDeps>][] = [
    // The first pricing (before the payment) is a read; the one inside the transaction locks the lines.
    [
      'pricing the cart',
      () => ({
        cart: failingAfter(t.app.cart, 'checkoutCart', (_userId: number, o?: { lock?: boolean }) => !!o?.lock),
      }),
    ],
    ['reserving stock', () => ({ catalog: failingAfter(t.app.catalog, 'reserveStock') })],
    ['writing the order', () => ({ repository: failingAfter(createOrdersRepository(t.app.uow), 'insertHistory') })],
    ['clearing the cart', () => ({ cart: failingAfter(t.app.cart, 'clearAccountCart') })],
    ['queueing the confirmation', () => ({ mail: failingAfter(t.app.mail, 'enqueue') })],
  ];

  it.each(laterSteps)(
    'a failure while %s voids the payment and rolls back stock, order, address, cart and mail',
    async (step, broken) => {
      const { user, product, before } = await customerWithCart();
      const payments = fakePayments();
      const orders = ordersWith({ payments: payments.provider, ...broken() });
      await expect(orders.placeOrder(user, `k-${step}`, order)).rejects.toThrow(/failed/);
      expect(await traces(user.id, user.email, product.id)).toEqual(before);
      expect(payments.authorised).toHaveLength(1);
      expect(payments.voided).toEqual(payments.authorised);
    },
  );

  it('the same checkout with nothing broken places the order once, and a retry answers it', async () => {
    const { user, product, before } = await customerWithCart();
    const payments = fakePayments();
    const orders = ordersWith({ payments: payments.provider });
    const first = await orders.placeOrder(user, 'k-ok', order);
    expect(first.created).toBe(true);
    expect(await traces(user.id, user.email, product.id)).toEqual({
      stock: before.stock - 3,
      cart: [],
      orders: 1,
      addresses: 1,
      mails: 1,
    });
    const again = await orders.placeOrder(user, 'k-ok', order);
    expect(again).toEqual({ order: first.order, created: false });
    expect(payments.voided).toEqual([]);
  });
});

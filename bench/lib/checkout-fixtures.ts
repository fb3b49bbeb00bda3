/**
 * Checkout benchmark fixtures, written straight to the database before the server starts (a PGlite data
 * dir has one user at a time): customers with live sessions (no password: sessions are what the load uses),
 * and products with known stock.
 */
import { createHash, randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, runMigrations, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { sessions, users } from '../../apps/server/src/db/schema/auth.ts';
import { productInventory, products } from '../../apps/server/src/db/schema/catalog.ts';
import { seedCatalog } from '../../apps/server/src/db/seed/seed-catalog.ts';
import { seedPincodes } from '../../apps/server/src/db/seed/seed-pincodes.ts';

export interface Customer {
  id: number;
  cookie: string;
}

export function open(target: { dataDir?: string; databaseUrl?: string }): Promise<DatabaseHandle> {
  return target.databaseUrl
    ? openDatabase({ driver: 'postgres', url: target.databaseUrl, poolSize: 4 })
    : openDatabase({ driver: 'pglite', dataDir: target.dataDir! });
}

export async function prepareCheckoutFixtures(
  target: { dataDir?: string; databaseUrl?: string },
  options: { customers: number; productIds: number[]; stock: number },
): Promise<Customer[]> {
  const handle = await open(target);
  try {
    await runMigrations(handle);
    const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(products);
    if (n === 0) await seedCatalog(handle.db);
    await seedPincodes(handle.db);
    await handle.db
      .update(productInventory)
      .set({ stock: options.stock })
      .where(inArray(productInventory.productId, options.productIds));
    // Non-Rx products with a generous per-order limit, so every order is a plain 'processing' one.
    await handle.db
      .update(products)
      .set({ prescriptionRequired: false, maxOrderQuantity: 10 })
      .where(inArray(products.id, options.productIds));
    const tag = randomBytes(4).toString('hex');
    const rows = await handle.db
      .insert(users)
      .values(
        Array.from({ length: options.customers }, (_, i) => ({
          name: `Bench Buyer ${i}`,
          username: `bench_${tag}_${i}`,
          email: `bench.${tag}.${i}@example.in`,
          role: 'customer',
        })),
      )
      .returning({ id: users.id });
    const customers = rows.map((r) => ({ id: r.id, cookie: randomBytes(32).toString('base64url') }));
    await handle.db.insert(sessions).values(
      customers.map((c) => ({
        tokenHash: createHash('sha256').update(c.cookie).digest('hex'),
        userId: c.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    return customers;
  } finally {
    await handle.close();
  }
}

export const benchAddress = {
  fullName: 'Bench Buyer',
  email: 'bench@example.in',
  phone: '9876543210',
  address: '1, Bench Street, Sector 62',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pincode: '201301',
};

/** One checkout: add a product to the cart, place the order. Returns the response of the order call. */
export async function checkoutOnce(url: string, customer: Customer, productId: number, quantity: number, key: string) {
  const headers = { 'content-type': 'application/json', cookie: `aushadh_session=${customer.cookie}` };
  const add = await fetch(`${url}/api/cart`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ userId: customer.id, productId, quantity }),
  });
  if (!add.ok) return { status: add.status, body: await add.text(), stage: 'cart' as const };
  const res = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': key },
    body: JSON.stringify({ address: benchAddress, payment: { method: 'upi', upiId: 'bench@okaxis' } }),
  });
  return { status: res.status, body: await res.text(), stage: 'order' as const };
}

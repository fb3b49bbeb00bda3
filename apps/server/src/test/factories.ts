/** Test data factories: each call makes a new, valid row set with only what the test cares about overridden. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, type Algorithm } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeCodes, sessions, users } from '../db/schema/auth.ts';
import { manufacturers, monographs, productInventory, products, stockBatches } from '../db/schema/catalog.ts';
import { addresses } from '../db/schema/orders.ts';
import { partners } from '../db/schema/partners.ts';

const advice = (text: string) => ({ level: 'consult' as const, text });

/** A real, serviceable delivery address (Bengaluru) used by checkout tests and the address factory. */
export const deliveryAddress = {
  fullName: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  address: '12, Lotus Apartments, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
export async function createMonograph(db: Database, overrides: Partial<typeof monographs.$inferInsert> = {}) {
  const key = `test-${randomUUID()}`;
  const [row] = await db
    .insert(monographs)
    .values({
      key,
      name: 'Testamol',
      kind: 'medicine',
      therapeuticClass: 'Test class',
      chemicalClass: 'Test chemical class',
      actionClass: 'Test action class',
      habitForming: false,
      primaryUse: 'Testing',
      description: 'A medicine that exists only in tests.',
      introduction: 'Introduction for tests.',
      benefits: [{ title: 'Benefit', text: 'Helps tests.' }],
      howToUse: 'Take as directed.',
      howItWorks: 'It works in tests.',
      safetyAdvice: {
        alcohol: advice('Alcohol advice'),
        pregnancy: advice('Pregnancy advice'),
        lactation: advice('Lactation advice'),
        driving: advice('Driving advice'),
        kidney: advice('Kidney advice'),
        liver: advice('Liver advice'),
      },
      missedDose: 'Take it when you remember.',
      sideEffects: ['Nausea'],
      storage: 'Store below 30°C',
      faq: [{ question: 'Is it real?', answer: 'Only in tests.' }],
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createManufacturer(db: Database, overrides: Partial<typeof manufacturers.$inferInsert> = {}) {
  const [row] = await db
    .insert(manufacturers)
    .values({
      name: `Test Pharma ${randomUUID()}`,
      address: 'Sector 62, Noida',
      countryOfOrigin: 'India',
      ...overrides,
    })
    .returning();
  return row!;
}

/** The last day of the month `months` from now, as YYYY-MM-DD (shelf stock is dated by month). */
const monthsAhead = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0)).toISOString().slice(0, 10);
};

export async function createProduct(
  db: Database,
  overrides: Partial<typeof products.$inferInsert> & {
    stock?: number;
    batchNumber?: string | null;
    expiryDate?: string | null;
  } = {},
) {
  const { stock = 50, batchNumber, expiryDate, ...productOverrides } = overrides;
  const monograph = productOverrides.monographId ? null : await createMonograph(db);
  const manufacturer = productOverrides.manufacturerId ? null : await createManufacturer(db);
  const [{ nextId } = { nextId: 1 }] = await db
    .select({ nextId: sql<number>`coalesce(max(${products.id}), 0)::int + 1` })
    .from(products);
  const [product] = await db
    .insert(products)
    .values({
      id: nextId,
      name: `Testamol ${nextId} Tablet`,
      monographId: monograph?.id ?? productOverrides.monographId!,
      manufacturerId: manufacturer?.id ?? productOverrides.manufacturerId!,
      categoryId: 3,
      medicineType: 'Tablet',
      strength: '500mg',
      saltComposition: 'Testamol (500mg)',
      compositionKey: `test-${nextId}`,
      packSize: 'strip of 10 tablets',
      unitsPerPack: 10,
      mrpPaise: 10_000,
      pricePaise: 8_000,
      prescriptionRequired: false,
      schedule: 'OTC',
      ratingTenths: 42,
      ratingCount: 10,
      tags: ['test'],
      hsnCode: '3004',
      ...productOverrides,
    })
    .returning();
  const shelf = {
    batchNumber: batchNumber === undefined ? `TB${String(nextId).padStart(5, '0')}` : batchNumber,
    expiryDate: expiryDate === undefined ? monthsAhead(18) : expiryDate,
  };
  await db.insert(productInventory).values({ productId: product!.id, stock, ...shelf });
  // The shelf's batch holds the stock, as the seed and the 0009 migration make it (issue 12).
  if (shelf.batchNumber && shelf.expiryDate) {
    await db.insert(stockBatches).values({
      productId: product!.id,
      batchNumber: shelf.batchNumber,
      expiryDate: shelf.expiryDate,
      quantity: stock,
    });
  }
  return product!;
}

let userCounter = 0;
export const FACTORY_PASSWORD = 'Tulsi#Garden42';

/**
 * A user with a real argon2id hash of FACTORY_PASSWORD (or `password`), written straight to the database.
 * Its e-mail counts as proven, as for any account in use; pass `emailVerifiedAt: null` for one that is not.
 * A pharmacy, chemist or doctor account is a verified partner (features/partners: only those fulfil and
 * consult) unless `partnerStatus` says otherwise; `partnerStatus: null` leaves it without a partner record.
 */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & {
    password?: string;
    partnerStatus?: (typeof partners.$inferInsert)['status'] | null;
  } = {},
) {
  userCounter += 1;
  const tag = `${Date.now().toString(36)}${userCounter}${randomUUID().slice(0, 4)}`;
  const { password = FACTORY_PASSWORD, partnerStatus = 'verified', ...values } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Priya Sharma',
      username: `priya_${tag}`,
      email: `priya.${tag}@example.in`,
      role: 'customer',
      passwordHash: await hash(password, { algorithm: 2 as Algorithm.Argon2id }),
      emailVerifiedAt: new Date(),
      ...values,
    })
    .returning();
  const kind =
    row!.role === 'doctor' ? 'doctor' : row!.role === 'pharmacy' || row!.role === 'chemist' ? 'pharmacy' : null;
  if (kind && partnerStatus) {
    await db.insert(partners).values({
      kind,
      userId: row!.id,
      status: partnerStatus,
      statusReason: partnerStatus === 'rejected' || partnerStatus === 'suspended' ? 'Set by a test' : null,
    });
  }
  return { ...row!, password };
}

/** A session for `userId`, as the login route would make it; returns the cookie value. */
export async function createSession(
  db: Database,
  userId: number,
  expiresAt = new Date(Date.now() + 86_400_000),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userId,
    expiresAt,
  });
  return token;
}

/** A one-time code row (hash of a random code) for `email`, live for ten minutes unless overridden. */
export async function createOneTimeCode(
  db: Database,
  overrides: Partial<typeof oneTimeCodes.$inferInsert> & { email: string },
) {
  const [row] = await db
    .insert(oneTimeCodes)
    .values({
      purpose: 'login',
      codeHash: createHash('sha256').update(randomUUID()).digest('hex'),
      expiresAt: new Date(Date.now() + 10 * 60_000),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A saved address written straight to the table, as older releases could store it (no pincode check):
 * for tests of addresses saved before the server refused undeliverable ones.
 */
export async function createSavedAddress(
  db: Database,
  userId: number,
  overrides: Partial<typeof addresses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      ...deliveryAddress,
      ...overrides,
    })
    .returning();
  return row!;
}

import { sql } from 'drizzle-orm';
import { SPECIALTIES } from '@aushadh/shared/catalog/specialties.ts';
import type { Database } from '../client.ts';
import {
  categories,
  manufacturers,
  monographs,
  productInventory,
  products,
  productSpecialties,
  specialties,
  stockBatches,
} from '../schema/catalog.ts';
import { CATEGORY_SEEDS } from './categories.ts';
import { generateCatalog, type GeneratedProduct } from './catalog-generator.ts';
import { makerProfiles, manufacturers as manufacturerSeeds } from './data/manufacturers.ts';
import type { Monograph } from './data/monograph-types.ts';
import { medicineMonographs } from './data/monographs-medicines.ts';
import { SPECIFICATIONS } from './data/specifications.ts';
import { wellnessMonographs } from './data/monographs-wellness.ts';

const CHUNK = 1000;

export const allMonographs = (): Monograph[] => [...medicineMonographs, ...wellnessMonographs];

export function buildCatalog(target?: number): GeneratedProduct[] {
  return generateCatalog({
    monographs: allMonographs(),
    manufacturers: manufacturerSeeds,
    profiles: makerProfiles,
    ...(target ? { target } : {}),
  });
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const DAY_MS = 86_400_000;

/**
 * The batches on the shelf of a new product, holding its stock: the batch of its generated data and, for one
 * product in five with stock enough, a second, older batch expiring 30–79 days from the seeding day — the
 * chemist must pass over it (packing needs 90 days past delivery), so the rule shows in the demo. Dated from
 * the day of seeding, not the catalog's fixed date: an "expiring soon" batch must be soon whenever it is seeded.
 */
export function shelfBatches(
  p: Pick<GeneratedProduct, 'id' | 'stock' | 'batchNumber' | 'expiryDate'>,
  today = new Date(),
) {
  const nearExpiry = p.id % 5 === 0 && p.stock >= 10 ? 3 + (p.id % 8) : 0;
  const batches = [
    { productId: p.id, batchNumber: p.batchNumber, expiryDate: p.expiryDate, quantity: p.stock - nearExpiry },
  ];
  if (nearExpiry > 0) {
    const serial = (Number(p.batchNumber.slice(-3)) + 500) % 1000;
    batches.push({
      productId: p.id,
      batchNumber: `${p.batchNumber.slice(0, -3)}${String(serial).padStart(3, '0')}`,
      expiryDate: new Date(today.getTime() + (30 + (p.id % 50)) * DAY_MS).toISOString().slice(0, 10),
      quantity: nearExpiry,
    });
  }
  return batches;
}

/**
 * Writes the catalog in one transaction. Idempotent: reference data is upserted, products are inserted
 * with their deterministic ids and left alone when they exist (so stock and counters are never reset).
 */
export async function seedCatalog(
  db: Database,
  options: { target?: number } = {},
): Promise<{ products: number; inserted: number }> {
  const generated = buildCatalog(options.target);
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const category of CATEGORY_SEEDS) {
      await tx
        .insert(categories)
        .values(category)
        .onConflictDoUpdate({
          target: categories.id,
          set: {
            slug: category.slug,
            name: category.name,
            description: category.description,
            sortOrder: category.sortOrder,
          },
        });
    }
    for (const specialty of SPECIALTIES) {
      await tx
        .insert(specialties)
        .values({ ...specialty })
        .onConflictDoUpdate({
          target: specialties.id,
          set: { name: specialty.name, icon: specialty.icon, description: specialty.description },
        });
    }

    const manufacturerIds = new Map<string, number>();
    for (const batch of chunks(manufacturerSeeds)) {
      const rows = await tx
        .insert(manufacturers)
        .values(batch)
        .onConflictDoUpdate({
          target: manufacturers.name,
          set: { address: sql`excluded.address`, countryOfOrigin: sql`excluded.country_of_origin` },
        })
        .returning({ id: manufacturers.id, name: manufacturers.name });
      for (const row of rows) manufacturerIds.set(row.name, row.id);
    }

    const monographIds = new Map<string, number>();
    for (const batch of chunks(allMonographs(), 200)) {
      const values = batch.map((m) => ({
        key: m.key,
        name: m.name,
        kind: m.kind,
        therapeuticClass: m.therapeuticClass,
        chemicalClass: m.chemicalClass,
        actionClass: m.actionClass,
        habitForming: m.habitForming,
        primaryUse: m.primaryUse,
        description: m.description,
        introduction: m.introduction,
        benefits: m.benefits,
        howToUse: m.howToUse,
        howItWorks: m.howItWorks,
        safetyAdvice: m.safetyAdvice,
        missedDose: m.missedDose,
        sideEffects: m.sideEffects,
        storage: m.storage,
        faq: m.faq,
        // Wellness lines and devices show what they are made of instead of a salt composition.
        specifications: m.kind === 'medicine' ? null : (SPECIFICATIONS[m.key] ?? null),
      }));
      const rows = await tx
        .insert(monographs)
        .values(values)
        .onConflictDoUpdate({
          target: monographs.key,
          set: Object.fromEntries(
            (Object.keys(values[0]!) as (keyof (typeof values)[0])[])
              .filter((k) => k !== 'key')
              .map((k) => [k, sql.raw(`excluded."${monographs[k].name}"`)]),
          ),
        })
        .returning({ id: monographs.id, key: monographs.key });
      for (const row of rows) monographIds.set(row.key, row.id);
    }

    const categoryIds = new Map(CATEGORY_SEEDS.map((c) => [c.slug as string, c.id]));
    const specialtyIds = new Map(SPECIALTIES.map((s) => [s.slug as string, s.id]));
    for (const batch of chunks(generated)) {
      const rows = await tx
        .insert(products)
        .values(
          batch.map((p) => ({
            id: p.id,
            name: p.name,
            monographId: monographIds.get(p.monographKey)!,
            manufacturerId: manufacturerIds.get(p.manufacturer)!,
            categoryId: categoryIds.get(p.categorySlug)!,
            medicineType: p.medicineType,
            strength: p.strength,
            saltComposition: p.saltComposition,
            compositionKey: p.compositionKey,
            packSize: p.packSize,
            unitsPerPack: p.unitsPerPack,
            mrpPaise: p.mrpPaise,
            pricePaise: p.pricePaise,
            prescriptionRequired: p.prescriptionRequired,
            schedule: p.schedule,
            ratingTenths: p.ratingTenths,
            ratingCount: p.ratingCount,
            tags: p.tags,
            isFeatured: p.isFeatured,
            maxOrderQuantity: p.maxOrderQuantity,
            hsnCode: p.hsnCode,
          })),
        )
        .onConflictDoNothing({ target: products.id })
        .returning({ id: products.id });
      inserted += rows.length;
      const fresh = new Set(rows.map((r) => r.id));
      const freshProducts = batch.filter((p) => fresh.has(p.id));
      if (freshProducts.length === 0) continue;
      await tx
        .insert(productInventory)
        .values(
          freshProducts.map((p) => ({
            productId: p.id,
            stock: p.stock,
            views: p.views,
            purchases: p.purchases,
            batchNumber: p.batchNumber,
            expiryDate: p.expiryDate,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(stockBatches)
        .values(freshProducts.flatMap((p) => shelfBatches(p)))
        .onConflictDoNothing();
      const links = freshProducts.flatMap((p) =>
        p.specialties.map((slug) => ({ productId: p.id, specialtyId: specialtyIds.get(slug)! })),
      );
      if (links.length) await tx.insert(productSpecialties).values(links).onConflictDoNothing();
    }
  });
  return { products: generated.length, inserted };
}

import { count, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { comboPackItems, comboPacks, offers } from '../../../db/schema/offers.ts';
import { COMBO_SEEDS, OFFER_SEEDS, type ComboSeed } from './offers-seed-data.ts';

/**
 * Writes the seeded offers and combo packs (issue 18). Idempotent: each is skipped once there are any; a brand's
 * maker by its name.
 */
export async function seedOffers(db: Database): Promise<{ offers: number; inserted: number; combosInserted: number }> {
  const combosInserted = await seedComboPacks(db);
  const [existing] = await db.select({ n: count() }).from(offers);
  if ((existing?.n ?? 0) > 0) return { offers: existing!.n, inserted: 0, combosInserted };
  // The catalog's makers by name, read without its schema (the catalog owns that table).
  const result = await db.execute(sql`select id, name from manufacturers`);
  const makers = new Map(
    (result as unknown as { rows: { id: number; name: string }[] }).rows.map((r) => [r.name, r.id]),
  );
  const rows = OFFER_SEEDS.flatMap((seed) => {
    const makerId = seed.brand ? makers.get(seed.brand) : undefined;
    if (seed.brand && makerId === undefined) return [];
    return [
      {
        code: seed.code,
        kind: seed.kind,
        title: seed.title,
        type: seed.type,
        percent: seed.percent ?? null,
        amountPaise: seed.amountPaise ?? null,
        minOrderPaise: seed.minOrderPaise ?? null,
        maxDiscountPaise: seed.maxDiscountPaise ?? null,
        scope: seed.brand ? { manufacturerIds: [makerId!], brandNames: [seed.brand] } : (seed.scope ?? null),
        firstOrderOnly: seed.firstOrderOnly ?? false,
        usesPerCustomer: seed.usesPerCustomer ?? null,
        plusOnly: seed.plusOnly ?? false,
        cardOnly: seed.cardOnly ?? false,
        occasion: seed.occasion ?? null,
        startsAt: new Date(seed.startsAt),
        endsAt: seed.endsAt ? new Date(seed.endsAt) : null,
      },
    ];
  });
  await db.insert(offers).values(rows).onConflictDoNothing({ target: offers.code });
  return { offers: rows.length, inserted: rows.length, combosInserted };
}

/** The combo packs whose products the catalog still sells under the seeded names; none once there are packs. */
export async function seedComboPacks(db: Database, seeds: readonly ComboSeed[] = COMBO_SEEDS): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(comboPacks);
  if ((existing?.n ?? 0) > 0) return 0;
  const ids = seeds.flatMap((seed) => seed.items.map((item) => item.productId));
  // The catalog's products by id, read without its schema (the catalog owns that table).
  const result = await db.execute(
    sql`select id, name from products where retired_at is null and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const names = new Map(
    (result as unknown as { rows: { id: number; name: string }[] }).rows.map((r) => [r.id, r.name]),
  );
  const sold = seeds.filter((seed) => seed.items.every((item) => names.get(item.productId) === item.name));
  await db.transaction(async (tx) => {
    for (const [index, seed] of sold.entries()) {
      const [pack] = await tx
        .insert(comboPacks)
        .values({
          slug: seed.slug,
          title: seed.title,
          description: seed.description,
          pricePaise: seed.pricePaise,
          sortOrder: (index + 1) * 10,
        })
        .returning({ id: comboPacks.id });
      await tx
        .insert(comboPackItems)
        .values(seed.items.map((item) => ({ comboId: pack!.id, productId: item.productId, quantity: item.quantity })));
    }
  });
  return sold.length;
}

import { count, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { offers } from '../../../db/schema/offers.ts';
import { OFFER_SEEDS } from './offers-seed-data.ts';

/** Writes the seeded offers (issue 18). Idempotent: skipped once there are offers; a brand's maker by its name. */
export async function seedOffers(db: Database): Promise<{ offers: number; inserted: number }> {
  const [existing] = await db.select({ n: count() }).from(offers);
  if ((existing?.n ?? 0) > 0) return { offers: existing!.n, inserted: 0 };
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
  return { offers: rows.length, inserted: rows.length };
}

import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hospitals } from '../../../db/schema/hospitals.ts';
import { generateHospitals } from './hospital-seed-data.ts';

/** Writes the generated directory (~310 approved hospitals). Idempotent: skipped once there are hospitals. */
export async function seedHospitals(db: Database, total?: number): Promise<{ hospitals: number; inserted: number }> {
  const [existing] = await db.select({ n: count() }).from(hospitals);
  if ((existing?.n ?? 0) > 0) return { hospitals: existing!.n, inserted: 0 };
  const generated = generateHospitals(total);
  await db.transaction(async (tx) => {
    for (let i = 0; i < generated.length; i += 500) await tx.insert(hospitals).values(generated.slice(i, i + 500));
  });
  return { hospitals: generated.length, inserted: generated.length };
}

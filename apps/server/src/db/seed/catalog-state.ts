import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/** Cheap check at start: the seed (and its ~1 MB of curated data) is only loaded when there is nothing yet. */
export async function catalogIsEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(sql`select not exists (select 1 from products) as empty`);
  return Boolean((result as unknown as { rows: { empty: boolean }[] }).rows[0]?.empty);
}

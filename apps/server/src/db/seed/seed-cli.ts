// `npm run db:seed`: migrate, then seed the catalog (idempotent) into the configured database.
import { loadConfig } from '../../config.ts';
import { openDatabase, runMigrations } from '../client.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedPincodes } from './seed-pincodes.ts';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL }
    : { driver: 'pglite', dataDir: config.DATA_DIR },
);
try {
  await runMigrations(database);
  const started = performance.now();
  const result = await seedCatalog(database.db);
  console.log(
    `Seeded catalog: ${result.products} products (${result.inserted} new) in ${Math.round(performance.now() - started)} ms`,
  );
  const pins = await seedPincodes(database.db);
  console.log(`Seeded pincodes: ${pins.pincodes} (${pins.inserted} new)`);
} finally {
  await database.close();
}

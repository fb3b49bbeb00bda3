// Reads config, opens the database, migrates, seeds an empty catalog, and listens.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, runMigrations } from './db/client.ts';
import { catalogIsEmpty } from './db/seed/catalog-state.ts';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { driver: 'pglite', dataDir: config.DATA_DIR },
);
await runMigrations(database);

const app = await buildApp({ config, database });

if (config.SEED_ON_START && (await catalogIsEmpty(database.db))) {
  app.log.info('Catalog is empty: seeding (first start only)…');
  const started = performance.now();
  const { seedCatalog } = await import('./db/seed/seed-catalog.ts');
  const result = await seedCatalog(database.db);
  app.log.info(`Seeded ${result.products} products in ${Math.round(performance.now() - started)} ms`);
}

if (config.SEED_ON_START) {
  const { seedPincodes } = await import('./db/seed/seed-pincodes.ts');
  const pins = await seedPincodes(database.db);
  if (pins.inserted > 0) app.log.info(`Loaded ${pins.inserted} India Post pincodes`);
  const { seedDoctors } = await import('./features/doctors/seed/doctors-seed.repository.ts');
  const directory = await seedDoctors(database.db);
  if (directory.inserted > 0) app.log.info(`Loaded ${directory.inserted} doctors`);
  const { seedHospitals } = await import('./features/hospitals/seed/hospitals-seed.repository.ts');
  const hospitalDirectory = await seedHospitals(database.db);
  if (hospitalDirectory.inserted > 0) app.log.info(`Loaded ${hospitalDirectory.inserted} hospitals`);
  const { seedDoctorHospitals } = await import('./db/seed/seed-doctor-hospitals.ts');
  const practices = await seedDoctorHospitals(database.db);
  if (practices.inserted > 0) app.log.info(`Linked doctors to ${practices.inserted} hospital practices`);
  const { seedContent } = await import('./features/content/seed/content-seed.repository.ts');
  const content = await seedContent(database.db);
  if (content.inserted > 0) app.log.info(`Loaded ${content.inserted} health articles, tips and testimonials`);
  const { seedLabs } = await import('./db/seed/seed-labs.ts');
  const labs = await seedLabs(database.db);
  if (labs.inserted > 0) app.log.info(`Loaded ${labs.inserted} lab tests and packages`);
  const { seedEquipment } = await import('./db/seed/seed-equipment.ts');
  const equipment = await seedEquipment(database.db);
  if (equipment.inserted > 0) app.log.info(`Loaded ${equipment.inserted} items of medical equipment for rent`);
  const { seedOffers } = await import('./features/offers/seed/offers-seed.repository.ts');
  const offers = await seedOffers(database.db);
  if (offers.inserted > 0) app.log.info(`Loaded ${offers.inserted} offers`);
  // The cart prices with the combo packs it holds in memory: read the freshly seeded ones now.
  if (offers.combosInserted > 0) await app.offers.refreshCombos();
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.PORT, host: config.HOST });
const shown = address.replace('127.0.0.1', 'localhost');
// Production serves no API docs (app.ts), so it does not advertise them.
const docs = config.NODE_ENV === 'production' ? '' : `API docs: ${shown}/api/docs, `;
console.log(`\n  Aushadh is running at ${shown}  (${docs}database: ${database.driver})\n`);

// `npm run db:seed`: migrate, then seed the catalog (idempotent) into the configured database.
import { loadConfig } from '../../config.ts';
import { openDatabase, runMigrations } from '../client.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedLabs } from './seed-labs.ts';
import { seedDoctorHospitals } from './seed-doctor-hospitals.ts';
import { seedEquipment } from './seed-equipment.ts';
import { seedPincodes } from './seed-pincodes.ts';
import { seedDoctors } from '../../features/doctors/seed/doctors-seed.repository.ts';
import { seedHospitals } from '../../features/hospitals/seed/hospitals-seed.repository.ts';
import { seedContent } from '../../features/content/seed/content-seed.repository.ts';
import { seedOffers } from '../../features/offers/seed/offers-seed.repository.ts';

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
  const directory = await seedDoctors(database.db);
  console.log(`Seeded doctors: ${directory.doctors} (${directory.inserted} new)`);
  const directoryOfHospitals = await seedHospitals(database.db);
  console.log(`Seeded hospitals: ${directoryOfHospitals.hospitals} (${directoryOfHospitals.inserted} new)`);
  const practices = await seedDoctorHospitals(database.db);
  console.log(`Seeded doctors at hospitals: ${practices.links} (${practices.inserted} new)`);
  const content = await seedContent(database.db);
  console.log(`Seeded health content: ${content.articles} articles, ${content.tips} tips (${content.inserted} new)`);
  const labs = await seedLabs(database.db);
  console.log(`Seeded lab tests: ${labs.tests} (${labs.inserted} new)`);
  const equipment = await seedEquipment(database.db);
  console.log(`Seeded medical equipment for rent: ${equipment.items} (${equipment.inserted} new)`);
  const offers = await seedOffers(database.db);
  console.log(`Seeded offers: ${offers.offers} (${offers.inserted} new)`);
} finally {
  await database.close();
}

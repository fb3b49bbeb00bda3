import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

// The delivery feature's table: only features/delivery/delivery.repository.ts (and the seed) touch it.

/** India Post pincodes (offices, district, state) with coordinates; loaded by the seed. */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    officeName: text('office_name').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('pincodes_lat_idx').on(t.latitude)],
);

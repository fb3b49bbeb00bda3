import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pincodes } from '../../db/schema/orders.ts';

export type PincodeRow = typeof pincodes.$inferSelect;

export function createDeliveryRepository(db: Database) {
  return {
    async findPincode(pincode: string): Promise<PincodeRow | null> {
      const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
      return row ?? null;
    },

    /**
     * The pincode whose office lies nearest to (lat, lng): a ±0.5° box on the latitude index first, widened
     * when empty, then ordered by equirectangular distance (good to a few metres at these ranges).
     */
    async nearest(lat: number, lng: number): Promise<(PincodeRow & { distanceKm: number }) | null> {
      const cos = Math.cos((lat * Math.PI) / 180);
      for (const box of [0.5, 2, 6]) {
        const [row] = await db
          .select({
            pincode: pincodes.pincode,
            officeName: pincodes.officeName,
            district: pincodes.district,
            state: pincodes.state,
            latitude: pincodes.latitude,
            longitude: pincodes.longitude,
            distanceKm: sql<number>`111.2 * sqrt(power(${pincodes.latitude} - ${lat}, 2) + power((${pincodes.longitude} - ${lng}) * ${cos}, 2))`,
          })
          .from(pincodes)
          .where(and(isNotNull(pincodes.latitude), between(pincodes.latitude, lat - box, lat + box)))
          .orderBy(sql`power(${pincodes.latitude} - ${lat}, 2) + power((${pincodes.longitude} - ${lng}) * ${cos}, 2)`)
          .limit(1);
        if (row) return { ...row, distanceKm: Number(row.distanceKm) };
      }
      return null;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;

import { and, between, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { pincodes } from '../../db/schema/delivery.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type PincodeRow = typeof pincodes.$inferSelect;

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createDeliveryRepository(uow: UnitOfWork) {
  return {
    async findPincode(pincode: string): Promise<PincodeRow | null> {
      const [row] = await uow.db().select().from(pincodes).where(eq(pincodes.pincode, pincode));
      return row ?? null;
    },

    async findPincodes(list: string[]): Promise<PincodeRow[]> {
      if (list.length === 0) return [];
      return uow.db().select().from(pincodes).where(inArray(pincodes.pincode, list));
    },

    /**
     * Whether `cityKey` (upper-case letters and digits only) names a place in `state`: one of its districts
     * (or contains one's name), or an office of `district` (where a town's own pincodes are). Keys are compared the same way on both sides.
     */
    async placeNamed(cityKey: string, state: string, district: string): Promise<boolean> {
      const keyOf = (column: AnyPgColumn) =>
        sql`regexp_replace(upper(replace(${column}, '&', 'AND')), '[^A-Z0-9]', '', 'g')`;
      const [row] = await uow
        .db()
        .select({ pincode: pincodes.pincode })
        .from(pincodes)
        .where(
          and(
            eq(pincodes.state, state),
            or(
              // "Navi Mumbai" (Thane district) names Mumbai: a district's name inside the city's counts.
              sql`strpos(${cityKey}, ${keyOf(pincodes.district)}) > 0 and length(${pincodes.district}) >= 4`,
              and(eq(pincodes.district, district), sql`strpos(${keyOf(pincodes.officeName)}, ${cityKey}) > 0`),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The pincode whose office lies nearest to (lat, lng): a ±0.5° box on the latitude index first, widened
     * when empty, then ordered by equirectangular distance (good to a few metres at these ranges).
     */
    async nearest(lat: number, lng: number): Promise<(PincodeRow & { distanceKm: number }) | null> {
      const cos = Math.cos((lat * Math.PI) / 180);
      for (const box of [0.5, 2, 6]) {
        const [row] = await uow
          .db()
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

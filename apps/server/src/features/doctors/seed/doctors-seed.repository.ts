import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { doctorAvailability, doctors, doctorSpecialties } from '../../../db/schema/doctors.ts';
import { generateDoctors, SEED_SPECIALTIES, searchTextOf } from './doctor-seed-data.ts';

/**
 * Writes the specialties and the generated doctors with their weekly sittings, in one transaction.
 * Idempotent: skipped once the directory has doctors (their availability is then the doctors' own to edit).
 */
export async function seedDoctors(db: Database): Promise<{ doctors: number; inserted: number }> {
  const [existing] = await db.select({ n: count() }).from(doctors);
  if ((existing?.n ?? 0) > 0) return { doctors: existing!.n, inserted: 0 };
  const generated = generateDoctors();
  const specialtyById = new Map(SEED_SPECIALTIES.map((s) => [s.id, s]));
  await db.transaction(async (tx) => {
    await tx
      .insert(doctorSpecialties)
      .values(SEED_SPECIALTIES.map(({ degrees: _degrees, ...s }, index) => ({ ...s, sortOrder: index + 1 })))
      .onConflictDoNothing();
    for (let start = 0; start < generated.length; start += 100) {
      const batch = generated.slice(start, start + 100);
      const rows = await tx
        .insert(doctors)
        .values(
          batch.map(({ sittings: _sittings, ...doctor }) => ({
            ...doctor,
            searchText: searchTextOf(doctor, specialtyById.get(doctor.specialtyId)!),
          })),
        )
        .returning({ id: doctors.id });
      const sittings = rows.flatMap((row, i) => batch[i]!.sittings.map((s) => ({ ...s, doctorId: row.id })));
      for (let s = 0; s < sittings.length; s += 500) {
        await tx.insert(doctorAvailability).values(sittings.slice(s, s + 500));
      }
    }
  });
  return { doctors: generated.length, inserted: generated.length };
}

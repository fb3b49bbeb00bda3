import { count, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { doctors, doctorSpecialties } from '../schema/doctors.ts';
import { doctorHospitals, hospitals } from '../schema/hospitals.ts';
import { doctorHospitalLinks } from '../../features/hospitals/seed/doctor-hospital-links.ts';

/**
 * Links the seeded doctors to approved hospitals of their city (issue 15 item 1), after both directories are
 * seeded. Idempotent: skipped once there are links (a database seeded before the links gets them now).
 */
export async function seedDoctorHospitals(db: Database): Promise<{ links: number; inserted: number }> {
  const [linked] = await db.select({ n: count() }).from(doctorHospitals);
  if ((linked?.n ?? 0) > 0) return { links: linked!.n, inserted: 0 };
  const directory = await db
    .select({ id: doctors.id, city: doctors.city, specialtySlug: doctorSpecialties.slug })
    .from(doctors)
    .innerJoin(doctorSpecialties, eq(doctorSpecialties.id, doctors.specialtyId))
    .where(eq(doctors.active, true));
  const approved = await db
    .select({ id: hospitals.id, city: hospitals.city, specialties: hospitals.specialties })
    .from(hospitals)
    .where(eq(hospitals.status, 'approved'));
  const links = doctorHospitalLinks(directory, approved);
  await db.transaction(async (tx) => {
    for (let i = 0; i < links.length; i += 500) {
      await tx
        .insert(doctorHospitals)
        .values(links.slice(i, i + 500))
        .onConflictDoNothing();
    }
  });
  return { links: links.length, inserted: links.length };
}

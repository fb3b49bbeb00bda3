import type { Database } from '../db/client.ts';
import { doctorAvailability, doctors } from '../db/schema/doctors.ts';
import { register } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';

let counter = 0;

/**
 * A doctor of the directory for a test, with a staff account signed in (cookies) and sittings all day every day
 * by default (so a slot is always free soon). Test-only: imports the tables directly.
 */
export async function newDoctor(
  t: TestApp,
  options: {
    sittings?: { weekday: number; startMinute: number; endMinute: number }[];
    slotMinutes?: number;
    offersVideo?: boolean;
    offersClinic?: boolean;
    feePaise?: number;
  } = {},
) {
  counter += 1;
  const { user, session } = await register(t, { role: 'doctor', name: `Dr. Test ${counter}` });
  const [doctor] = await (t.db as Database)
    .insert(doctors)
    .values({
      userId: user.id,
      name: `Dr. Meenakshi Test${counter}`,
      gender: 'female',
      specialtyId: 9,
      qualifications: ['MBBS', 'MD (General Medicine)'],
      experienceYears: 9,
      languages: ['en', 'hi'],
      feePaise: options.feePaise ?? 29_900,
      offersVideo: options.offersVideo ?? true,
      offersClinic: options.offersClinic ?? true,
      clinicName: 'Test Clinic',
      clinicAddress: '4, MG Road, Bengaluru 560001',
      city: 'Bengaluru',
      pincode: '560001',
      registrationNumber: `KMC/2016/T${Date.now().toString(36)}${counter}`,
      registrationCouncil: 'Karnataka Medical Council',
      about: 'Test doctor',
      ratingTenths: 45,
      ratingCount: 10,
      slotMinutes: options.slotMinutes ?? 15,
      searchText: `dr. meenakshi test${counter} general physician fever`,
    })
    .returning();
  const sittings =
    options.sittings ?? [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 }));
  if (sittings.length) {
    await (t.db as Database).insert(doctorAvailability).values(sittings.map((s) => ({ ...s, doctorId: doctor!.id })));
  }
  return { doctor: doctor!, user, cookies: { aushadh_session: session } as Record<string, string> };
}

/** The first free slot the profile offers. */
export async function firstFreeSlot(t: TestApp, doctorId: number, skip = 0): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctorId}` });
  const slots = (res.json() as { days: { slots: { startsAt: string; free: boolean }[] }[] }).days
    .flatMap((d) => d.slots)
    .filter((s) => s.free);
  return slots[skip]!.startsAt;
}

export const booking = (startsAt: string, mode: 'video' | 'clinic' = 'clinic') => ({
  mode,
  startsAt,
  patient: { name: 'Asha Verma', age: 34, gender: 'female', phone: '9876543210' },
  symptoms: 'Fever and sore throat for three days',
  payment: { method: 'upi', upiId: 'asha@okaxis' },
});

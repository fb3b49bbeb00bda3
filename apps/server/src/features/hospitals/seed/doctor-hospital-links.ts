import type { HospitalDepartment } from '@aushadh/shared/hospitals/schemas.ts';

/**
 * The hospital department a doctor of a directory specialty works in. Practitioners who see patients only in
 * their own clinics (ayurveda, sexology) have none and are linked to no hospital.
 */
const DEPARTMENT_OF: Record<string, HospitalDepartment> = {
  orthopedic: 'orthopedics',
  physiotherapy: 'orthopedics',
  gynecology: 'gynecology',
  dental: 'dental',
  cardiology: 'cardiology',
  pediatric: 'pediatrics',
  dermatology: 'dermatology',
  neurology: 'neurology',
  respiratory: 'pulmonology',
  'general-physician': 'general-medicine',
  endocrinology: 'general-medicine',
  diabetology: 'general-medicine',
  dietetics: 'general-medicine',
  ent: 'ent',
  ophthalmology: 'ophthalmology',
  psychiatry: 'psychiatry',
  gastroenterology: 'gastroenterology',
  urology: 'urology',
  nephrology: 'nephrology',
  oncology: 'oncology',
};

export interface LinkDoctor {
  id: number;
  city: string;
  specialtySlug: string;
}
export interface LinkHospital {
  id: number;
  city: string;
  specialties: string[];
}

/**
 * Believable links for the seeded directories: a doctor practises at a hospital of their own city that has their
 * department (chosen by id, so the same every run), and every third doctor also visits a second one.
 */
export function doctorHospitalLinks(
  doctors: LinkDoctor[],
  hospitals: LinkHospital[],
): { doctorId: number; hospitalId: number }[] {
  const byCity = new Map<string, LinkHospital[]>();
  for (const h of [...hospitals].sort((a, b) => a.id - b.id)) byCity.set(h.city, [...(byCity.get(h.city) ?? []), h]);
  const links: { doctorId: number; hospitalId: number }[] = [];
  for (const doctor of doctors) {
    const department = DEPARTMENT_OF[doctor.specialtySlug];
    if (!department) continue;
    const candidates = (byCity.get(doctor.city) ?? []).filter((h) => h.specialties.includes(department));
    if (candidates.length === 0) continue;
    const first = doctor.id % candidates.length;
    links.push({ doctorId: doctor.id, hospitalId: candidates[first]!.id });
    if (doctor.id % 3 === 0 && candidates.length >= 3) {
      links.push({ doctorId: doctor.id, hospitalId: candidates[(first + 1) % candidates.length]!.id });
    }
  }
  return links;
}

import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { HOSPITAL_DEPARTMENT_SLUGS } from '@aushadh/shared/hospitals/schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorHospitals } from '../../db/schema/hospitals.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { doctorHospitalLinks } from './seed/doctor-hospital-links.ts';

// Issue 15 item 1: /hospitals/{id} lists the product's doctors who practise there; a doctor's page shows where.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES } });

interface Card {
  id: number;
  name: string;
  city: string;
  feePaise: number;
  specialty: { slug: string; name: string };
}

describe('doctors at hospitals', () => {
  it('seeds links in the same city, for departments the hospital has; some doctors practise at two', async () => {
    const links = await t.db.select().from(doctorHospitals);
    expect(links.length).toBeGreaterThan(100);
    const perDoctor = new Map<number, number>();
    for (const link of links) perDoctor.set(link.doctorId, (perDoctor.get(link.doctorId) ?? 0) + 1);
    expect([...perDoctor.values()].some((n) => n >= 2)).toBe(true);

    for (const { doctorId, hospitalId } of links.slice(0, 25)) {
      const hospital = (await get(`/api/hospitals/${hospitalId}`)).json();
      const doctor = (await get(`/api/doctors/${doctorId}`)).json();
      expect(doctor.city).toBe(hospital.city);
      expect(hospital.doctors.map((d: Card) => d.id)).toContain(doctorId);
    }
  });

  it('shows each doctor with specialty and fee on the hospital, and the hospitals on the doctor', async () => {
    const [link] = await t.db.select().from(doctorHospitals).limit(1);
    const hospital = (await get(`/api/hospitals/${link!.hospitalId}`)).json();
    const card = hospital.doctors.find((d: Card) => d.id === link!.doctorId) as Card;
    expect(card.specialty.name).toBeTruthy();
    expect(card.feePaise).toBeGreaterThanOrEqual(19_900);
    const sorted = [...hospital.doctors].sort(
      (a: Card, b: Card) => a.specialty.name.localeCompare(b.specialty.name) || a.name.localeCompare(b.name),
    );
    expect(hospital.doctors).toEqual(sorted);

    const where = await get(`/api/doctors/${link!.doctorId}/hospitals`);
    expect(where.statusCode).toBe(200);
    expect(where.json().map((h: { id: number }) => h.id)).toContain(link!.hospitalId);
  });

  it('answers an unknown doctor with no hospitals, and garbage ids with 4xx codes', async () => {
    expect((await get('/api/doctors/999999/hospitals')).json()).toEqual([]);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '%00']) {
      const res = await get(`/api/doctors/${id}/hospitals`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    const unknown = await get('/api/hospitals/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('HOSPITAL_NOT_FOUND');
  });

  it('links deterministically and only where the department exists', () => {
    const hospitals = [
      { id: 1, city: 'Pune', specialties: ['cardiology', 'general-medicine'] },
      { id: 2, city: 'Pune', specialties: ['cardiology'] },
      { id: 3, city: 'Pune', specialties: ['cardiology', 'orthopedics'] },
      { id: 4, city: 'Mumbai', specialties: ['cardiology'] },
    ];
    const doctors = [
      { id: 3, city: 'Pune', specialtySlug: 'cardiology' },
      { id: 4, city: 'Pune', specialtySlug: 'orthopedic' },
      { id: 5, city: 'Pune', specialtySlug: 'ayurveda' },
      { id: 7, city: 'Jaipur', specialtySlug: 'cardiology' },
    ];
    const links = doctorHospitalLinks(doctors, hospitals);
    expect(links).toEqual([
      { doctorId: 3, hospitalId: 1 },
      { doctorId: 3, hospitalId: 2 },
      { doctorId: 4, hospitalId: 3 },
    ]);
    expect(doctorHospitalLinks(doctors, [...hospitals].reverse())).toEqual(links);
    expect(HOSPITAL_DEPARTMENT_SLUGS).toContain('orthopedics');
  });
});

import { describe, expect, it } from 'vitest';
import { allMonographs, buildCatalog } from './seed-catalog.ts';

const catalog = buildCatalog();

describe('generated catalog', () => {
  it('has at least 25,000 products and is deterministic', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(25_000);
    const again = buildCatalog();
    expect(again.map((p) => `${p.id}|${p.name}|${p.mrpPaise}|${p.pricePaise}|${p.stock}`)).toEqual(
      catalog.map((p) => `${p.id}|${p.name}|${p.mrpPaise}|${p.pricePaise}|${p.stock}`),
    );
  });

  it('keeps money in whole paise with discounts of 0–40 %', () => {
    for (const p of catalog) {
      expect(Number.isInteger(p.mrpPaise) && Number.isInteger(p.pricePaise)).toBe(true);
      expect(p.pricePaise).toBeGreaterThan(0);
      expect(p.pricePaise).toBeLessThanOrEqual(p.mrpPaise);
      expect(1 - p.pricePaise / p.mrpPaise).toBeLessThanOrEqual(0.405);
    }
  });

  it('asks for a prescription exactly for Schedule H/H1 medicines and injections', () => {
    for (const p of catalog) {
      expect(p.prescriptionRequired).toBe(p.schedule === 'H' || p.schedule === 'H1' || p.medicineType === 'Injection');
    }
    const byName = (fragment: string) => catalog.find((p) => p.name.startsWith(fragment))!;
    expect(byName('Dolo 650').prescriptionRequired).toBe(false);
    expect(byName('Azee 500').prescriptionRequired).toBe(true);
  });

  it('lists no Schedule X or narcotic salts', () => {
    const banned =
      /alprazolam|clonazepam|lorazepam|diazepam|tramadol|codeine|tapentadol|morphine|zolpidem|ranitidine|nitrazepam|buprenorphine/i;
    for (const m of allMonographs()) expect(m.name).not.toMatch(banned);
  });

  it('names products the way Indian pharmacies list them', () => {
    const names = new Set(catalog.map((p) => p.name));
    for (const name of [
      'Dolo 650 Tablet',
      'Crocin 650 Tablet',
      'Azee 500 Tablet',
      'Pan-D Capsule',
      'Dabur Chyawanprash 500 g',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    expect(catalog.some((p) => p.stock === 0)).toBe(true);
    expect(catalog.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(12);
  });

  it('covers the header categories 4–7 and every specialty', () => {
    for (const slug of ['covid-19', 'ayurveda', 'healthcare-devices', 'saffron']) {
      expect(catalog.filter((p) => p.categorySlug === slug).length).toBeGreaterThan(100);
    }
    const specialties = new Set(catalog.flatMap((p) => p.specialties));
    for (const s of [
      'orthopedic',
      'gynecology',
      'dental',
      'cardiology',
      'pediatric',
      'dermatology',
      'neurology',
      'respiratory',
    ]) {
      expect(specialties.has(s), s).toBe(true);
    }
  });
});

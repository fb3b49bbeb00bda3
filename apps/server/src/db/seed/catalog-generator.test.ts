import { describe, expect, it } from 'vitest';
import { CATALOG_SEED_DATE, genericName, makerFits, productName } from './catalog-generator.ts';
import { HSN_BY_LINE } from './data/hsn-codes.ts';
import { makerProfiles } from './data/manufacturers.ts';
import { KNOWN_PACKS } from './data/packs.ts';
import { SPECIFICATIONS } from './data/specifications.ts';
import { allMonographs, buildCatalog } from './seed-catalog.ts';

const catalog = buildCatalog();
const monographByKey = new Map(allMonographs().map((m) => [m.key, m]));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

describe('catalog truth (issue 11)', () => {
  it('names every product after a curated real brand, a plain generic or a house line: no invented brands', () => {
    for (const p of catalog) {
      const monograph = monographByKey.get(p.monographKey)!;
      const strength = monograph.strengths.find((s) => s.label === p.strength)!;
      const form = p.medicineType as Parameters<typeof genericName>[2];
      const allowed = new Set<string>();
      if (p.curated) {
        for (const b of monograph.brands.filter((b) => b.manufacturer === p.manufacturer))
          allowed.add(productName(monograph, b.brand, strength, form));
      } else if (p.generic) {
        allowed.add(genericName(monograph, strength, form));
      } else {
        const profile = makerProfiles.get(p.manufacturer)!;
        expect(profile.lines, `${p.manufacturer} sells ${monograph.key}`).toContain(monograph.key);
        allowed.add(productName(monograph, profile.brand!, strength, form));
      }
      expect(allowed.has(p.name), `${p.name} by ${p.manufacturer}`).toBe(true);
    }
    // The examples: a maker's name with a line word glued on.
    const glued =
      /^(Cipla|Abbott|Himalaya|Galderma|Sun|Mankind|Dabur|Omron|Dr Trust) (Select|Max|Advance|Plus|Gold|Smart|Classic|Pro|Lite|Care|Active|Daily|Ultra|Neo|Prime|Essential)\b/;
    expect(catalog.filter((p) => glued.test(p.name)).map((p) => p.name)).toEqual([]);
    expect(catalog.some((p) => p.name === 'Paracetamol 650 mg Tablet')).toBe(true);
    expect(catalog.some((p) => p.name === 'Pantoprazole 40 mg + Domperidone 30 mg SR Capsule')).toBe(true);
  });

  it('keeps every maker in its field: Galderma in skin care, device makers on devices, generics by generic makers', () => {
    for (const p of catalog) {
      const monograph = monographByKey.get(p.monographKey)!;
      const fits = makerFits(makerProfiles.get(p.manufacturer), monograph, p.medicineType as never, p.generic);
      expect(fits, `${p.name} by ${p.manufacturer} (${p.categorySlug})`).toBe(true);
    }
    const categoriesOf = (maker: string) =>
      new Set(catalog.filter((p) => p.manufacturer === maker).map((p) => p.categorySlug));
    expect([...categoriesOf('Galderma India Pvt Ltd')].sort()).toEqual(['personal-care', 'skin-care']);
    for (const maker of [
      'Omron Healthcare India Pvt Ltd',
      'Tynor Orthotics Pvt Ltd',
      'Roche Diabetes Care India Pvt Ltd',
    ])
      expect(
        catalog.filter((p) => p.manufacturer === maker).every((p) => p.kind === 'device'),
        maker,
      ).toBe(true);
    expect(
      catalog.filter((p) => p.manufacturer === 'Himalaya Wellness Company').every((p) => p.kind === 'wellness'),
    ).toBe(true);
    // Insulin only from insulin makers, inhalers only from makers with an inhalation plant.
    const insulinMakers = new Set(
      catalog.filter((p) => p.monographKey.startsWith('insulin')).map((p) => p.manufacturer),
    );
    for (const maker of insulinMakers) expect(makerProfiles.get(maker)!.fields, maker).toContain('insulin');
  });

  it('keeps over 25,000 products by real salts × strengths × forms × makers', () => {
    expect(catalog.length).toBeGreaterThan(25_000);
    const generics = catalog.filter((p) => p.generic);
    expect(generics.length).toBeGreaterThan(15_000);
    expect(new Set(generics.map((p) => p.manufacturer)).size).toBeGreaterThan(40);
  });

  it.each(KNOWN_PACKS)('sells $monograph $strength $form in its real packs ($why)', (known) => {
    const matching = catalog.filter(
      (p) =>
        p.monographKey === known.monograph &&
        p.medicineType === known.form &&
        (known.strength === undefined || p.strength === known.strength),
    );
    expect(matching.length).toBeGreaterThan(0);
    for (const p of matching) {
      const ok = known.packs.some((pack) => (typeof pack === 'string' ? pack === p.packSize : pack.test(p.packSize)));
      expect(ok, `${p.name}: ${p.packSize}`).toBe(true);
    }
  });

  it('gives pack units by form: ml for liquids, g for creams, one unit for devices', () => {
    for (const p of catalog) {
      if (['Syrup', 'Suspension', 'Eye Drops', 'Ear Drops', 'Oral Drops'].includes(p.medicineType))
        expect(p.packSize, p.name).toMatch(/\d+(\.\d+)? (ml|litre)$/);
      if (['Cream', 'Gel', 'Ointment'].includes(p.medicineType)) expect(p.packSize, p.name).toMatch(/\d+ (g|ml)$/);
      if (p.medicineType === 'Device') expect(p.packSize, p.name).toMatch(/^1 unit\b/);
      if (p.medicineType === 'Inhaler') expect(p.packSize, p.name).toMatch(/^inhaler of \d+ metered doses$/);
    }
  });

  it('makes views, purchases and ratings that could be true together', () => {
    for (const p of catalog) {
      expect(p.ratingCount, p.name).toBeLessThanOrEqual(p.purchases);
      expect(p.views, p.name).toBeGreaterThanOrEqual(p.purchases * 8);
      expect(p.ratingTenths === 0, p.name).toBe(p.ratingCount === 0);
    }
    // Most products have few ratings; well-known brands have many more than generics.
    expect(median(catalog.map((p) => p.ratingCount))).toBeLessThan(20);
    const curated = catalog.filter((p) => p.curated && p.kind === 'medicine');
    const generic = catalog.filter((p) => p.generic);
    expect(median(curated.map((p) => p.purchases))).toBeGreaterThan(10 * median(generic.map((p) => p.purchases)));
    expect(catalog.filter((p) => p.ratingCount >= 10_000).length).toBeLessThan(catalog.length / 100);
  });

  it('features only OTC medicines and wellness products', () => {
    const featured = catalog.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(12);
    expect(featured.filter((p) => p.prescriptionRequired).map((p) => p.name)).toEqual([]);
  });

  it('puts nothing intimate on a promotional shelf (contraceptives, vaginal treatments, pregnancy tests)', () => {
    const intimate = /contracept|vagin|pregnancy test/i;
    const featured = catalog.filter((p) => p.isFeatured);
    expect(featured.filter((p) => intimate.test(`${p.name} ${p.saltComposition} ${p.tags.join(' ')}`))).toEqual([]);
  });

  it('fills the HSN code per kind and a batch with an expiry 12–36 months after the seed date', () => {
    const seed = new Date(`${CATALOG_SEED_DATE}T00:00:00Z`);
    const monthsAhead = (iso: string) => {
      const d = new Date(`${iso}T00:00:00Z`);
      return (d.getUTCFullYear() - seed.getUTCFullYear()) * 12 + d.getUTCMonth() - seed.getUTCMonth();
    };
    for (const p of catalog) {
      expect(p.hsnCode, p.name).toBe(p.kind === 'medicine' ? '3004' : (HSN_BY_LINE[p.monographKey] ?? '3004'));
      expect(p.batchNumber, p.name).toMatch(/^[A-Z]{3}\d{2}[A-L]\d{3}$/);
      expect(monthsAhead(p.expiryDate), p.name).toBeGreaterThanOrEqual(12);
      expect(monthsAhead(p.expiryDate), p.name).toBeLessThanOrEqual(36);
    }
    const hsnOf = (name: string) => catalog.find((p) => p.name.startsWith(name))!.hsnCode;
    expect(hsnOf('Dolo 650')).toBe('3004');
    expect(hsnOf('Omron MC-246')).toBe('9025');
    expect(hsnOf('Omron HEM-7120')).toBe('9018');
    expect(hsnOf('Sensodyne')).toBe('3306');
    expect(hsnOf('Tynor Knee Cap')).toBe('9021');
    expect(hsnOf('Prega News')).toBe('3822');
  });

  it('gives every device and wellness line its ingredients or specifications, and medicines none', () => {
    for (const m of allMonographs()) {
      if (m.kind === 'medicine') expect(SPECIFICATIONS[m.key], m.key).toBeUndefined();
      else expect(SPECIFICATIONS[m.key]?.length, m.key).toBeGreaterThan(0);
    }
  });
});

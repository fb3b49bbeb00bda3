/**
 * Builds the deterministic catalog (≥ 25,000 products) from the curated monographs, brands and
 * manufacturers in ./data. Pure: same input, same output, so ids are stable and the seed is idempotent.
 */
import { hsnCodeFor } from './data/hsn-codes.ts';
import type { DosageForm, MakerProfile, ManufacturerSeed, Monograph, Strength } from './data/monograph-types.ts';
import { CURATED_PACKS, MONTHLY_PACK_CATEGORIES, type PackSpec } from './data/packs.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';

/** Sold openly but never put on a promotional shelf: people look for these, they are not advertised to them. */
const NOT_PROMOTED_TAGS = new Set([
  'contraceptive',
  'oral contraceptive',
  'emergency contraception',
  'vaginal yeast infection',
  'vaginal thrush',
  'bacterial vaginosis',
  'pregnancy test',
]);

export const TARGET_PRODUCT_COUNT = 26_400;

/** The date the seed's batches and expiry dates are counted from (fixed, so the seed is deterministic). */
export const CATALOG_SEED_DATE = '2026-11-01';

export interface GeneratedProduct {
  id: number;
  name: string;
  monographKey: string;
  manufacturer: string;
  categorySlug: string;
  medicineType: string;
  strength: string;
  saltComposition: string;
  compositionKey: string;
  kind: Monograph['kind'];
  /** A curated real brand; false for a plain generic or a house's own line ("Dr Trust Digital Thermometer"). */
  curated: boolean;
  /** A plain generic ("Paracetamol 650 mg Tablet") by a medicine maker. */
  generic: boolean;
  hsnCode: string;
  packSize: string;
  unitsPerPack: number;
  mrpPaise: number;
  pricePaise: number;
  prescriptionRequired: boolean;
  schedule: Monograph['schedule'];
  ratingTenths: number;
  ratingCount: number;
  tags: string[];
  isFeatured: boolean;
  maxOrderQuantity: number;
  stock: number;
  views: number;
  purchases: number;
  batchNumber: string;
  /** ISO date, the last day of the expiry month. */
  expiryDate: string;
  specialties: string[];
}

/** Seeded choices: the same catalog on every machine. */
export function createRandom(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof createRandom>;

type PackOption = PackSpec;

/** Pack sizes as Indian pharmacies list them, per dosage form. */
export function packOptions(form: DosageForm): PackOption[] {
  switch (form) {
    case 'Tablet':
      return [
        { label: 'strip of 10 tablets', units: 10, priceFactor: 10 },
        { label: 'strip of 15 tablets', units: 15, priceFactor: 15 },
      ];
    case 'Capsule':
      return [
        { label: 'strip of 10 capsules', units: 10, priceFactor: 10 },
        { label: 'strip of 15 capsules', units: 15, priceFactor: 15 },
      ];
    case 'Syrup':
    case 'Suspension':
      return [
        { label: 'bottle of 60 ml', units: 1, priceFactor: 1 },
        { label: 'bottle of 100 ml', units: 1, priceFactor: 1.5 },
      ];
    case 'Oral Drops':
    case 'Eye Drops':
    case 'Ear Drops':
      return [{ label: 'bottle of 10 ml', units: 1, priceFactor: 1 }];
    case 'Nasal Spray':
      return [{ label: 'bottle of 10 ml', units: 1, priceFactor: 1 }];
    case 'Injection':
      return [{ label: 'vial of 1 ml', units: 1, priceFactor: 1 }];
    case 'Cream':
    case 'Gel':
    case 'Ointment':
      return [
        { label: 'tube of 15 g', units: 1, priceFactor: 1 },
        { label: 'tube of 30 g', units: 1, priceFactor: 1.8 },
      ];
    case 'Lotion':
    case 'Shampoo':
    case 'Oil':
      return [
        { label: 'bottle of 100 ml', units: 1, priceFactor: 1 },
        { label: 'bottle of 200 ml', units: 1, priceFactor: 1.8 },
      ];
    case 'Inhaler':
      return [{ label: 'inhaler of 200 MDI', units: 1, priceFactor: 1 }];
    case 'Respules':
      return [{ label: 'packet of 5 respules', units: 5, priceFactor: 5 }];
    case 'Powder':
      return [
        { label: 'jar of 200 g', units: 1, priceFactor: 1 },
        { label: 'jar of 500 g', units: 1, priceFactor: 2.2 },
      ];
    case 'Sachet':
      return [
        { label: 'sachet of 21 g', units: 1, priceFactor: 1 },
        { label: 'box of 10 sachets', units: 10, priceFactor: 10 },
      ];
    case 'Soap':
      return [
        { label: 'soap of 75 g', units: 1, priceFactor: 1 },
        { label: 'pack of 3 soaps', units: 3, priceFactor: 2.8 },
      ];
    case 'Chyawanprash':
      return [
        { label: 'jar of 500 g', units: 1, priceFactor: 1 },
        { label: 'jar of 1 kg', units: 1, priceFactor: 1.85 },
      ];
    case 'Juice':
      return [
        { label: 'bottle of 500 ml', units: 1, priceFactor: 1 },
        { label: 'bottle of 1 litre', units: 1, priceFactor: 1.8 },
      ];
    case 'Strip':
      return [
        { label: 'box of 25 test strips', units: 1, priceFactor: 1 },
        { label: 'box of 50 test strips', units: 1, priceFactor: 1.9 },
        { label: 'box of 100 test strips', units: 1, priceFactor: 3.6 },
      ];
    case 'Mask':
      // The curated price is per mask for respirators, per box for surgical masks: one box size each.
      return [{ label: 'pack of 5 masks', units: 5, priceFactor: 5 }];
    case 'Sanitizer':
      return [
        { label: 'bottle of 100 ml', units: 1, priceFactor: 1 },
        { label: 'bottle of 500 ml', units: 1, priceFactor: 3.5 },
      ];
    case 'Device':
      return [{ label: '1 unit', units: 1, priceFactor: 1 }];
    case 'Kit':
      return [{ label: '1 kit', units: 1, priceFactor: 1 }];
    case 'Pack':
      return [{ label: '1 pack', units: 1, priceFactor: 1 }];
  }
}

/** "Pantoprazole + Domperidone" with "40mg/10mg" → "Pantoprazole (40mg) + Domperidone (10mg)". */
export function saltComposition(monograph: Monograph, strength: Strength): string {
  if (!strength.label) return monograph.name;
  const salts = monograph.name.split('+').map((s) => s.trim());
  const doses = strength.label.split('/').map((s) => s.trim());
  if (salts.length > 1 && salts.length === doses.length) {
    return salts.map((salt, i) => `${salt} (${doses[i]})`).join(' + ');
  }
  return `${monograph.name} (${strength.label})`;
}

/** The number printed in a brand name: "650mg" → "650", "1% w/w" → "1%", "500mg/5ml" → "500". */
export function strengthInName(label: string): string {
  const match = /^(\d+(?:\.\d+)?)\s*(%)?/.exec(label);
  if (!match) return '';
  return `${match[1]}${match[2] ?? ''}`;
}

const LIQUID_FORMS: DosageForm[] = ['Syrup', 'Suspension', 'Oral Drops', 'Injection', 'Juice'];
const FORM_HINTS: [RegExp, DosageForm[]][] = [
  [/tablet/i, ['Tablet']],
  [/capsule/i, ['Capsule']],
  [/sachet/i, ['Sachet']],
  [/churna|powder/i, ['Powder']],
  [/juice/i, ['Juice']],
  [/syrup/i, ['Syrup']],
  [/drops/i, ['Oral Drops', 'Eye Drops', 'Ear Drops']],
  [/\/\s*\d*\s*ml\b|ml bottle/i, LIQUID_FORMS],
  [/\/\s*dose/i, ['Inhaler', 'Nasal Spray', 'Respules']],
];
/** "500 g", "1 kg", "200 ml syrup", "1 litre juice": the label is the pack's content, not a dose. */
const QUANTITY = /^(\d+(?:\.\d+)?)\s*(g|gm|kg|ml|l|litre)\b/i;
const DOSE = /^(\d+(?:\.\d+)?)\s*(mg|mcg|iu)\b/i;

function hintedForms(label: string, forms: DosageForm[]): DosageForm[] | null {
  for (const [pattern, hinted] of FORM_HINTS) {
    if (pattern.test(label)) {
      const matching = forms.filter((f) => hinted.includes(f));
      if (matching.length) return matching;
    }
  }
  return null;
}

/**
 * Which dosage forms a strength is sold in: a label naming a form ("250mg tablet", "2mg/5ml") pairs only
 * with that form; a plain label pairs with the forms no labelled strength has claimed.
 */
export function formsForStrength(monograph: Monograph, strength: Strength): DosageForm[] {
  const own = hintedForms(strength.label, monograph.forms);
  if (own) return own;
  const claimed = new Set(monograph.strengths.flatMap((s) => hintedForms(s.label, monograph.forms) ?? []));
  let free = monograph.forms.filter((f) => !claimed.has(f));
  if (!free.length) free = monograph.forms;
  // A dose per unit ("250mg") belongs to tablets and capsules, not to a jar of powder.
  const solid = free.filter((f) => SOLID_DOSE_FORMS.includes(f));
  return DOSE.test(strength.label) && solid.length ? solid : free;
}

const SOLID_DOSE_FORMS: DosageForm[] = ['Tablet', 'Capsule', 'Sachet', 'Inhaler', 'Respules', 'Injection'];

/** A real brand whose name says its form ("… Juice", "… Churna") is only sold in that form. */
export function brandFitsForm(brand: string, form: DosageForm): boolean {
  const said = NAMED_FORMS.filter((f) => (FORM_SYNONYMS[f] ?? new RegExp(`\\b${f}\\b`, 'i')).test(brand));
  return said.length === 0 || said.includes(form);
}

const CONTAINERS: Partial<Record<DosageForm, string>> = {
  Chyawanprash: 'jar of',
  Powder: 'pack of',
  Juice: 'bottle of',
  Oil: 'bottle of',
  Lotion: 'bottle of',
  Syrup: 'bottle of',
  Suspension: 'bottle of',
  'Oral Drops': 'bottle of',
  Sanitizer: 'bottle of',
  Cream: 'tube of',
  Gel: 'tube of',
  Ointment: 'pack of',
  Pack: 'pack of',
};

/**
 * Pack sizes for one strength in one form: the curated packs of that salt (data/packs.ts) first; a quantity
 * label ("500 g", "200 ml") is itself the pack; else the form's usual packs, with a month's pack of 30 for
 * long-term medicines.
 */
export function packsFor(strength: Strength, form: DosageForm, monograph?: Monograph): PackOption[] {
  const curated = monograph
    ? CURATED_PACKS[monograph.key]?.find((c) => c.form === form && (c.strength ?? strength.label) === strength.label)
    : undefined;
  if (curated) return curated.packs;
  const quantity = QUANTITY.exec(strength.label);
  if (quantity && !['Tablet', 'Capsule', 'Sachet'].includes(form)) {
    const unit = quantity[2]!.toLowerCase().replace(/^gm$/, 'g');
    const container =
      /^(ml|l|litre)$/.test(unit) && (CONTAINERS[form] ?? 'pack of') === 'pack of'
        ? 'bottle of'
        : (CONTAINERS[form] ?? 'pack of');
    return [{ label: `${container} ${quantity[1]} ${unit}`, units: 1, priceFactor: 1 }];
  }
  const usual = packOptions(form);
  if (monograph?.kind === 'medicine' && MONTHLY_PACK_CATEGORIES.has(monograph.category)) {
    if (form === 'Tablet' || form === 'Capsule') {
      const noun = form === 'Tablet' ? 'tablets' : 'capsules';
      return [...usual, { label: `pack of 30 ${noun}`, units: 30, priceFactor: 30 }];
    }
  }
  return usual;
}

/** The part of a long line name a shelf shows: "Giloy / Guduchi (Tinospora cordifolia)" → "Giloy". */
export function shortLineName(name: string): string {
  return name
    .replace(/\(.*?\)/g, '')
    .split('/')[0]!
    .trim();
}

const FORM_SYNONYMS: Partial<Record<DosageForm, RegExp>> = {
  Powder: /powder|churna|masala|talc/i,
  Oil: /oil|tail|tailam/i,
  Ointment: /ointment|balm/i,
  Gel: /gel|face wash/i,
  'Oral Drops': /drops/i,
  Tablet: /tablet|vati/i,
};
const NAMED_FORMS: DosageForm[] = [
  'Tablet',
  'Capsule',
  'Syrup',
  'Oral Drops',
  'Juice',
  'Powder',
  'Cream',
  'Gel',
  'Lotion',
  'Oil',
  'Ointment',
];

export function productName(monograph: Monograph, brand: string, strength: Strength, form: DosageForm): string {
  if (monograph.kind === 'medicine') {
    const doses = new Set(monograph.strengths.filter((s) => !QUANTITY.test(s.label)).map((s) => s.label));
    const number = doses.size > 1 && !QUANTITY.test(strength.label) ? strengthInName(strength.label) : '';
    return [brand, number, form].filter(Boolean).join(' ');
  }
  // Wellness lines and devices: the brand often carries the line ("Zandu Balm", "Himalaya Guduchi").
  const fullWords = monograph.name
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter((w) => w.length > 3);
  const brandHasLine = fullWords.some((w) => brand.toLowerCase().includes(w));
  let name = brandHasLine ? brand : `${brand} ${shortLineName(monograph.name)}`;
  const dose = DOSE.exec(strength.label);
  if (dose) name += ` ${dose[1]}${dose[2]!.toLowerCase()}`;
  const namesAForm = NAMED_FORMS.some((f) => (FORM_SYNONYMS[f] ?? new RegExp(`\\b${f}\\b`, 'i')).test(name));
  if (NAMED_FORMS.includes(form) && !namesAForm) name += ` ${form}`;
  const quantity = QUANTITY.exec(strength.label);
  if (quantity) name += ` ${quantity[1]} ${quantity[2]!.toLowerCase()}`;
  return name.replace(/\s+/g, ' ').trim();
}

function discountFraction(random: Random): number {
  const roll = random.next();
  if (roll < 0.15) return 0;
  if (roll < 0.85) return random.between(0.05, 0.25);
  return random.between(0.25, 0.4);
}

const roundTo50Paise = (paise: number) => Math.max(50, Math.round(paise / 50) * 50);

/** "650mg" → "650 mg", "125mg/5ml" → "125 mg/5 ml": doses as a generic's label prints them. */
const spacedDose = (label: string) => label.replace(/(\d)\s*(mg|mcg|g|ml|iu)\b/gi, '$1 $2');

/**
 * A plain generic's name in the style of Jan Aushadhi and trade generics: the salts with their doses and the
 * form, "Paracetamol 650 mg Tablet", "Pantoprazole 40 mg + Domperidone 30 mg SR Capsule".
 */
export function genericName(monograph: Monograph, strength: Strength, form: DosageForm): string {
  // The label's qualifiers ("Aspirin (Low Dose)", "Clotrimazole (Vaginal)") are not part of a generic's name,
  // except the route a vaginal tablet must say.
  const name = monograph.name.replace(/\s*\([^)]*\)/g, '').trim();
  const shownForm = /\(vaginal\)/i.test(monograph.name) ? `Vaginal ${form}` : form;
  const salts = name.split('+').map((s) => s.trim());
  const label = strength.label;
  if (!/^\d/.test(label) || QUANTITY.test(label)) return `${name} ${shownForm}`;
  const doses = label.split('/').map((d) => d.trim());
  const body =
    salts.length > 1 && salts.length === doses.length
      ? salts.map((salt, i) => `${salt} ${spacedDose(doses[i]!)}`).join(' + ')
      : `${name} ${spacedDose(label)}`;
  return `${body} ${shownForm}`;
}

/** The specialised plant a generic of this form needs, if any. */
function plantFor(monograph: Monograph, form: DosageForm): MakerProfile['fields'][number] | null {
  if (form === 'Inhaler' || form === 'Respules') return 'inhalation';
  if (form === 'Injection') return monograph.key.startsWith('insulin') ? 'insulin' : 'injectables';
  return null;
}

/**
 * Whether a maker's fields cover this product: the check the test runs over the whole catalog. A plain
 * generic of a supplement (vitamin C) needs a medicine maker in the supplement's generics field.
 */
export function makerFits(
  profile: MakerProfile | undefined,
  monograph: Monograph,
  form: DosageForm,
  generic = false,
): boolean {
  if (!profile) return false;
  const plant = plantFor(monograph, form);
  const kind = generic ? 'medicine' : monograph.kind;
  const field = generic ? (monograph.genericsFrom ?? monograph.category) : monograph.category;
  return (
    profile.kinds.includes(kind) &&
    profile.fields.includes(field) &&
    (!generic || profile.generics) &&
    (plant === null || profile.fields.includes(plant))
  );
}

const MONTH_LETTERS = 'ABCDEFGHIJKL';

/** A batch code in the usual shape (maker letters, year, month letter, serial) and its expiry date. */
function batchAndExpiry(manufacturer: string, random: Random): { batchNumber: string; expiryDate: string } {
  const [seedYear, seedMonth] = CATALOG_SEED_DATE.split('-').map(Number) as [number, number];
  // Made 0–11 months before the seed date, with a shelf life of 24 or 36 months: expiry 13–36 months ahead.
  const made = seedYear * 12 + (seedMonth - 1) - random.int(0, 11);
  const expires = made + (random.next() < 0.6 ? 24 : 36);
  const initials = manufacturer
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .padEnd(3, 'X')
    .slice(0, 3);
  const batchNumber = `${initials}${String(Math.floor(made / 12) % 100).padStart(2, '0')}${MONTH_LETTERS[made % 12]}${String(random.int(1, 999)).padStart(3, '0')}`;
  const year = Math.floor(expires / 12);
  const month = (expires % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { batchNumber, expiryDate: `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * Counters that could be true together. Demand first: a well-known brand sells thousands of packs (fewer for
 * each brand further down the curated list, fewer for its second and third pack size), a plain generic or a
 * house line sells a few, most of them almost none (a cubed uniform draw). Then views are 8–30 per purchase
 * plus visitors who looked and left, and 2–12 % of buyers leave a rating; a product nobody rated has no rating.
 */
function counters(curated: boolean, kind: Monograph['kind'], brandIndex: number, packIndex: number, random: Random) {
  const base = curated ? (kind === 'medicine' ? 20_000 : 6_000) / (brandIndex + 1) ** 1.3 : 400 * random.next() ** 3;
  const purchases = Math.floor((base * random.between(0.5, 1)) / (packIndex + 1));
  const views = Math.round(purchases * random.between(8, 30)) + random.int(15, 400);
  const ratingCount = Math.floor(purchases * random.between(0.02, 0.12));
  const ratingTenths = ratingCount === 0 ? 0 : curated ? random.int(38, 47) : random.int(32, 46);
  return { purchases, views, ratingCount, ratingTenths };
}

function memoByKey<T>(compute: (m: Monograph) => T): (m: Monograph) => T {
  const cache = new Map<string, T>();
  return (m) => {
    if (!cache.has(m.key)) cache.set(m.key, compute(m));
    return cache.get(m.key)!;
  };
}

interface Seller {
  brand: string;
  manufacturer: string;
  curated: boolean;
  /** Position among the curated brands (best known first); generics and house lines come after. */
  index: number;
  generic: boolean;
}

export function generateCatalog(input: {
  monographs: Monograph[];
  manufacturers: ManufacturerSeed[];
  profiles: ReadonlyMap<string, MakerProfile>;
  target?: number;
}): GeneratedProduct[] {
  const random = createRandom(20_26_11_22);
  const target = input.target ?? TARGET_PRODUCT_COUNT;
  const formCache = new Map<string, DosageForm[]>();
  const formsOf = (m: Monograph, strength: Strength) => {
    const key = `${m.key}|${strength.label}`;
    if (!formCache.has(key)) formCache.set(key, formsForStrength(m, strength));
    return formCache.get(key)!;
  };
  const variants = (m: Monograph, seller?: string, generic = false) =>
    m.strengths.reduce(
      (sum, strength) =>
        sum +
        formsOf(m, strength)
          .filter((form) => seller === undefined || makerFits(input.profiles.get(seller), m, form, generic))
          .reduce((n, form) => n + packsFor(strength, form, m).length, 0),
      0,
    );

  /** Generic makers for a salt: in its field, selling plain generics, not already selling it under a brand. */
  const genericMakers = memoByKey((m: Monograph) => {
    if (m.kind !== 'medicine' && !m.genericsFrom) return [];
    const branded = new Set(m.brands.map((b) => b.manufacturer));
    return input.manufacturers
      .map((maker) => maker.name)
      .filter((name) => !branded.has(name) && variants(m, name, true) > 0);
  });
  /** Wellness and device houses that sell this line under their own name, besides its curated brands. */
  const houseLines = memoByKey((m: Monograph) => {
    if (m.kind === 'medicine') return [];
    const branded = new Set(m.brands.map((b) => b.manufacturer));
    return input.manufacturers
      .map((maker) => maker.name)
      .filter((name) => !branded.has(name) && input.profiles.get(name)?.lines?.includes(m.key));
  });

  // Real brands and house lines are all kept; plain generics fill up to the target, each (maker, salt)
  // pair kept with the same chance, so the catalog's breadth is real salts × strengths × forms × makers.
  const fixedCount = input.monographs.reduce(
    (sum, m) => sum + m.brands.length * variants(m) + houseLines(m).reduce((n, name) => n + variants(m, name), 0),
    0,
  );
  const genericCapacity = input.monographs.reduce(
    (sum, m) => sum + genericMakers(m).reduce((n, name) => n + variants(m, name, true), 0),
    0,
  );
  const keepGeneric = Math.min(1, Math.max(0, target - fixedCount) / Math.max(1, genericCapacity));

  const products: GeneratedProduct[] = [];
  for (const monograph of input.monographs) {
    const sellers: Seller[] = [
      ...monograph.brands.map((b, index) => ({ ...b, curated: true, index, generic: false })),
      ...houseLines(monograph).map((name) => ({
        brand: input.profiles.get(name)!.brand!,
        manufacturer: name,
        curated: false,
        index: monograph.brands.length,
        generic: false,
      })),
      ...genericMakers(monograph)
        .filter(() => random.next() < keepGeneric)
        .map((name) => ({
          brand: '',
          manufacturer: name,
          curated: false,
          index: monograph.brands.length,
          generic: true,
        })),
    ];

    for (const seller of sellers) {
      // Brands price around the generic's typical MRP; well-known brands sit a little above, generics below.
      const brandFactor = seller.curated ? random.between(0.95, 1.25) : random.between(0.55, 1.05);
      for (const [strengthIndex, strength] of monograph.strengths.entries()) {
        for (const [formIndex, form] of formsOf(monograph, strength).entries()) {
          if (seller.curated && !brandFitsForm(seller.brand, form)) continue;
          if (!seller.curated && !makerFits(input.profiles.get(seller.manufacturer), monograph, form, seller.generic))
            continue;
          for (const [packIndex, pack] of packsFor(strength, form, monograph).entries()) {
            const mrpPaise = roundTo50Paise(strength.unitMrpRupees * pack.priceFactor * brandFactor * 100);
            const pricePaise = Math.max(1, Math.min(mrpPaise, Math.round(mrpPaise * (1 - discountFraction(random)))));
            const prescriptionRequired =
              monograph.schedule === 'H' || monograph.schedule === 'H1' || form === 'Injection';
            // Well-known brands are kept in stock; some generics and house lines run out, as in real shops.
            const outOfStock = random.next() < (seller.curated ? 0 : 0.1);
            const numbers = counters(seller.curated, monograph.kind, seller.index, packIndex, random);
            products.push({
              id: products.length + 1,
              name: seller.generic
                ? genericName(monograph, strength, form)
                : productName(monograph, seller.brand, strength, form),
              monographKey: monograph.key,
              manufacturer: seller.manufacturer,
              categorySlug: monograph.category,
              medicineType: form,
              strength: strength.label,
              saltComposition: saltComposition(monograph, strength),
              compositionKey: `${monograph.key}|${strength.label}|${form}`.toLowerCase(),
              kind: monograph.kind,
              curated: seller.curated,
              generic: seller.generic,
              hsnCode: hsnCodeFor(monograph.key),
              packSize: pack.label,
              unitsPerPack: pack.units,
              mrpPaise,
              pricePaise,
              prescriptionRequired,
              schedule: monograph.schedule,
              ratingTenths: numbers.ratingTenths,
              ratingCount: numbers.ratingCount,
              tags: [
                ...new Set([...monograph.tags, form.toLowerCase(), prescriptionRequired ? 'prescription' : 'otc']),
              ],
              // Indian law forbids advertising prescription medicines: only OTC medicines and wellness lines are
              // featured, the best-known brand of each, its first strength, form and pack — and nothing intimate
              // (contraception, vaginal infections) on a shelf every visitor sees first.
              isFeatured:
                !prescriptionRequired &&
                !monograph.tags.some((tag) => NOT_PROMOTED_TAGS.has(tag)) &&
                seller.curated &&
                seller.index === 0 &&
                strengthIndex === 0 &&
                formIndex === 0 &&
                packIndex === 0,
              maxOrderQuantity: monograph.kind === 'device' ? 3 : prescriptionRequired ? 5 : 10,
              stock: outOfStock ? 0 : random.int(5, 500),
              views: numbers.views,
              purchases: numbers.purchases,
              ...batchAndExpiry(seller.manufacturer, random),
              specialties: monograph.specialties,
            });
          }
        }
      }
    }
  }
  return products;
}

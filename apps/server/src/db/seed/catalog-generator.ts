/**
 * Builds the deterministic catalog (≥ 25,000 products) from the curated monographs, brands and
 * manufacturers in ./data. Pure: same input, same output, so ids are stable and the seed is idempotent.
 */
import type { BrandSeed, DosageForm, ManufacturerSeed, Monograph, Strength } from './data/monograph-types.ts';

export const TARGET_PRODUCT_COUNT = 26_400;

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
  purchases: number;
  specialties: string[];
}

/** mulberry32: tiny, fast, good enough for seed data, and identical on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof createRandom>;

interface PackOption {
  label: string;
  units: number;
  /** Multiplies the strength's unit MRP (for tablets the unit is one tablet). */
  priceFactor: number;
}

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
        { label: 'tube of 15 gm', units: 1, priceFactor: 1 },
        { label: 'tube of 30 gm', units: 1, priceFactor: 1.8 },
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
        { label: 'jar of 200 gm', units: 1, priceFactor: 1 },
        { label: 'jar of 500 gm', units: 1, priceFactor: 2.2 },
      ];
    case 'Sachet':
      return [
        { label: 'sachet of 21 gm', units: 1, priceFactor: 1 },
        { label: 'box of 10 sachets', units: 10, priceFactor: 10 },
      ];
    case 'Soap':
      return [
        { label: 'soap of 75 gm', units: 1, priceFactor: 1 },
        { label: 'pack of 3 soaps', units: 3, priceFactor: 2.8 },
      ];
    case 'Chyawanprash':
      return [
        { label: 'jar of 500 gm', units: 1, priceFactor: 1 },
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

/** Pack sizes for one strength in one form; a quantity label is itself the pack. */
export function packsFor(strength: Strength, form: DosageForm): PackOption[] {
  const quantity = QUANTITY.exec(strength.label);
  if (quantity && !['Tablet', 'Capsule', 'Sachet'].includes(form)) {
    const unit = quantity[2]!.toLowerCase();
    const container =
      /^(ml|l|litre)$/.test(unit) && (CONTAINERS[form] ?? 'pack of') === 'pack of'
        ? 'bottle of'
        : (CONTAINERS[form] ?? 'pack of');
    return [{ label: `${container} ${quantity[1]} ${unit}`, units: 1, priceFactor: 1 }];
  }
  return packOptions(form);
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

function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Plausible extra brand names for a generic: stem of the salt + a brand suffix, or a prefix + stem. */
function syntheticBrands(
  monograph: Monograph,
  count: number,
  random: Random,
  parts: { prefixes: string[]; suffixes: string[] },
  taken: Set<string>,
): string[] {
  const stem = monograph.name
    .replace(/[^a-z]/gi, '')
    .slice(0, 4)
    .toLowerCase();
  const names: string[] = [];
  let guard = 0;
  while (names.length < count && guard++ < count * 50) {
    const style = random.int(0, 2);
    const prefix = random.pick(parts.prefixes).replace(/[^a-z]/gi, '');
    const suffix = random
      .pick(parts.suffixes)
      .replace(/[^a-z]/gi, '')
      .toLowerCase();
    const name =
      style === 0 ? capitalise(stem) + suffix : style === 1 ? capitalise(prefix) + stem : capitalise(prefix) + suffix;
    const key = name.toLowerCase();
    if (name.length < 4 || taken.has(key)) continue;
    taken.add(key);
    names.push(name);
  }
  return names;
}

const LINE_VARIANTS = [
  'Plus',
  'Gold',
  'Advance',
  'Pro',
  'Lite',
  'Max',
  'Care',
  'Active',
  'Daily',
  'Classic',
  'Ultra',
  'Neo',
  'Prime',
  'Select',
  'Essential',
  'Smart',
];

/** Wellness lines and devices are sold under the maker's name with a line word ("Omron Pro …", "Dabur Gold …"). */
function houseBrandVariants(
  count: number,
  random: Random,
  makers: string[],
  taken: Set<string>,
  lineKey: string,
): BrandSeed[] {
  const brands: BrandSeed[] = [];
  let guard = 0;
  while (brands.length < count && guard++ < count * 50) {
    const manufacturer = random.pick(makers);
    const short = manufacturer.split(/\s+/)[0]!.replace(/[^\p{L}.'-]/gu, '');
    const brand = `${short} ${random.pick(LINE_VARIANTS)}`;
    const key = `${lineKey}:${brand.toLowerCase()}`;
    if (taken.has(key)) continue;
    taken.add(key);
    brands.push({ brand, manufacturer });
  }
  return brands;
}

function discountFraction(random: Random): number {
  const roll = random.next();
  if (roll < 0.15) return 0;
  if (roll < 0.85) return random.between(0.05, 0.25);
  return random.between(0.25, 0.4);
}

const roundTo50Paise = (paise: number) => Math.max(50, Math.round(paise / 50) * 50);

export function generateCatalog(input: {
  monographs: Monograph[];
  manufacturers: ManufacturerSeed[];
  brandParts: { prefixes: string[]; suffixes: string[] };
  target?: number;
}): GeneratedProduct[] {
  const random = createRandom(20_26_11_22);
  const target = input.target ?? TARGET_PRODUCT_COUNT;
  const variantsPerBrand = (m: Monograph) =>
    m.strengths.reduce(
      (sum, strength) =>
        sum + formsForStrength(m, strength).reduce((n, form) => n + packsFor(strength, form).length, 0),
      0,
    );
  const perMonograph = Math.ceil(target / input.monographs.length);

  const takenBrands = new Set(input.monographs.flatMap((m) => m.brands.map((b) => b.brand.toLowerCase())));
  const medicineMakers = [
    ...new Set(
      input.monographs.filter((m) => m.kind === 'medicine').flatMap((m) => m.brands.map((b) => b.manufacturer)),
    ),
  ];
  const wellnessMakers = [
    ...new Set(
      input.monographs.filter((m) => m.kind !== 'medicine').flatMap((m) => m.brands.map((b) => b.manufacturer)),
    ),
  ];
  const fallbackMakers = input.manufacturers.map((m) => m.name);

  const products: GeneratedProduct[] = [];
  input.monographs.forEach((monograph, monographIndex) => {
    const perBrand = Math.max(1, variantsPerBrand(monograph));
    const brandsNeeded = Math.max(monograph.brands.length, Math.ceil(perMonograph / perBrand));
    // House brands of a wellness line come from makers already selling that category (Dabur, Himalaya…
    // for Ayurveda), not from a diagnostics company.
    const categoryMakers = [
      ...new Set(
        input.monographs
          .filter((m) => m.category === monograph.category && m.kind !== 'medicine')
          .flatMap((m) => m.brands.map((b) => b.manufacturer)),
      ),
    ];
    const makers =
      monograph.kind === 'medicine' ? medicineMakers : categoryMakers.length >= 3 ? categoryMakers : wellnessMakers;
    const missing = brandsNeeded - monograph.brands.length;
    const extra: BrandSeed[] =
      monograph.kind === 'medicine'
        ? syntheticBrands(monograph, missing, random, input.brandParts, takenBrands).map((brand) => ({
            brand,
            manufacturer: random.pick(makers.length ? makers : fallbackMakers),
          }))
        : houseBrandVariants(missing, random, makers.length ? makers : fallbackMakers, takenBrands, monograph.key);
    const brands = [
      ...monograph.brands.map((b) => ({ ...b, real: true })),
      ...extra.map((b) => ({ ...b, real: false })),
    ];

    brands.forEach((brand, brandIndex) => {
      // Brands price around the generic's typical MRP; well-known brands sit a little above.
      const brandFactor = brand.real ? random.between(0.95, 1.25) : random.between(0.55, 1.15);
      for (const strength of monograph.strengths) {
        for (const form of formsForStrength(monograph, strength)) {
          if (brand.real && !brandFitsForm(brand.brand, form)) continue;
          for (const [packIndex, pack] of packsFor(strength, form).entries()) {
            const mrpPaise = roundTo50Paise(strength.unitMrpRupees * pack.priceFactor * brandFactor * 100);
            const pricePaise = Math.max(1, Math.min(mrpPaise, Math.round(mrpPaise * (1 - discountFraction(random)))));
            const prescriptionRequired =
              monograph.schedule === 'H' || monograph.schedule === 'H1' || form === 'Injection';
            // Well-known brands are kept in stock; some generated brands run out, as they do in real shops.
            const outOfStock = random.next() < (brand.real ? 0 : 0.1);
            products.push({
              id: products.length + 1,
              name: productName(monograph, brand.brand, strength, form),
              monographKey: monograph.key,
              manufacturer: brand.manufacturer,
              categorySlug: monograph.category,
              medicineType: form,
              strength: strength.label,
              saltComposition: saltComposition(monograph, strength),
              compositionKey: `${monograph.key}|${strength.label}|${form}`.toLowerCase(),
              packSize: pack.label,
              unitsPerPack: pack.units,
              mrpPaise,
              pricePaise,
              prescriptionRequired,
              schedule: monograph.schedule,
              ratingTenths: brand.real ? random.int(38, 48) : random.int(30, 47),
              // Curated brands are listed best-known first (Dolo before Pacimol): popularity follows that order.
              ratingCount: brand.real
                ? Math.round((40_000 / (brandIndex + 1)) * random.between(0.85, 1))
                : random.int(0, 1800),
              tags: [
                ...new Set([...monograph.tags, form.toLowerCase(), prescriptionRequired ? 'prescription' : 'otc']),
              ],
              // A few well-known brands of every sixth generic, first pack only: a varied featured shelf.
              isFeatured: brand.real && brandIndex < 2 && packIndex === 0 && monographIndex % 6 === 0,
              maxOrderQuantity: monograph.kind === 'device' ? 3 : prescriptionRequired ? 5 : 10,
              stock: outOfStock ? 0 : random.int(5, 500),
              purchases: brand.real
                ? Math.round((20_000 / (brandIndex + 1)) * random.between(0.85, 1))
                : random.int(0, 900),
              specialties: monograph.specialties,
            });
          }
        }
      }
    });
  });
  return products;
}

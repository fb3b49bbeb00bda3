import type { OfferScope } from '@aushadh/shared/pricing/schemas.ts';

/** One seeded offer; a brand's scope names its maker, resolved to the catalog's id when seeding. */
export interface OfferSeed {
  code: string;
  kind: 'store' | 'festival' | 'bank';
  title: string;
  type: 'percent' | 'flat';
  percent?: number;
  amountPaise?: number;
  minOrderPaise?: number;
  maxDiscountPaise?: number;
  scope?: Omit<OfferScope, 'manufacturerIds'>;
  brand?: string;
  firstOrderOnly?: boolean;
  usesPerCustomer?: number;
  plusOnly?: boolean;
  cardOnly?: boolean;
  occasion?: string;
  startsAt: string;
  endsAt?: string;
}

/**
 * The offers an Indian e-pharmacy runs (issue 18; SPEC §9's banner: "20 % off your first order"). Category ids
 * are the seeded catalog's (5 Ayurveda, 6 Healthcare Devices). Dates in IST.
 */
export const OFFER_SEEDS: OfferSeed[] = [
  {
    code: 'FIRST20',
    kind: 'store',
    title: '20% off your first order',
    type: 'percent',
    percent: 20,
    maxDiscountPaise: 20_000,
    firstOrderOnly: true,
    usesPerCustomer: 1,
    startsAt: '2026-01-01T00:00:00+05:30',
  },
  {
    code: 'HEALTH10',
    kind: 'store',
    title: '10% off orders above ₹999',
    type: 'percent',
    percent: 10,
    minOrderPaise: 99_900,
    maxDiscountPaise: 30_000,
    startsAt: '2026-01-01T00:00:00+05:30',
  },
  {
    code: 'WELLNESS15',
    kind: 'store',
    title: '15% off vitamins and wellness',
    type: 'percent',
    percent: 15,
    minOrderPaise: 49_900,
    maxDiscountPaise: 25_000,
    scope: { kinds: ['wellness'] },
    startsAt: '2026-04-01T00:00:00+05:30',
  },
  {
    code: 'DEVICE12',
    kind: 'store',
    title: '12% off healthcare devices',
    type: 'percent',
    percent: 12,
    maxDiscountPaise: 50_000,
    scope: { categoryIds: [6] },
    startsAt: '2026-04-01T00:00:00+05:30',
  },
  {
    code: 'HIMALAYA15',
    kind: 'store',
    title: '15% off Himalaya',
    type: 'percent',
    percent: 15,
    maxDiscountPaise: 20_000,
    brand: 'Himalaya Wellness Company',
    startsAt: '2026-06-01T00:00:00+05:30',
  },
  {
    code: 'PLUS75',
    kind: 'store',
    title: '₹75 off for PLUS members',
    type: 'flat',
    amountPaise: 7_500,
    minOrderPaise: 69_900,
    plusOnly: true,
    usesPerCustomer: 2,
    startsAt: '2026-01-01T00:00:00+05:30',
  },
  {
    code: 'WINTER15',
    kind: 'festival',
    title: 'Winter Care Festival: 15% off Ayurveda',
    type: 'percent',
    percent: 15,
    maxDiscountPaise: 30_000,
    scope: { categoryIds: [5] },
    occasion: 'Winter Care Festival',
    startsAt: '2026-11-20T00:00:00+05:30',
    endsAt: '2026-12-21T00:00:00+05:30',
  },
  {
    code: 'CHRISTMAS150',
    kind: 'festival',
    title: 'Christmas: ₹150 off orders above ₹1,499',
    type: 'flat',
    amountPaise: 15_000,
    minOrderPaise: 149_900,
    occasion: 'Christmas',
    startsAt: '2026-12-20T00:00:00+05:30',
    endsAt: '2026-12-28T00:00:00+05:30',
  },
  {
    code: 'DIWALI25',
    kind: 'festival',
    title: 'Diwali: 25% off up to ₹250',
    type: 'percent',
    percent: 25,
    maxDiscountPaise: 25_000,
    occasion: 'Diwali',
    startsAt: '2026-10-30T00:00:00+05:30',
    endsAt: '2026-11-12T00:00:00+05:30',
  },
  {
    code: 'DEMOBANK10',
    kind: 'bank',
    title: '10% off with Demo Bank cards (demo offer)',
    type: 'percent',
    percent: 10,
    minOrderPaise: 79_900,
    maxDiscountPaise: 15_000,
    cardOnly: true,
    occasion: 'Demo Bank (not a real bank)',
    startsAt: '2026-01-01T00:00:00+05:30',
  },
];

/** One seeded combo pack: catalog products by id and the name they must still have (else the pack is skipped). */
export interface ComboSeed {
  slug: string;
  title: string;
  description: string;
  /** Bundle price of one set: about a tenth below the sum of the seeded selling prices. */
  pricePaise: number;
  items: { productId: number; name: string; quantity: number }[];
}

/**
 * Combo packs (issue 18 item 3) from the seeded catalog (its generator is deterministic, so the ids are stable;
 * the names are checked when seeding). Priced against the seeded selling prices, noted per line.
 */
export const COMBO_SEEDS: ComboSeed[] = [
  {
    slug: 'diabetes-care-kit',
    title: 'Diabetes care kit',
    description: 'A month of metformin with test strips for checking your sugar at home.',
    // 2 × ₹13.95 + ₹488.47 = ₹516.37
    pricePaise: 46_900,
    items: [
      { productId: 3643, name: 'Metformin 500 mg Tablet', quantity: 2 },
      { productId: 26123, name: 'Accu-Chek Active Blood Glucose Test Strips', quantity: 1 },
    ],
  },
  {
    slug: 'cold-and-flu-kit',
    title: 'Cold & flu kit',
    description: 'Fever and allergy relief, a digital thermometer and vitamin C for recovery.',
    // ₹16.15 + ₹13.00 + ₹162.27 + ₹15.54 = ₹206.96
    pricePaise: 18_500,
    items: [
      { productId: 23, name: 'Paracetamol 650 mg Tablet', quantity: 1 },
      { productId: 2673, name: 'Cetirizine 10 mg Tablet', quantity: 1 },
      { productId: 26135, name: 'Omron MC-246 Digital Thermometer', quantity: 1 },
      { productId: 19364, name: 'Vitamin B-Complex with Vitamin C Capsule', quantity: 1 },
    ],
  },
  {
    slug: 'monsoon-kit',
    title: 'Monsoon kit',
    description: 'Rehydration salts, hand sanitiser and fever relief for the rainy season.',
    // 2 × ₹16.21 + ₹53.24 + ₹15.28 = ₹100.94
    pricePaise: 8_900,
    items: [
      { productId: 14420, name: 'Oral Rehydration Salts Sachet', quantity: 2 },
      { productId: 25635, name: 'Dettol Alcohol-Based Hand Sanitizer 100 ml', quantity: 1 },
      { productId: 27, name: 'Paracetamol 650 mg Tablet', quantity: 1 },
    ],
  },
];

import type { CategorySlug } from './data/monograph-types.ts';

/** Ids 4–7 are fixed by the header links (SPEC §2); sortOrder is the order of "Shop By Category". */
export const CATEGORY_SEEDS: {
  id: number;
  slug: CategorySlug;
  name: string;
  description: string;
  sortOrder: number;
}[] = [
  {
    id: 1,
    slug: 'vitamins-supplements',
    name: 'Vitamins & Supplements',
    description: 'Multivitamins, calcium, vitamin D3, omega-3 and protein',
    sortOrder: 3,
  },
  {
    id: 2,
    slug: 'diabetes-care',
    name: 'Diabetes Care',
    description: 'Medicines, glucometers and test strips for managing diabetes',
    sortOrder: 4,
  },
  {
    id: 3,
    slug: 'pain-relief',
    name: 'Pain Relief',
    description: 'Tablets, gels and sprays for headache, body ache and joint pain',
    sortOrder: 5,
  },
  {
    id: 4,
    slug: 'covid-19',
    name: 'COVID-19',
    description: 'Masks, sanitisers, oximeters, self-test kits and immunity boosters',
    sortOrder: 1,
  },
  {
    id: 5,
    slug: 'ayurveda',
    name: 'Ayurveda',
    description: 'Classical Ayurvedic formulations and herbal wellness products',
    sortOrder: 2,
  },
  {
    id: 6,
    slug: 'healthcare-devices',
    name: 'Healthcare Devices',
    description: 'BP monitors, glucometers, thermometers, nebulisers and supports',
    sortOrder: 6,
  },
  {
    id: 7,
    slug: 'saffron',
    name: 'Saffron',
    description: 'Pure Kashmiri kesar and saffron-based skin and wellness care',
    sortOrder: 7,
  },
  {
    id: 8,
    slug: 'cold-cough-fever',
    name: 'Cold, Cough & Fever',
    description: 'Fever reducers, cough syrups, decongestants and lozenges',
    sortOrder: 8,
  },
  {
    id: 9,
    slug: 'heart-care',
    name: 'Heart Care',
    description: 'Blood pressure, cholesterol and heart medicines',
    sortOrder: 9,
  },
  {
    id: 10,
    slug: 'stomach-care',
    name: 'Stomach Care',
    description: 'Antacids, acidity, digestion, nausea and constipation relief',
    sortOrder: 10,
  },
  {
    id: 11,
    slug: 'antibiotics-infections',
    name: 'Antibiotics & Infections',
    description: 'Prescription antibiotics, antifungals and antivirals',
    sortOrder: 11,
  },
  {
    id: 12,
    slug: 'skin-care',
    name: 'Skin Care',
    description: 'Medicated creams, acne care, antifungal and moisturising care',
    sortOrder: 12,
  },
  {
    id: 13,
    slug: 'personal-care',
    name: 'Personal Care',
    description: 'Oral care, sunscreen, hygiene and everyday essentials',
    sortOrder: 13,
  },
  {
    id: 14,
    slug: 'baby-care',
    name: 'Baby Care',
    description: 'Diapers, baby skin care, rash creams and infant nutrition',
    sortOrder: 14,
  },
  {
    id: 15,
    slug: 'womens-health',
    name: "Women's Health",
    description: 'Iron, folic acid, PCOS, menstrual and pregnancy care',
    sortOrder: 15,
  },
  { id: 16, slug: 'allergy', name: 'Allergy', description: 'Antihistamines and allergy relief', sortOrder: 16 },
  {
    id: 17,
    slug: 'mental-wellness',
    name: 'Mental Wellness',
    description: 'Prescription medicines for depression and anxiety, and sleep aids',
    sortOrder: 17,
  },
  {
    id: 18,
    slug: 'eye-ear-care',
    name: 'Eye & Ear Care',
    description: 'Lubricating eye drops, antibiotic drops and ear care',
    sortOrder: 18,
  },
  {
    id: 19,
    slug: 'bone-joint-care',
    name: 'Bone & Joint Care',
    description: 'Calcium, joint supplements, supports and anti-inflammatories',
    sortOrder: 19,
  },
  {
    id: 20,
    slug: 'thyroid-care',
    name: 'Thyroid Care',
    description: 'Thyroid hormone replacement and anti-thyroid medicines',
    sortOrder: 20,
  },
];

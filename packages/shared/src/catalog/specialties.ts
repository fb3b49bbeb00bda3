/** The fixed list of SPEC §3 specialties: the client shows them without a call, the server links products to them. */
export const SPECIALTIES = [
  { id: 1, slug: 'orthopedic', name: 'Orthopedic', icon: 'bone', description: 'Bones, joints and muscles' },
  { id: 2, slug: 'gynecology', name: 'Gynecology', icon: 'flower', description: "Women's health and pregnancy care" },
  { id: 3, slug: 'dental', name: 'Dental', icon: 'smile', description: 'Teeth, gums and oral care' },
  {
    id: 4,
    slug: 'cardiology',
    name: 'Cardiology',
    icon: 'heart-pulse',
    description: 'Heart, blood pressure and cholesterol',
  },
  { id: 5, slug: 'pediatric', name: 'Pediatric', icon: 'baby', description: 'Medicines and care for children' },
  { id: 6, slug: 'dermatology', name: 'Dermatology', icon: 'sparkles', description: 'Skin, hair and nails' },
  { id: 7, slug: 'neurology', name: 'Neurology', icon: 'brain', description: 'Brain, nerves, migraine and sleep' },
  { id: 8, slug: 'respiratory', name: 'Respiratory', icon: 'wind', description: 'Asthma, cough, cold and allergies' },
] as const;

export type SpecialtySlug = (typeof SPECIALTIES)[number]['slug'];
export const SPECIALTY_SLUGS = SPECIALTIES.map((s) => s.slug) as SpecialtySlug[];

import { categoryListSchema, productDetailSchema, productSummarySchema } from '@aushadh/shared/catalog/schemas.ts';
import type { ProductDetail, ProductSummary } from '@aushadh/shared/catalog/schemas.ts';

/** Small fixtures, parsed by the shared schemas so they can never drift from the contract. */
export function makeProductSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return productSummarySchema.parse({
    id: 101,
    name: 'Dolo 650 Tablet',
    manufacturer: 'Micro Labs Ltd',
    imageUrl: '/api/images/products/101.webp',
    price: 3400,
    discountedPrice: 2890,
    packSize: 'Strip of 15 tablets',
    medicineType: 'Tablet',
    saltComposition: 'Paracetamol (650mg)',
    prescriptionRequired: false,
    inStock: true,
    rating: 4.4,
    ratingCount: 1287,
    isFeatured: true,
    tags: ['fever', 'pain relief'],
    ...overrides,
  });
}

export const categoriesFixture = categoryListSchema.parse([
  {
    id: 4,
    name: 'COVID-19',
    slug: 'covid-19',
    description: 'Masks, sanitisers, oximeters and immunity care',
    imageUrl: '/api/images/categories/covid-19.svg',
    link: '/products/category/4',
    productCount: 312,
  },
  {
    id: 5,
    name: 'Ayurveda',
    slug: 'ayurveda',
    description: 'Classical Ayurvedic medicines and herbal care',
    imageUrl: '/api/images/categories/ayurveda.svg',
    link: '/products/category/5',
    productCount: 1450,
  },
]);

const safe = (text: string) => ({ level: 'safe' as const, text });

/** A product page's detail: a medicine by default; pass `kind` and its fields for a device or wellness product. */
export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return productDetailSchema.parse({
    ...makeProductSummary({ isFeatured: false }),
    categoryId: 8,
    categoryName: 'Pain Relief',
    categorySlug: 'pain-relief',
    description: 'Paracetamol relieves fever and mild to moderate pain.',
    manufacturerAddress: '31, Race Course Road, Bengaluru, Karnataka 560001',
    countryOfOrigin: 'India',
    stock: 40,
    maxOrderQuantity: 10,
    discountPercent: 15,
    schedule: 'OTC',
    kind: 'medicine',
    specifications: [],
    warnings: [],
    views: 5200,
    purchases: 310,
    specialties: [],
    introduction: 'Dolo 650 Tablet contains paracetamol, used for fever and pain.',
    benefits: [{ title: 'Relieves fever', text: 'Brings down a high temperature.' }],
    howToUse: 'Take with water, as directed by your doctor.',
    howItWorks: 'It blocks the chemical messengers that cause pain and fever.',
    safetyAdvice: {
      alcohol: { level: 'unsafe', text: 'Avoid alcohol.' },
      pregnancy: safe('Generally safe.'),
      lactation: safe('Safe.'),
      driving: safe('Does not affect driving.'),
      kidney: { level: 'caution', text: 'Use with caution.' },
      liver: { level: 'caution', text: 'Use with caution.' },
    },
    missedDose: 'Take it as soon as you remember; do not double the dose.',
    sideEffects: ['Nausea'],
    storage: 'Store below 30°C.',
    primaryUse: 'Fever and mild to moderate pain',
    factBox: {
      habitForming: false,
      therapeuticClass: 'Analgesic',
      chemicalClass: 'Anilide',
      actionClass: 'Antipyretic',
    },
    faq: [{ question: 'Is it safe?', answer: 'Yes, at the right dose.' }],
    ...overrides,
  });
}

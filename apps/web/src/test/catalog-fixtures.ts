import { categoryListSchema, productSummarySchema } from '@aushadh/shared/catalog/schemas.ts';
import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';

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

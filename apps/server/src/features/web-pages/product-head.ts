/**
 * The head of /products/{id}: a crawler that runs no JavaScript sees the title,
 * description, canonical and hreflang links, Open Graph and Twitter tags, and schema.org Product/Drug with
 * an INR offer and a BreadcrumbList as JSON-LD. Escaping is lib/page-head.ts's.
 */
import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import {
  breadcrumbList,
  escapeHtml,
  jsonLdScript,
  languageLinks,
  localizedUrl,
  socialTags,
} from '../../lib/page-head.ts';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Forms sold as goods, not medicines: schema.org Product only. */
const NOT_A_DRUG = new Set(['Device', 'Kit', 'Mask', 'Strip', 'Soap', 'Shampoo', 'Sanitizer', 'Pack']);

export function productStructuredData(product: ProductDetail, origin: string) {
  const url = `${origin}/products/${product.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': NOT_A_DRUG.has(product.medicineType) ? 'Product' : ['Product', 'Drug'],
    '@id': url,
    name: product.name,
    description: product.description,
    image: `${origin}${product.imageUrl}`,
    sku: String(product.id),
    url,
    brand: { '@type': 'Brand', name: product.manufacturer },
    manufacturer: { '@type': 'Organization', name: product.manufacturer },
    activeIngredient: product.saltComposition,
    dosageForm: product.medicineType,
    nonProprietaryName: product.saltComposition,
    prescriptionStatus: product.prescriptionRequired ? 'https://schema.org/PrescriptionOnly' : 'https://schema.org/OTC',
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.ratingCount,
            bestRating: 5,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: rupees(product.discountedPrice),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Aushadh' },
    },
  };
}

/** Home › category › product, in absolute URLs of the page's language. */
export function productBreadcrumbs(product: ProductDetail, origin: string, language: LanguageCode) {
  return breadcrumbList([
    { name: 'Home', url: localizedUrl(origin, '/', language) },
    { name: product.categoryName, url: localizedUrl(origin, `/products/category/${product.categoryId}`, language) },
    { name: product.name, url: localizedUrl(origin, `/products/${product.id}`, language) },
  ]);
}

export function productHead(product: ProductDetail, origin: string, language: LanguageCode = 'en'): string {
  const path = `/products/${product.id}`;
  const title = `${product.name} (${product.saltComposition}) – price, uses, side effects | Aushadh`;
  const description = clip(
    `${product.name} by ${product.manufacturer}: ₹${rupees(product.discountedPrice)} for ${product.packSize}. ${product.description}`,
    300,
  );
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...languageLinks(origin, path, language),
    ...socialTags({
      type: 'product',
      title,
      description,
      url: localizedUrl(origin, path, language),
      image: `${origin}${product.imageUrl}`,
    }),
    `<meta property="product:price:amount" content="${rupees(product.discountedPrice)}">`,
    `<meta property="product:price:currency" content="INR">`,
    jsonLdScript(productStructuredData(product, origin)),
    jsonLdScript(productBreadcrumbs(product, origin, language)),
  ].join('\n    ');
}

export const NOT_FOUND_HEAD = '<title>Page Not Found | Aushadh</title>\n    <meta name="robots" content="noindex">';

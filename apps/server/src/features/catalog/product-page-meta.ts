/**
 * Server-rendered head for /products/{id}: a crawler that runs no JavaScript still sees the title,
 * description, canonical link, Open Graph tags and schema.org Product/Drug JSON-LD with an INR offer.
 * Everything taken from product text is escaped: HTML-escaped in tags and attributes, and in the JSON-LD
 * `<`, `>`, `&`, U+2028 and U+2029 become \u escapes, so no product text can close the script element.
 */
import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON that is safe inside <script type="application/ld+json">. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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

export function productHead(product: ProductDetail, origin: string): string {
  const url = `${origin}/products/${product.id}`;
  const title = `${product.name} (${product.saltComposition}) – price, uses, side effects | Aushadh`;
  const description = clip(
    `${product.name} by ${product.manufacturer}: ₹${rupees(product.discountedPrice)} for ${product.packSize}. ${product.description}`,
    300,
  );
  const image = `${origin}${product.imageUrl}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="product">`,
    `<meta property="og:site_name" content="Aushadh">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="product:price:amount" content="${rupees(product.discountedPrice)}">`,
    `<meta property="product:price:currency" content="INR">`,
    `<script type="application/ld+json">${jsonForScript(productStructuredData(product, origin))}</script>`,
  ].join('\n    ');
}

export const NOT_FOUND_HEAD = '<title>Page Not Found | Aushadh</title>\n    <meta name="robots" content="noindex">';

/** Replaces the page's own title, description, canonical and Open Graph tags with `head`. */
export function injectHead(indexHtml: string, head: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '')
    .replace(/<meta\s+property=["']og:[^"']*["'][^>]*>\s*/gi, '');
  const at = stripped.search(/<\/head>/i);
  if (at === -1) return `${head}\n${stripped}`;
  return `${stripped.slice(0, at)}    ${head}\n  ${stripped.slice(at)}`;
}

import {
  LEAFLET_LANGUAGES,
  productLeafletSchema,
  type Leaflet,
  type ProductDetail,
} from '@aushadh/shared/catalog/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Whether leaflets are translated into `language` (else the page shows the English monograph, unasked). */
export const hasLeafletLanguage = (language: string | undefined): language is (typeof LEAFLET_LANGUAGES)[number] =>
  (LEAFLET_LANGUAGES as readonly string[]).includes(language ?? '');

/**
 * GET /api/products/{id}/leaflet?lang=: the server render primes it for the page's language (route-data.ts), so
 * the leaflet is in the HTML and the browser hydrates without asking again.
 */
export const productLeafletQueryOptions = (productId: number | null, language: string | undefined) =>
  queryOptions({
    queryKey: ['products', 'leaflet', productId, language] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/products/${productId}/leaflet?lang=${language}`, import.meta.env.DEV && productLeafletSchema, {
        signal,
      }),
    enabled: productId !== null && hasLeafletLanguage(language),
  });

/** The leaflet in the reader's language: asked only in the languages leaflets are translated into. */
export function useProductLeaflet(productId: number | null, language: string | undefined) {
  return useQuery(productLeafletQueryOptions(productId, language));
}

/**
 * The leaflet sections of a product page in the reader's language: the translation when there is one (safety
 * levels stay the monograph's), else the English monograph. Product names are never translated.
 */
export function leafletSections(product: ProductDetail, leaflet: Leaflet | null | undefined) {
  if (!leaflet) {
    return {
      primaryUse: product.primaryUse,
      benefits: product.benefits,
      howToUse: product.howToUse,
      sideEffects: product.sideEffects,
      safetyAdvice: product.safetyAdvice,
    };
  }
  const safetyAdvice = Object.fromEntries(
    Object.entries(product.safetyAdvice).map(([key, advice]) => [
      key,
      { ...advice, text: leaflet.safetyAdvice[key as keyof Leaflet['safetyAdvice']] },
    ]),
  ) as ProductDetail['safetyAdvice'];
  return {
    primaryUse: leaflet.uses,
    benefits: leaflet.benefits.map((text) => ({ title: '', text })),
    howToUse: leaflet.howToUse,
    sideEffects: leaflet.sideEffects,
    safetyAdvice,
  };
}

import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories.ts';
import { featuredProductsQueryOptions } from '../features/catalog/api/get-featured-products.ts';

/** SPEC §2: categories and featured products are preloaded at start, in parallel, before any page asks. */
export function preloadShellData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(categoriesQueryOptions());
  void queryClient.prefetchQuery(featuredProductsQueryOptions());
}

import { productListQuerySchema } from '@aushadh/shared/catalog/schemas.ts';
import {
  FEATURED_BRANDS,
  featuredBrandOf,
  VALUE_PRICE_BANDS_PAISE,
  type BrandPage,
  type FeaturedBrands,
  type TopDeals,
  type ValueStore,
} from '@aushadh/shared/offers/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OffersDeps } from '../offers-deps.ts';
import type { ComboPacks } from './combo-packs.ts';
import type { createListOffers } from './list-offers.ts';
import { createValueStoreModel } from './value-store-model.ts';

const BAND_SIZE = 8;
const GENERICS = 8;
const TOP_DEALS = 12;
const BRAND_PAGE_SIZE = 24;
const CACHE_MS = 60_000;
/** The value store is rebuilt in the background this often (popularity, products back in stock). */
const VALUE_STORE_REFRESH_MS = 5 * 60_000;

/**
 * /value-store, top deals and featured brands (issue 18): read from the catalog's listings (its caches), never
 * its tables. Only products in stock, so a deal can be bought.
 */
export function createValuePages(
  { catalog, now, log }: OffersDeps,
  listing: ReturnType<typeof createListOffers>,
  combos: ComboPacks,
) {
  // The pages are the same for everyone until the catalog changes (its version moves on any product or stock
  // write, on every instance): kept per version for a minute, so a busy home page asks the database once.
  const kept = new Map<string, { version: number; until: number; value: Promise<unknown> }>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = catalog.version();
    const at = now().getTime();
    const hit = kept.get(key);
    if (hit && hit.version === version && hit.until > at) return hit.value as Promise<T>;
    const value = load();
    kept.set(key, { version, until: at + CACHE_MS, value });
    value.catch(() => kept.delete(key));
    return value;
  }

  // Parsed like a request, so defaults and coercion are the listing's own.
  const list = (query: Record<string, string | number>) => catalog.listProducts(productListQuerySchema.parse(query));
  const inStock = { inStock: 'true' };
  const valueStore = createValueStoreModel({
    load: loadValueStore,
    key: () => `${catalog.productsVersion()}:${combos.version()}`,
    stockVersion: () => catalog.version(),
    stockOf: async (ids) => new Map([...(await catalog.purchaseFacts(ids))].map(([id, facts]) => [id, facts.stock])),
    now: () => now().getTime(),
    refreshMs: VALUE_STORE_REFRESH_MS,
    onBackgroundError: (error) => log?.error(error, 'value store refresh failed'),
  });
  return {
    valueStore: (): Promise<ValueStore> => valueStore.get(),
    topDeals: (): Promise<TopDeals> => cached('top-deals', loadTopDeals),
    featuredBrands: (): Promise<FeaturedBrands> => cached('brands', loadFeaturedBrands),
    brandPage: (slug: string): Promise<BrandPage> => {
      if (!featuredBrandOf(slug)) throw new AppError('NOT_FOUND');
      return cached(`brand:${slug}`, () => loadBrandPage(slug));
    },
  };

  async function loadValueStore(): Promise<ValueStore> {
    const [bands, generics, packs] = await Promise.all([
      Promise.all(
        VALUE_PRICE_BANDS_PAISE.map(async (underPaise, index) => {
          const page = await list({
            ...inStock,
            // Each band starts where the one before ends, so no product shows twice.
            minPrice: index === 0 ? 0 : VALUE_PRICE_BANDS_PAISE[index - 1]!,
            // "Under ₹99": up to ₹98.99, the price a shopper reads as below the line.
            maxPrice: underPaise - 1,
            sort: 'popularity',
            pageSize: BAND_SIZE,
          });
          return { underPaise, items: page.items.map(stripSearch) };
        }),
      ),
      catalog.genericSavings(GENERICS),
      combos.views(),
    ]);
    return {
      bands,
      generics: generics.map((pair) => ({ saltComposition: pair.leader.saltComposition, ...pair })),
      combos: packs,
    };
  }

  async function loadTopDeals(): Promise<TopDeals> {
    const page = await list({ ...inStock, sort: 'discount', pageSize: TOP_DEALS });
    return { items: page.items.map(stripSearch).filter((item) => item.discountedPrice < item.price) };
  }

  async function loadFeaturedBrands(): Promise<FeaturedBrands> {
    const brands = await Promise.all(
      FEATURED_BRANDS.map(async (brand) => {
        const page = await list({
          manufacturer: brand.manufacturer,
          sort: 'popularity',
          pageSize: 1,
        });
        return { slug: brand.slug, name: brand.name, productCount: page.total };
      }),
    );
    return { brands: brands.filter((brand) => brand.productCount > 0) };
  }

  async function loadBrandPage(slug: string): Promise<BrandPage> {
    const brand = featuredBrandOf(slug)!;
    const [page, offers] = await Promise.all([
      list({
        manufacturer: brand.manufacturer,
        sort: 'popularity',
        pageSize: BRAND_PAGE_SIZE,
      }),
      listing.offersForManufacturer(brand.manufacturer),
    ]);
    return {
      slug: brand.slug,
      name: brand.name,
      manufacturer: brand.manufacturer,
      productCount: page.total,
      items: page.items.map(stripSearch),
      offers,
    };
  }
}

/** A listing item without the search fields (matched words, highlights) a value page has no use for. */
function stripSearch<T extends { matchedWords?: unknown; highlights?: unknown }>(item: T) {
  const { matchedWords: _words, highlights: _highlights, ...summary } = item;
  return summary;
}

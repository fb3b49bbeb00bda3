import type { Leaflet } from '@aushadh/shared/catalog/schemas.ts';
import { leafletFor } from './leaflets.ts';
import type {
  Category,
  MedicineSearchResult,
  ProductDetail,
  ProductListItem,
  ProductListQuery,
  ProductPage,
  ProductSummary,
  RelatedProducts,
  SearchHighlights,
  SearchSummary,
  Substitute,
} from '@aushadh/shared/catalog/schemas.ts';
import { percentOff } from '@aushadh/shared/catalog/schemas.ts';
import { z } from 'zod';
import type { ChangeEvent, ChangeFeed } from '../../lib/change-feed.ts';
import { memo, memoByKey } from '../../lib/memo.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PersonalDataContributor } from '../../lib/personal-data.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CatalogRepository, ProductFilter, ProductSummaryRow, PurchaseFactsRow } from './catalog.repository.ts';
import { createSearchIndex, type SearchIndex, type SearchOutcome } from './search-index.ts';
import { createStockKeeping } from './stock-keeping.ts';
import { createStockRepository, type StockRepository } from './stock.repository.ts';

/** The catalog's write side for the admin (product-admin.ts); the admin dashboard counts low stock through it. */
export type { ProductAdmin as CatalogAdmin } from './product-admin.ts';
/** What packing, cancelling and returns move between an order and the shelf (the orders feature uses it). */
export type { BatchUnits } from './stock-keeping.ts';
import { createViewRecorder } from './view-recorder.ts';

const FEATURED_LIMIT = 12;
/** SPEC §7 dropdown: at most this many results. */
export const SEARCH_RESULT_LIMIT = 10;
/** SPEC §4/§9: shorter queries answer an empty list. */
export const SEARCH_MIN_LENGTH = 2;
/** A listing's `q` ranks at most this many matches (a broader query is better narrowed by filters). */
const LISTING_MATCH_CAP = 5000;
const FACET_LIMIT = 40;
const SUBSTITUTE_LIMIT = 20;
const SIMILAR_LIMIT = 12;
const TOGETHER_LIMIT = 4;
export const RECENTLY_VIEWED_KEEP = 20;
const SEARCH_CACHE_SIZE = 2000;
/** Product details kept in memory, least recently loaded dropped first (≈ 4 kB of JSON each). */
const DETAIL_CACHE_SIZE = 2000;
/**
 * A safety net only: writes drop a product's detail at once (this instance's and, by the change feed, others').
 * Long, because on PGlite a reload runs in this thread: 2,000 expiring together stalled requests for seconds.
 */
const DETAIL_CACHE_MS = 10 * 60_000;
/** Related products kept per product (substitutes, similar, together: several queries each). */
const RELATED_CACHE_SIZE = 2000;
/** The change feed topic of catalog writes (stock, products) shared by every instance. */
export const CATALOG_CHANGES_TOPIC = 'catalog';
/** Above this many ids one notification just says "everything" (NOTIFY payloads are capped at 8 kB). */
const ANNOUNCE_MAX_IDS = 500;
/** Notifications from other instances within this window refresh the search index in one query. */
const APPLY_BATCH_MS = 20;

const catalogChangeSchema = z.object({
  /** Stock or purchases moved (orders, cancellations, restocking). */
  stock: z.array(z.number().int()).optional(),
  /** Name, salt, maker, price, flags … edited, or the product added or deleted. */
  products: z.array(z.number().int()).optional(),
  all: z.literal(true).optional(),
});
export type CatalogChange = z.infer<typeof catalogChangeSchema>;

/**
 * Frequently bought together, until there are orders to learn from: OTC products from the categories a
 * buyer of this category typically adds to the same basket (a thermometer with a fever medicine, a probiotic
 * with an antibiotic, a glucometer's strips with a diabetes medicine …), in this order of preference.
 */
export const COMPLEMENTARY_CATEGORIES: Record<string, string[]> = {
  'pain-relief': ['bone-joint-care', 'pain-relief', 'vitamins-supplements'],
  'cold-cough-fever': ['healthcare-devices', 'vitamins-supplements', 'cold-cough-fever'],
  'antibiotics-infections': ['stomach-care', 'vitamins-supplements'],
  'diabetes-care': ['healthcare-devices', 'vitamins-supplements', 'diabetes-care'],
  'heart-care': ['healthcare-devices', 'vitamins-supplements'],
  'stomach-care': ['stomach-care', 'ayurveda'],
  'skin-care': ['personal-care', 'skin-care'],
  'personal-care': ['skin-care', 'personal-care'],
  'baby-care': ['baby-care', 'personal-care'],
  'womens-health': ['vitamins-supplements', 'personal-care', 'womens-health'],
  allergy: ['cold-cough-fever', 'eye-ear-care', 'allergy'],
  'mental-wellness': ['vitamins-supplements', 'ayurveda'],
  'eye-ear-care': ['eye-ear-care', 'personal-care'],
  'bone-joint-care': ['pain-relief', 'vitamins-supplements', 'healthcare-devices'],
  'thyroid-care': ['vitamins-supplements', 'healthcare-devices'],
  'vitamins-supplements': ['ayurveda', 'vitamins-supplements'],
  ayurveda: ['ayurveda', 'vitamins-supplements'],
  'healthcare-devices': ['healthcare-devices', 'covid-19'],
  'covid-19': ['covid-19', 'vitamins-supplements', 'healthcare-devices'],
  saffron: ['saffron', 'skin-care', 'ayurveda'],
};

/** Where co-purchase data plugs in once orders exist: product ids bought with `productId`, most often first. */
export type CoPurchaseSource = (productId: number, limit: number) => Promise<number[]>;

/** A product and how many of it an order takes or gives back. */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** A product as the cart and checkout price it (see `purchaseFacts`). */
export type PurchaseFacts = PurchaseFactsRow;

/** What the sitemaps list, read once per catalog version. */
export interface SitemapSource {
  version: number;
  products: { id: number; lastmod: Date }[];
  categories: { id: number; lastmod: Date }[];
  specialties: { slug: string; lastmod: Date }[];
}

export interface CatalogServiceOptions {
  /** The current transaction: stock is reserved and released inside the caller's. */
  uow: UnitOfWork;
  /** Frequently-bought-together from real orders; the category rule fills whatever it does not. */
  coPurchases?: CoPurchaseSource;
  /**
   * Re-read stock and popularity for the whole index this often; 0 = never. Only a safety net: other
   * instances' writes arrive through `changes` within milliseconds.
   */
  signalRefreshMs?: number;
  /**
   * Cross-instance notifications (LISTEN/NOTIFY): what other instances changed, and how to tell them
   * (`notify` queues on the current transaction, delivered when it commits).
   */
  changes?: Pick<ChangeFeed, 'subscribe'> & { notify(topic: string, payload: unknown): Promise<void> };
  /** How often views and "previously browsed" are written from memory; 0 = only by size, sign-in and close. */
  viewFlushMs?: number;
  /** Batches and stock movements (issue 12); on the unit of work's database by default. */
  stockRepository?: StockRepository;
  log?: { info(message: string): void; warn(message: string): void; error(error: unknown, message?: string): void };
}

/**
 * A flush starts at once past this many pending entries (else every `viewFlushMs`). High, because a busy
 * catalog's views would otherwise be written many times a second, one row per product each time.
 */
const VIEW_FLUSH_AT_ENTRIES = 5000;
/** Rows per statement of a flush (≈ a few ms of PGlite each: requests interleave between them). */
const VIEW_FLUSH_CHUNK = 250;
/** Held while the database is unreachable; beyond it the oldest views are dropped (and counted). */
const VIEW_BUFFER_MAX_ENTRIES = 10_000;

interface SearchRow {
  id: number;
  name: string;
  manufacturer: string;
  saltComposition: string;
  mrpPaise: number;
  pricePaise: number;
  prescriptionRequired: boolean;
  stock: number;
  popularity: number;
  isMedicine: boolean;
}

/** The dropdown's answer: SPEC §7's list, and how the words matched (sent as headers). */
export interface MedicineSearchAnswer {
  results: MedicineSearchResult[];
  summary: SearchSummary;
}

/** The query's words a hit matched (bit i of `matched` = word i). */
const wordsOf = (outcome: SearchOutcome, matched: number) => outcome.words.filter((_, i) => matched & (1 << i));

function summarise(query: string, outcome: SearchOutcome): SearchSummary {
  let matched = 0;
  for (const hit of outcome.hits) matched |= hit.matched;
  return {
    query,
    mode: outcome.mode,
    matchedWords: wordsOf(outcome, matched),
    unmatchedWords: wordsOf(outcome, ~matched),
    suggestion: outcome.suggestion,
  };
}

const highlightsOf = (
  outcome: SearchOutcome,
  product: { name: string; saltComposition: string; manufacturer: string },
): SearchHighlights => ({
  name: outcome.highlight(product.name),
  saltComposition: outcome.highlight(product.saltComposition),
  manufacturer: outcome.highlight(product.manufacturer),
});

const toSearchResult = (row: SearchRow): MedicineSearchResult => ({
  id: row.id,
  name: row.name,
  manufacturer: row.manufacturer,
  imageUrl: productImagePath(row.id),
  price: row.mrpPaise,
  discountedPrice: row.pricePaise,
  saltComposition: row.saltComposition,
  prescriptionRequired: row.prescriptionRequired,
  inStock: row.stock > 0,
});

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whose "previously browsed" a guest's views go to (a signed-in customer's are `u:<userId>`). */
export const guestVisitorKey = (guestId: string) => `g:${guestId}`;

export const productImagePath = (id: number) => `/api/images/products/${id}.webp`;
export const categoryImagePath = (slug: string) => `/api/images/categories/${slug}.svg`;

/** "Paracetamol (650mg) + Caffeine (50mg)" → ["paracetamol", "caffeine"] */
const saltNames = (composition: string) =>
  composition
    .split('+')
    .map((part) =>
      part
        .replace(/\(.*?\)/g, '')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);

function distinctBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function toSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    manufacturer: row.manufacturer,
    imageUrl: productImagePath(row.id),
    price: row.mrpPaise,
    discountedPrice: row.pricePaise,
    packSize: row.packSize,
    medicineType: row.medicineType,
    saltComposition: row.saltComposition,
    prescriptionRequired: row.prescriptionRequired,
    inStock: row.stock > 0,
    rating: row.ratingTenths / 10,
    ratingCount: row.ratingCount,
    isFeatured: row.isFeatured,
    tags: row.tags,
  };
}

export function createCatalogService(repository: CatalogRepository, options: CatalogServiceOptions) {
  const { uow } = options;
  let index: SearchIndex | null = null;
  let building: Promise<SearchIndex> | null = null;
  /** The dropdown's fields, so a search answers without a database round trip. */
  const results = new Map<number, MedicineSearchResult>();
  const cache = new Map<string, MedicineSearchAnswer>();
  let cacheVersion = -1;
  let refreshTimer: NodeJS.Timeout | null = null;
  // The home page asks for these on every visit; they change only with catalog writes and stock.
  const categoriesShelf = memo(async () => {
    const rows = await repository.listCategories();
    return rows.map((row) => ({ ...row, imageUrl: categoryImagePath(row.slug), link: `/products/category/${row.id}` }));
  }, 10 * 60_000);
  const featuredShelf = memo(async () => (await repository.listFeatured(FEATURED_LIMIT)).map(toSummary), 60_000);
  // Sitemaps read every product: one read per catalog version (dropped when a product is added, edited or deleted).
  let sitemapVersion = 0;
  const sitemapSource = memo(async (): Promise<SitemapSource> => {
    const [rows, categoryRows] = await Promise.all([repository.sitemapRows(), repository.listCategories()]);
    const latest = new Map<number, Date>();
    for (const row of rows.products) {
      const seen = latest.get(row.categoryId);
      if (!seen || row.lastmod > seen) latest.set(row.categoryId, row.lastmod);
    }
    return {
      version: ++sitemapVersion,
      products: rows.products.map(({ id, lastmod }) => ({ id, lastmod })),
      // A category or specialty with no product is an empty page: not worth a crawler's visit.
      categories: categoryRows.flatMap((c) => (latest.has(c.id) ? [{ id: c.id, lastmod: latest.get(c.id)! }] : [])),
      specialties: rows.specialties,
    };
  }, 60 * 60_000);
  // A listing's count and maker facets are the same for every page and sort of one filter: the
  // expensive part of a listing on PGlite. Kept a minute, dropped on any catalog or stock change.
  const filterKey = (filter: ProductFilter) => JSON.stringify(filter);
  const listingOrder = memoByKey(
    (key: { filter: ProductFilter; sort: ProductListQuery['sort'] }) => repository.orderedIds(key.filter, key.sort),
    { ttlMs: 60_000, max: 200, keyOf: (key) => `${key.sort}|${filterKey(key.filter)}` },
  );
  const listingFacets = memoByKey((filter: ProductFilter) => repository.manufacturerFacets(filter, FACET_LIMIT), {
    ttlMs: 60_000,
    max: 500,
    keyOf: filterKey,
  });
  const filterMatches = memoByKey((filter: ProductFilter) => repository.filterIds(filter), {
    ttlMs: 60_000,
    max: 200,
    keyOf: filterKey,
  });
  /** The product page's detail as stored (views without this instance's pending ones); null if unknown. */
  async function loadDetail(id: number): Promise<ProductDetail | null> {
    const row = await repository.findProductDetail(id);
    if (!row) return null;
    const { monograph, ...product } = row;
    return {
      ...toSummary(product),
      categoryId: product.categoryId,
      categoryName: product.categoryName,
      categorySlug: product.categorySlug,
      manufacturerAddress: product.manufacturerAddress,
      countryOfOrigin: product.countryOfOrigin,
      stock: product.stock,
      maxOrderQuantity: product.maxOrderQuantity,
      discountPercent: percentOff(product.mrpPaise, product.pricePaise) ?? 0,
      schedule: product.schedule,
      kind: monograph.kind,
      specifications: monograph.specifications ?? [],
      warnings: monograph.kind === 'medicine' ? [] : warningsOf(monograph.safetyAdvice),
      views: product.views,
      purchases: product.purchases,
      specialties: product.specialties,
      description: monograph.description,
      introduction: monograph.introduction,
      benefits: monograph.benefits,
      howToUse: monograph.howToUse,
      howItWorks: monograph.howItWorks,
      safetyAdvice: monograph.safetyAdvice,
      // "Missed dose" belongs to medicines only; a device or a protein powder has none.
      missedDose: monograph.kind === 'medicine' ? monograph.missedDose : '',
      sideEffects: monograph.sideEffects,
      storage: monograph.storage,
      primaryUse: monograph.primaryUse,
      factBox: {
        habitForming: monograph.habitForming,
        therapeuticClass: monograph.therapeuticClass,
        chemicalClass: monograph.chemicalClass,
        actionClass: monograph.actionClass,
      },
      faq: monograph.faq,
    };
  }

  // Product pages are read far more than written: the detail is kept per id, dropped by every catalog or
  // stock change this instance makes or hears of (the change feed), with a time limit as a safety net.
  const details = new Map<number, { detail: ProductDetail; expires: number }>();
  const loadingDetails = new Map<number, Promise<ProductDetail | null>>();
  /** Bumped by every change: a load that began before it must not cache what it read. */
  let detailGeneration = 0;
  function dropDetails(ids?: Iterable<number>) {
    detailGeneration += 1;
    if (!ids) details.clear();
    else for (const id of ids) details.delete(id);
  }
  function productDetail(id: number): Promise<ProductDetail | null> {
    const hit = details.get(id);
    if (hit && hit.expires > Date.now()) return Promise.resolve(hit.detail);
    // Past its time limit (no write dropped it): answered as is while one reload runs behind it.
    if (hit) {
      void loadDetailOnce(id).catch((error: unknown) => options.log?.error(error, 'reloading a product detail failed'));
      return Promise.resolve(hit.detail);
    }
    return loadDetailOnce(id);
  }
  function loadDetailOnce(id: number): Promise<ProductDetail | null> {
    let loading = loadingDetails.get(id);
    if (!loading) {
      const generation = detailGeneration;
      loading = loadDetail(id)
        .then((detail) => {
          details.delete(id);
          if (detail && generation === detailGeneration) {
            details.set(id, { detail, expires: Date.now() + DETAIL_CACHE_MS });
            if (details.size > DETAIL_CACHE_SIZE) details.delete(details.keys().next().value!);
          }
          return detail;
        })
        .finally(() => loadingDetails.delete(id));
      loadingDetails.set(id, loading);
    }
    return loading;
  }

  // Views and "previously browsed" are written in the background, never by the GET that causes them.
  const views = createViewRecorder(
    {
      addViews: async (counts) => {
        await repository.addViews(counts);
        // The cached details' stored counts move with the write (the pending ones are added per answer).
        detailGeneration += 1;
        for (const { productId, views: n } of counts) {
          const hit = details.get(productId);
          if (hit) hit.detail = { ...hit.detail, views: hit.detail.views + n };
        }
      },
      upsertRecentlyViewed: (rows, keep) => repository.upsertRecentlyViewed(rows, keep),
      forgetRecentlyViewed: (keys) => repository.forgetVisitors(keys),
    },
    {
      keep: RECENTLY_VIEWED_KEEP,
      flushEveryMs: options.viewFlushMs ?? 2000,
      flushAtEntries: VIEW_FLUSH_AT_ENTRIES,
      flushChunk: VIEW_FLUSH_CHUNK,
      maxEntries: VIEW_BUFFER_MAX_ENTRIES,
      log: options.log,
    },
  );
  views.start();
  const dropListingCaches = () => {
    listingOrder.invalidate();
    listingFacets.invalidate();
    filterMatches.invalidate();
  };
  // A product's related products hold other products' prices and stock: any catalog change drops them all.
  const relatedProducts = memoByKey((id: number) => loadRelated(id), {
    ttlMs: DETAIL_CACHE_MS,
    max: RELATED_CACHE_SIZE,
    keyOf: String,
  });
  /**
   * Bumped by every catalog or stock change this instance makes or hears of, after its caches were dropped:
   * what is derived from the catalog elsewhere (rendered pages) is stale once it moves.
   */
  let version = 0;
  /** Bumped only by product writes (price, MRP, new, retired, imported), never by stock or popularity. */
  let productsVersion = 0;
  function catalogChanged() {
    dropListingCaches();
    relatedProducts.invalidate();
    version += 1;
  }

  async function buildIndex(): Promise<SearchIndex> {
    const started = performance.now();
    const rows = await repository.searchDocuments();
    const fresh = createSearchIndex();
    fresh.upsert(rows.map((r) => ({ ...r, inStock: r.stock > 0 })));
    results.clear();
    for (const row of rows) results.set(row.id, toSearchResult(row));
    index = fresh;
    dropDetails();
    // A rebuilt index may reach the old one's version number: never answer from the old cache.
    cache.clear();
    cacheVersion = -1;
    options.log?.info(`Search index: ${rows.length} products in ${Math.round(performance.now() - started)} ms`);
    return fresh;
  }

  function searchIndex(): Promise<SearchIndex> {
    if (index) return Promise.resolve(index);
    building ??= buildIndex().finally(() => {
      building = null;
    });
    return building;
  }

  function cached(key: string, version: number): MedicineSearchAnswer | undefined {
    if (version !== cacheVersion) {
      cache.clear();
      cacheVersion = version;
      return undefined;
    }
    const hit = cache.get(key);
    if (hit) {
      // Refresh recency (Map keeps insertion order: the first key is the least recently used).
      cache.delete(key);
      cache.set(key, hit);
    }
    return hit;
  }

  function remember(key: string, value: MedicineSearchAnswer) {
    cache.set(key, value);
    if (cache.size > SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }

  /** True when a signal changed. */
  async function refreshSignals(ids?: number[]): Promise<boolean> {
    const current = await searchIndex();
    const before = current.version;
    const rows = await repository.searchSignals(ids);
    current.updateSignals(rows.map((r) => ({ id: r.id, inStock: r.stock > 0, popularity: r.popularity })));
    for (const row of rows) {
      const result = results.get(row.id);
      if (result && result.inStock !== row.stock > 0) results.set(row.id, { ...result, inStock: row.stock > 0 });
    }
    return current.version !== before;
  }

  async function reindexProducts(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const current = await searchIndex();
    const rows = await repository.searchDocuments(ids);
    const found = new Set(rows.map((r) => r.id));
    current.remove(ids.filter((id) => !found.has(id)));
    for (const id of ids) if (!found.has(id)) results.delete(id);
    current.upsert(rows.map((r) => ({ ...r, inStock: r.stock > 0 })));
    for (const row of rows) results.set(row.id, toSearchResult(row));
    dropDetails(ids);
    categoriesShelf.invalidate();
    sitemapSource.invalidate();
    featuredShelf.invalidate();
    productsVersion += 1;
    catalogChanged();
  }

  async function refreshSearchSignals(ids: number[]): Promise<void> {
    dropDetails(ids);
    if (ids.length > 0) await refreshSignals(ids);
    featuredShelf.invalidate();
    catalogChanged();
  }

  // Another instance's writes: caches go at once, the index entries follow in one batched read.
  const incoming = { stock: new Set<number>(), products: new Set<number>(), all: false };
  let applying: Promise<void> = Promise.resolve();
  let applyTimer: NodeJS.Timeout | null = null;

  function receive(event: ChangeEvent) {
    if (event.kind === 'message') {
      // The writer refreshed itself right after its commit.
      if (event.own) return;
      const change = catalogChangeSchema.safeParse(event.payload);
      if (!change.success) {
        options.log?.error(change.error, 'ignored a malformed catalog change');
        return;
      }
      for (const id of change.data.stock ?? []) incoming.stock.add(id);
      for (const id of change.data.products ?? []) incoming.products.add(id);
      if (change.data.all) incoming.all = true;
    } else {
      incoming.all = true;
    }
    if (incoming.all || incoming.products.size > 0) {
      categoriesShelf.invalidate();
      sitemapSource.invalidate();
      productsVersion += 1;
    }
    featuredShelf.invalidate();
    catalogChanged();
    applyTimer ??= setTimeout(() => {
      applyTimer = null;
      applying = applying.then(applyIncoming).catch((error: unknown) => {
        options.log?.error(error, 'applying catalog changes from another instance failed');
      });
    }, APPLY_BATCH_MS);
  }

  async function applyIncoming() {
    const all = incoming.all;
    const products = [...incoming.products];
    const stock = [...incoming.stock].filter((id) => !incoming.products.has(id));
    incoming.all = false;
    incoming.products.clear();
    incoming.stock.clear();
    // Not built yet: the first search builds it from the database as it is now.
    if (!index) {
      dropDetails();
      catalogChanged();
      return;
    }
    if (all) {
      await buildIndex();
    } else {
      await reindexProducts(products);
      await refreshSearchSignals(stock);
    }
  }

  const unsubscribe = options.changes?.subscribe(CATALOG_CHANGES_TOPIC, receive);

  /**
   * Tells every other instance about a catalog write, inside the writing transaction: delivered when it
   * commits, never if it rolls back. This instance refreshes itself after the commit (so the writer's next
   * read already sees it).
   */
  async function announceChanges(change: Omit<CatalogChange, 'all'>): Promise<void> {
    if (!options.changes) return;
    const stock = [...new Set(change.stock ?? [])];
    const products = [...new Set(change.products ?? [])];
    if (stock.length + products.length === 0) return;
    const payload: CatalogChange =
      stock.length + products.length > ANNOUNCE_MAX_IDS ? { all: true } : { stock, products };
    await options.changes.notify(CATALOG_CHANGES_TOPIC, payload);
  }

  async function stockMoved(ids: number[]) {
    await announceChanges({ stock: ids });
    uow.afterCommit(() => refreshSearchSignals(ids));
  }

  /** Stock moves only as part of a caller's unit of work: alone, a partial reservation could commit. */
  function requireTransaction(what: string) {
    if (!uow.inTransaction()) throw new Error(`catalog.${what} must run inside a transaction`);
  }

  const stock = createStockKeeping({
    repository: options.stockRepository ?? createStockRepository(uow),
    uow,
    stockMoved,
  });

  /** Resolves the listing query to repository filters; 404 for an unknown category or specialty. */
  async function resolveFilter(query: ProductListQuery): Promise<ProductFilter & { empty?: boolean }> {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw new AppError('PRICE_RANGE_INVALID');
    }
    if (query.categoryId !== undefined && !(await repository.findCategory(query.categoryId)))
      throw new AppError('CATEGORY_NOT_FOUND');
    let specialtyId: number | undefined;
    if (query.specialty !== undefined) {
      const specialty = await repository.findSpecialtyBySlug(query.specialty);
      if (!specialty) throw new AppError('SPECIALTY_NOT_FOUND');
      specialtyId = specialty.id;
    }
    return {
      categoryId: query.categoryId,
      specialtyId,
      manufacturer: query.manufacturer || undefined,
      prescription: query.prescription,
      inStock: query.inStock,
      featured: query.featured,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      minDiscount: query.minDiscount,
    };
  }

  /** Substitutes, similar medicines and frequently bought together, from the database. */
  async function loadRelated(id: number): Promise<RelatedProducts> {
    const product = await repository.findRelationKeys(id);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const ownUnit = product.pricePaise / product.unitsPerPack;
    // Substitutes are the same salt from another maker: a device or a wellness line has no salt to share.
    const substituteRows =
      product.kind === 'medicine' ? await repository.substitutes(product.compositionKey, id, SUBSTITUTE_LIMIT) : [];
    const substitutes: Substitute[] = substituteRows.map((row) => {
      const unit = row.pricePaise / row.unitsPerPack;
      const savings = ownUnit - unit;
      return {
        ...toSummary(row),
        unitsPerPack: row.unitsPerPack,
        unitPricePaise: round2(unit),
        savingsPerUnitPaise: round2(savings),
        savingsPercent: ownUnit > 0 ? Math.round((savings / ownUnit) * 100) : 0,
      };
    });

    const similarRows = await repository.similar(product, SIMILAR_LIMIT * 4);
    const similar = distinctBy(similarRows, (r) => `${r.name}|${r.manufacturer}`)
      .slice(0, SIMILAR_LIMIT)
      .map(toSummary);

    const together: ProductSummaryRow[] = [];
    const takenMonographs = new Set<number>();
    if (options.coPurchases) {
      const ids = (await options.coPurchases(id, TOGETHER_LIMIT)).filter((other) => other !== id);
      together.push(...(await repository.summariesByIds(ids)).slice(0, TOGETHER_LIMIT));
    }
    if (together.length < TOGETHER_LIMIT) {
      const preferred = COMPLEMENTARY_CATEGORIES[product.categorySlug] ?? ['vitamins-supplements'];
      const ownSalts = new Set(saltNames(product.saltComposition));
      const candidates = await repository.popularOtcInCategories(preferred, product.monographId, 80);
      candidates.sort((a, b) => preferred.indexOf(a.categorySlug) - preferred.indexOf(b.categorySlug));
      // Round-robin over the preferred categories, one product per generic, most bought first.
      const queues = preferred.map((slug) => candidates.filter((c) => c.categorySlug === slug));
      const chosen = new Set(together.map((t) => t.id));
      while (together.length < TOGETHER_LIMIT && queues.some((queue) => queue.length > 0)) {
        for (const queue of queues) {
          const next = queue.shift();
          if (!next || together.length >= TOGETHER_LIMIT) continue;
          if (takenMonographs.has(next.monographId) || chosen.has(next.id)) continue;
          // Never the same active ingredient again (a children's syrup of the same salt is not a complement).
          if (saltNames(next.saltComposition).some((salt) => ownSalts.has(salt))) continue;
          takenMonographs.add(next.monographId);
          chosen.add(next.id);
          together.push(next);
        }
      }
    }
    return { substitutes, similar, frequentlyBoughtTogether: together.map(toSummary) };
  }

  return {
    /** Builds the in-process search index from the database (call once at start; logs its size and time). */
    async warmSearchIndex(): Promise<void> {
      await searchIndex();
      if (options.signalRefreshMs && !refreshTimer) {
        refreshTimer = setInterval(() => {
          refreshSignals()
            .then((changed) => {
              if (!changed) return;
              featuredShelf.invalidate();
              catalogChanged();
            })
            .catch((error: unknown) => options.log?.error(error, 'search signal refresh failed'));
        }, options.signalRefreshMs);
        refreshTimer.unref();
      }
    },

    async stop() {
      if (refreshTimer) clearInterval(refreshTimer);
      refreshTimer = null;
      unsubscribe?.();
      if (applyTimer) clearTimeout(applyTimer);
      applyTimer = null;
      await applying;
      // Before the database closes: a clean shutdown loses no view.
      await views.stop();
    },

    /**
     * The admin wrote these products (created, edited, retired), inside its transaction: other instances hear
     * of it when it commits, and this one reindexes search and drops its shelves and pages right after.
     */
    async productsWritten(ids: number[]): Promise<void> {
      requireTransaction('productsWritten');
      await announceChanges({ products: ids });
      uow.afterCommit(() => reindexProducts(ids));
    },

    /** Writes the pending views and histories now (tests; the timer does it every `viewFlushMs`). */
    flushViews: () => views.flush(),

    /* The chemist's stock: batches, received, written off, low stock; packing takes from batches. */
    ...stock,

    /** Products whose name, salt or maker match `q`, with their sellable count (the chemist's stock search). */
    async findStockProducts(q: string) {
      const hits = (await searchIndex()).search(q, { limit: 20 }).hits.map((hit) => hit.id);
      return stock.stockProducts(hits);
    },

    /**
     * Takes `lines` from stock for an order, inside the caller's transaction (a shortfall throws, and the
     * rollback returns whatever was taken before it). Rows are locked in product-id order, so two buyers of
     * the same products never deadlock. Other instances hear of it, and this one's caches follow, on commit.
     */
    async reserveStock(lines: StockLine[]): Promise<void> {
      requireTransaction('reserveStock');
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        if (await repository.takeStock(line.productId, line.quantity)) continue;
        const product = await repository.stockOf(line.productId);
        const name = product?.name ?? `Product ${line.productId}`;
        const left = product?.stock ?? 0;
        throw left === 0
          ? new AppError('SOLD_OUT_AT_CHECKOUT', { name })
          : new AppError('STOCK_SHORT_AT_CHECKOUT', { name, left, quantity: line.quantity });
      }
      await stockMoved(lines.map((l) => l.productId));
    },

    /** Puts `lines` back on the shelf (a cancelled order), inside the caller's transaction. */
    async releaseStock(lines: StockLine[]): Promise<void> {
      requireTransaction('releaseStock');
      for (const line of [...lines].sort((a, b) => a.productId - b.productId))
        await repository.returnStock(line.productId, line.quantity);
      await stockMoved(lines.map((l) => l.productId));
    },

    /**
     * Keeps the search index in step after products were created, edited or deleted (any write to name,
     * salt, maker, price or stock): re-reads them from the database. Call it after the write commits.
     */
    reindexProducts,

    /** Cheaper than a reindex when only stock or purchases moved (orders, restocking). */
    refreshSearchSignals,

    /**
     * SPEC §7 search-as-you-type: trimmed, under 2 characters → [], at most 10, pack variants collapsed; each
     * result with the words it matched and where, and a summary (partial match, did you mean).
     */
    async searchMedicines(rawQuery: string): Promise<MedicineSearchAnswer> {
      const q = rawQuery.trim();
      if (q.length < SEARCH_MIN_LENGTH)
        return {
          results: [],
          summary: { query: q, mode: 'none', matchedWords: [], unmatchedWords: [], suggestion: null },
        };
      const current = index ?? (await searchIndex());
      const key = q.toLowerCase();
      const hit = cached(key, current.version);
      if (hit) return hit;
      const outcome = current.search(q, { limit: SEARCH_RESULT_LIMIT, dedupe: true });
      const found = outcome.hits.flatMap((r) => {
        const result = results.get(r.id);
        return result
          ? [{ ...result, matchedWords: wordsOf(outcome, r.matched), highlights: highlightsOf(outcome, result) }]
          : [];
      });
      const answer = { results: found, summary: summarise(q, outcome) };
      remember(key, answer);
      return answer;
    },

    async listSpecialties() {
      return repository.listSpecialties();
    },

    listCategories(): Promise<Category[]> {
      return categoriesShelf.get();
    },

    listFeatured(): Promise<ProductSummary[]> {
      return featuredShelf.get();
    },

    /** GET /api/products: every filter and sort of productListQuerySchema, paginated, with maker facets. */
    async listProducts(query: ProductListQuery): Promise<ProductPage> {
      const filter = await resolveFilter(query);
      const limit = query.pageSize;
      const offset = (query.page - 1) * query.pageSize;
      const q = query.q?.trim() ?? '';
      let outcome: SearchOutcome | null = null;
      if (q) {
        outcome = (await searchIndex()).search(q, { limit: LISTING_MATCH_CAP });
        filter.ids = outcome.hits.map((r) => r.id);
      }
      const facetsPromise = listingFacets.get(filter);
      let items: ProductSummaryRow[];
      let total: number;
      if (filter.ids && query.sort === 'relevance') {
        // Order comes from the search ranking; the database only filters.
        const passing = await filterMatches.get(filter);
        const ordered = filter.ids.filter((id) => passing.has(id));
        total = ordered.length;
        items = await repository.summariesByIds(ordered.slice(offset, offset + limit));
      } else {
        const ordered = await listingOrder.get({ filter, sort: query.sort });
        total = ordered.length;
        items = await repository.summariesByIds(ordered.slice(offset, offset + limit));
      }
      let listed: ProductListItem[] = items.map(toSummary);
      if (outcome) {
        const found = outcome;
        const matched = new Map(found.hits.map((hit) => [hit.id, hit.matched]));
        listed = listed.map((item) => ({
          ...item,
          matchedWords: wordsOf(found, matched.get(item.id) ?? 0),
          highlights: highlightsOf(found, item),
        }));
      }
      return {
        items: listed,
        total,
        page: query.page,
        pageSize: query.pageSize,
        facets: { manufacturers: await facetsPromise },
        ...(outcome ? { search: summarise(q, outcome) } : {}),
      };
    },

    /** Substitutes, similar medicines and frequently bought together for the product page (cached per product). */
    /** The value store's generics (issue 18): each leading brand beside the cheapest same salt + strength. */
    async genericSavings(limit: number) {
      const pairs = await repository.genericSavingPairs(limit);
      const rows = await repository.summariesByIds(pairs.flatMap((p) => [p.leaderId, p.genericId]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return pairs.flatMap((p) => {
        const leader = byId.get(p.leaderId);
        const generic = byId.get(p.genericId);
        return leader && generic
          ? [{ leader: toSummary(leader), generic: toSummary(generic), savingPercent: Math.min(100, p.savingPercent) }]
          : [];
      });
    },

    getRelated(id: number): Promise<RelatedProducts> {
      return relatedProducts.get(id);
    },

    /** Changes with every catalog or stock change (see `catalogChanged`): tags what was derived from it. */
    version: () => version,

    /**
     * Changes with every product write on any instance (price, MRP, new, retired) but not with stock or
     * popularity: what depends on prices alone (the value store, issue 18) is keyed on it.
     */
    productsVersion: () => productsVersion,

    /** A product page answered without asking for its detail (a rendered page from memory): its view counts. */
    recordView(productId: number, visitorKey: string | null): void {
      views.record(productId, visitorKey);
    },

    /** This visitor's previously browsed, newest first: the database's rows and this instance's pending views. */
    async listRecentlyViewed(visitorKey: string | null): Promise<ProductSummary[]> {
      if (!visitorKey) return [];
      const stored = await repository.listRecentlyViewed(visitorKey, RECENTLY_VIEWED_KEEP);
      const pending = views.pendingRecent(visitorKey);
      if (pending.size === 0) return stored.map(toSummary);
      const at = new Map(stored.map((row) => [row.id, row.viewedAt.getTime() * 1000]));
      for (const [id, micros] of pending) at.set(id, Math.max(at.get(id) ?? 0, micros));
      const newest = [...at]
        .sort((x, y) => y[1] - x[1] || y[0] - x[0])
        .slice(0, RECENTLY_VIEWED_KEEP)
        .map(([id]) => id);
      const rows = new Map<number, ProductSummaryRow>(stored.map((row) => [row.id, row]));
      for (const row of await repository.summariesByIds(newest.filter((id) => !rows.has(id)))) rows.set(row.id, row);
      return newest.flatMap((id) => rows.get(id) ?? []).map(toSummary);
    },

    /** At sign-in: the guest's history follows them to their account. */
    async adoptRecentlyViewed(fromVisitorKey: string, toVisitorKey: string): Promise<void> {
      if (fromVisitorKey === toVisitorKey) return;
      // The guest's pending views first, so the move takes all of them.
      await views.flush();
      await repository.moveRecentlyViewed(fromVisitorKey, toVisitorKey, RECENTLY_VIEWED_KEEP);
    },

    /** A signed-in customer's browsing history is personal data: exported and erased with the account. */
    personalData: {
      name: 'recently-viewed',
      async export({ userId }) {
        await views.flush();
        const rows = await repository.recentlyViewedOf(`u:${userId}`);
        return { recentlyViewed: rows.map((r) => ({ ...r, viewedAt: r.viewedAt.toISOString() })) };
      },
      erase: ({ userId }) => {
        views.forget(`u:${userId}`);
        return repository.forgetRecentlyViewed(`u:${userId}`);
      },
    } satisfies PersonalDataContributor,

    /**
     * Full detail. `countView` (false for HEAD prefetches and server-rendered meta) records a view, and the
     * visitor's history, in memory: the background flush writes them.
     */
    async getProduct(id: number, options: { countView: boolean; visitorKey?: string | null }): Promise<ProductDetail> {
      const detail = await productDetail(id);
      if (!detail) throw new AppError('PRODUCT_NOT_FOUND');
      if (options.countView) views.record(id, options.visitorKey ?? null);
      return { ...detail, views: detail.views + views.pendingViews(id) };
    },

    /** The product's medicine leaflet in `language` (issue 20); null when it has no translation there. */
    async leaflet(id: number, language: string): Promise<Leaflet | null> {
      const row = await repository.findProductDetail(id);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      return leafletFor(row.monograph.key, language);
    },

    /** Detail without counting a view; null when there is no such product (server-rendered meta). */
    async findProduct(id: number): Promise<ProductDetail | null> {
      const detail = await productDetail(id);
      return detail && { ...detail, views: detail.views + views.pendingViews(id) };
    },

    /**
     * Prices, limits, stock and supply (HSN code, batch, expiry) of these products in one read, keyed by
     * product id; a product no longer sold is missing. The cart and checkout price from these, never the client.
     */
    async purchaseFacts(ids: number[]): Promise<Map<number, PurchaseFacts>> {
      const rows = await repository.purchaseFacts([...new Set(ids)]);
      return new Map(rows.map((row) => [row.productId, row]));
    },

    /** What the images feature needs to draw a product's picture; null when there is no such product. */
    async getProductArt(id: number) {
      return repository.findProductArt(id);
    },

    /** Ids and last changes of everything a sitemap lists; a new object (and `version`) per catalog change. */
    sitemapSource(): Promise<SitemapSource> {
      return sitemapSource.get();
    },

    async listCategorySlugs(): Promise<string[]> {
      return (await repository.listCategories()).map((c) => c.slug);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** A wellness product's or device's warnings: the safety notes that are more than "safe to use". */
function warningsOf(advice: ProductDetail['safetyAdvice']): string[] {
  return [...new Set(Object.values(advice).flatMap((a) => (a.level === 'safe' ? [] : [a.text])))];
}

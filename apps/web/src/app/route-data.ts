import { idParamSchema } from '@aushadh/shared/catalog/schemas.ts';
import { SPECIALTIES } from '@aushadh/shared/catalog/specialties.ts';
import { PINCODE_PATTERN } from '@aushadh/shared/delivery/schemas.ts';
import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories.ts';
import { featuredProductsQueryOptions } from '../features/catalog/api/get-featured-products.ts';
import { hasLeafletLanguage, productLeafletQueryOptions } from '../features/catalog/api/get-product-leaflet.ts';
import { productQueryOptions } from '../features/catalog/api/get-product.ts';
import { productsQueryOptions } from '../features/catalog/api/get-products.ts';
import { relatedProductsQueryOptions } from '../features/catalog/api/get-related-products.ts';
import type { ProductsParams } from '../features/catalog/api/get-products.ts';
import { specialtiesQueryOptions } from '../features/catalog/api/get-specialties.ts';
import { readListingState, toProductsParams } from '../features/catalog/hooks/use-listing-state.ts';
import { deliveryCheckQueryOptions } from '../features/delivery/api/get-delivery-check.ts';
import {
  articleQueryOptions,
  articlesQueryOptions,
  contentLanguage,
  readArticlesParams,
} from '../features/content/api/articles-api.ts';
import {
  equipmentQueryOptions,
  rentableEquipmentQueryOptions,
  trackQueryOptions,
} from '../features/emergency/api/emergency-requests.ts';
import {
  hospitalQueryOptions,
  hospitalsQueryOptions,
  readHospitalsParams,
} from '../features/hospitals/api/hospitals-api.ts';
import { labTestQueryOptions } from '../features/lab-tests/api/get-lab-test.ts';
import { labTestsQueryOptions, readLabTestsParams } from '../features/lab-tests/api/get-lab-tests.ts';
import { doctorHospitalsQueryOptions, doctorQueryOptions } from '../features/doctors/api/get-doctor.ts';
import {
  doctorSpecialtiesQueryOptions,
  doctorsQueryOptions,
  readDoctorFilters,
} from '../features/doctors/api/get-doctors.ts';
import { PINCODE_STORAGE_KEY } from '../features/delivery/hooks/delivery-location-store.ts';
import { offersQueryOptions } from '../features/offers/api/get-offers.ts';
import { brandQueryOptions, valueStoreQueryOptions } from '../features/offers/api/get-value-pages.ts';
import { isApiError } from '../lib/api-client.ts';
import type { I18nNamespace } from '../lib/i18n.ts';
import { currentUserQueryOptions } from './session/get-current-user.ts';
import { guestIdQueryOptions } from './session/get-guest-id.ts';

/**
 * What a page shows at once, by route (issue 10): the loaders prime TanStack Query with the same
 * queryOptions the pages' hooks use, so the server renders the page with its data and the browser hydrates
 * from the same cache without asking again.
 */
export interface PageData {
  /** Starts the page's queries (prefetches: they never throw, a failure stays in the cache). */
  prefetch: (client: QueryClient) => Promise<void>[];
  /** Asked once the queries settled, on the server: the page is a not-found (answered 404). */
  notFound?: (client: QueryClient) => boolean;
}

/** Route `handle`: the translation namespaces the page needs, loaded with its data on the server. */
export interface RouteHandle {
  namespaces?: readonly I18nNamespace[];
  /**
   * The page's forms post to the server natively (the /emergency pages, issue 15): its controls are not held
   * disabled until hydration, so they work without JavaScript (app/shell/hydration.tsx).
   */
  nativeForms?: boolean;
}

/** A loader that primes the page's queries; it never throws (a failed query is the page's error state). */
function pageLoader(queryClient: QueryClient, page: (args: LoaderFunctionArgs) => PageData): LoaderFunction {
  return async (args) => {
    const { prefetch, notFound } = page(args);
    await Promise.all(prefetch(queryClient));
    return notFound?.(queryClient) ? data(null, { status: 404 }) : null;
  };
}

/**
 * The shell's data: who is signed in (the header's account menu) and the guest id (sign-in sends it). Not
 * the cart: a read of the database on every page (on PGlite, in this very thread) for a badge that is 0 for
 * most visitors; the browser fetches it after hydrating (decision 0008).
 */
function shellLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    await Promise.all([
      // No retry while a page is rendered: a failure shows the signed-out shell, the browser asks again.
      queryClient.prefetchQuery({ ...currentUserQueryOptions(), retry: false }),
      queryClient.prefetchQuery(guestIdQueryOptions()),
    ]);
    return null;
  };
}

/** A cookie of the visitor's request (the server renders with their cookies). */
function cookieOf(request: Request, name: string): string | null {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const idParam = (raw: string | undefined) => {
  const parsed = idParamSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
};

const listing = (request: Request, fixed: Partial<Pick<ProductsParams, 'categoryId' | 'specialty' | 'featured'>>) =>
  productsQueryOptions(toProductsParams(readListingState(new URL(request.url).searchParams), fixed));

const HOME_DATA = (): PageData => ({
  prefetch: (client) => [
    client.prefetchQuery(categoriesQueryOptions()),
    client.prefetchQuery(specialtiesQueryOptions()),
    client.prefetchQuery(featuredProductsQueryOptions()),
  ],
});

const PRODUCTS_DATA = ({ request }: LoaderFunctionArgs): PageData => ({
  prefetch: (client) => [client.prefetchQuery(listing(request, {})), client.prefetchQuery(categoriesQueryOptions())],
});

const FEATURED_DATA = ({ request }: LoaderFunctionArgs): PageData => ({
  prefetch: (client) => [
    client.prefetchQuery(listing(request, { featured: true })),
    client.prefetchQuery(categoriesQueryOptions()),
  ],
});

const CATEGORY_DATA = ({ request, params }: LoaderFunctionArgs): PageData => {
  const categoryId = idParam(params.categoryId);
  if (categoryId === null) return { prefetch: () => [], notFound: () => true };
  return {
    prefetch: (client) => [
      client.prefetchQuery(listing(request, { categoryId })),
      client.prefetchQuery(categoriesQueryOptions()),
    ],
    notFound: (client) => {
      const categories = client.getQueryData(categoriesQueryOptions().queryKey);
      return categories !== undefined && !categories.some((category) => category.id === categoryId);
    },
  };
};

const SPECIALTY_DATA = ({ request, params }: LoaderFunctionArgs): PageData => {
  const specialty = SPECIALTIES.find((s) => s.slug === params.slug);
  if (!specialty) return { prefetch: () => [], notFound: () => true };
  return {
    prefetch: (client) => [
      client.prefetchQuery(listing(request, { specialty: specialty.slug })),
      client.prefetchQuery(categoriesQueryOptions()),
    ],
  };
};

const CATEGORIES_DATA = (): PageData => ({
  prefetch: (client) => [client.prefetchQuery(categoriesQueryOptions())],
});

const SPECIALTIES_DATA = (): PageData => ({
  prefetch: (client) => [client.prefetchQuery(specialtiesQueryOptions())],
});

const PRODUCT_DATA = ({ request, params }: LoaderFunctionArgs): PageData => {
  const productId = idParam(params.id);
  if (productId === null) return { prefetch: () => [], notFound: () => true };
  return {
    prefetch: (client) => {
      const product = client.prefetchQuery(productQueryOptions(productId));
      // The substitutes line and the shelves below are in the HTML (no shift when they arrive); the catalog
      // keeps them per product, so only a product's first page after a catalog change pays their queries.
      const related = client.prefetchQuery(relatedProductsQueryOptions(productId));
      // The medicine leaflet in the page's language (issue 20), where leaflets are translated: in the HTML, not
      // English first and swapped after hydration. A product without one answers null, kept the same way.
      const language = pageLanguageOf(request);
      const leaflet = hasLeafletLanguage(language)
        ? [client.prefetchQuery(productLeafletQueryOptions(productId, language))]
        : [];
      // With the visitor's pincode (a cookie) the buy box shows whether and when it can be delivered there.
      const pincode = cookieOf(request, PINCODE_STORAGE_KEY);
      if (!pincode || !PINCODE_PATTERN.test(pincode)) return [product, related, ...leaflet];
      return [product, related, ...leaflet, client.prefetchQuery(deliveryCheckQueryOptions(pincode))];
    },
    notFound: (client) => isApiError(client.getQueryState(productQueryOptions(productId).queryKey)?.error, 404),
  };
};

const DOCTORS_DATA = ({ request }: LoaderFunctionArgs): PageData => ({
  prefetch: (client) => [
    client.prefetchQuery(doctorsQueryOptions(readDoctorFilters(new URL(request.url).searchParams))),
    client.prefetchQuery(doctorSpecialtiesQueryOptions()),
  ],
});

const DOCTOR_DATA = ({ params }: LoaderFunctionArgs): PageData => {
  const doctorId = idParam(params.id);
  if (doctorId === null) return { prefetch: () => [], notFound: () => true };
  return {
    prefetch: (client) => [
      client.prefetchQuery(doctorQueryOptions(doctorId)),
      client.prefetchQuery(doctorHospitalsQueryOptions(doctorId)),
    ],
    notFound: (client) => isApiError(client.getQueryState(doctorQueryOptions(doctorId).queryKey)?.error, 404),
  };
};

const CONSULT_DATA = (): PageData => ({
  prefetch: (client) => [client.prefetchQuery(doctorSpecialtiesQueryOptions())],
});

/** /offers, /value-store and /brands/{slug} (issue 18): public, rendered with their data. */
const OFFERS_DATA = (): PageData => ({ prefetch: (client) => [client.prefetchQuery(offersQueryOptions())] });
const VALUE_STORE_DATA = (): PageData => ({ prefetch: (client) => [client.prefetchQuery(valueStoreQueryOptions())] });
const BRAND_DATA = ({ params }: LoaderFunctionArgs): PageData => {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 40) return { prefetch: () => [], notFound: () => true };
  const options = brandQueryOptions(slug);
  return {
    prefetch: (client) => [client.prefetchQuery(options)],
    notFound: (client) => isApiError(client.getQueryState(options.queryKey)?.error, 404),
  };
};

const LAB_TESTS_DATA = ({ request }: LoaderFunctionArgs): PageData => ({
  prefetch: (client) => [
    client.prefetchQuery(labTestsQueryOptions(readLabTestsParams(new URL(request.url).searchParams))),
  ],
});

const LAB_TEST_DATA = ({ params }: LoaderFunctionArgs): PageData => {
  const id = idParam(params.id);
  if (id === null) return { prefetch: () => [], notFound: () => true };
  return {
    prefetch: (client) => [client.prefetchQuery(labTestQueryOptions(id))],
    notFound: (client) => isApiError(client.getQueryState(labTestQueryOptions(id).queryKey)?.error, 404),
  };
};

const HOSPITALS_DATA = ({ request }: LoaderFunctionArgs): PageData => ({
  prefetch: (client) => [
    client.prefetchQuery(hospitalsQueryOptions(readHospitalsParams(new URL(request.url).searchParams))),
  ],
});

const HOSPITAL_DATA = ({ params }: LoaderFunctionArgs): PageData => {
  const id = idParam(params.id);
  if (id === null) return { prefetch: () => [], notFound: () => true };
  return {
    prefetch: (client) => [client.prefetchQuery(hospitalQueryOptions(id))],
    notFound: (client) => isApiError(client.getQueryState(hospitalQueryOptions(id).queryKey)?.error, 404),
  };
};

/** /services/medical-equipment: what can be rented (terms) and the devices to buy, in the HTML. */
const MEDICAL_EQUIPMENT_DATA = (): PageData => ({
  prefetch: (client) => [
    client.prefetchQuery(rentableEquipmentQueryOptions()),
    client.prefetchQuery(equipmentQueryOptions()),
  ],
});

/** /services/ambulance-request?code=EM-…: the tracked request's status, in the HTML (no JavaScript needed). */
const AMBULANCE_REQUEST_DATA = ({ request }: LoaderFunctionArgs): PageData => {
  const code = new URL(request.url).searchParams.get('code') ?? '';
  if (!/^EM-[0-9A-Z]{8}$/.test(code)) return { prefetch: () => [] };
  return { prefetch: (client) => [client.prefetchQuery(trackQueryOptions(code))] };
};

/** The page's language as the server chose it (?lang=, else the language cookie): the articles' own. */
const pageLanguageOf = (request: Request) =>
  contentLanguage(new URL(request.url).searchParams.get('lang') ?? cookieOf(request, 'language') ?? undefined);

/** /health-blog, /articles (health) and /blog (company news): one page of the section's articles. */
const ARTICLES_DATA =
  (section: 'health' | 'news') =>
  ({ request }: LoaderFunctionArgs): PageData => ({
    prefetch: (client) => [
      client.prefetchQuery(
        articlesQueryOptions(readArticlesParams(section, new URL(request.url).searchParams, pageLanguageOf(request))),
      ),
    ],
  });

/** /articles/{slug}, /blog/{slug}: the article in the page's language; 404 when there is no such live article. */
const ARTICLE_DATA = ({ request, params }: LoaderFunctionArgs): PageData => {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120)
    return { prefetch: () => [], notFound: () => true };
  const options = articleQueryOptions(slug, pageLanguageOf(request));
  return {
    prefetch: (client) => [client.prefetchQuery(options)],
    notFound: (client) => isApiError(client.getQueryState(options.queryKey)?.error, 404),
  };
};

const NOT_FOUND_DATA = (): PageData => ({ prefetch: () => [], notFound: () => true });

/** The route loaders of one request (app-routes.tsx); the server's renderer only: the browser has none. */
export interface RouteLoaders {
  root: LoaderFunction;
  home: LoaderFunction;
  products: LoaderFunction;
  featured: LoaderFunction;
  specialties: LoaderFunction;
  specialty: LoaderFunction;
  category: LoaderFunction;
  product: LoaderFunction;
  categories: LoaderFunction;
  search: LoaderFunction;
  labTests: LoaderFunction;
  offers: LoaderFunction;
  valueStore: LoaderFunction;
  brand: LoaderFunction;
  labTest: LoaderFunction;
  hospitals: LoaderFunction;
  hospital: LoaderFunction;
  medicalEquipment: LoaderFunction;
  ambulanceRequest: LoaderFunction;
  doctors: LoaderFunction;
  doctor: LoaderFunction;
  consult: LoaderFunction;
  healthBlog: LoaderFunction;
  blog: LoaderFunction;
  article: LoaderFunction;
  notFound: LoaderFunction;
}

/**
 * The loaders wait for the data, and the page is rendered once, complete. The browser has no loaders: each
 * page shows its own loading states and fetches with its hooks, as it always did, so a filter change stays
 * a synchronous URL update (a loader would make every navigation wait), and none of this is in its bundle.
 */
export function createRouteLoaders(queryClient: QueryClient): RouteLoaders {
  const load = (page: (args: LoaderFunctionArgs) => PageData) => pageLoader(queryClient, page);
  return {
    root: shellLoader(queryClient),
    home: load(HOME_DATA),
    products: load(PRODUCTS_DATA),
    featured: load(FEATURED_DATA),
    specialties: load(SPECIALTIES_DATA),
    specialty: load(SPECIALTY_DATA),
    category: load(CATEGORY_DATA),
    product: load(PRODUCT_DATA),
    categories: load(CATEGORIES_DATA),
    search: load(PRODUCTS_DATA),
    labTests: load(LAB_TESTS_DATA),
    offers: load(OFFERS_DATA),
    valueStore: load(VALUE_STORE_DATA),
    brand: load(BRAND_DATA),
    labTest: load(LAB_TEST_DATA),
    hospitals: load(HOSPITALS_DATA),
    hospital: load(HOSPITAL_DATA),
    medicalEquipment: load(MEDICAL_EQUIPMENT_DATA),
    ambulanceRequest: load(AMBULANCE_REQUEST_DATA),
    doctors: load(DOCTORS_DATA),
    doctor: load(DOCTOR_DATA),
    consult: load(CONSULT_DATA),
    healthBlog: load(ARTICLES_DATA('health')),
    blog: load(ARTICLES_DATA('news')),
    article: load(ARTICLE_DATA),
    notFound: load(NOT_FOUND_DATA),
  };
}

import { STAFF_AREAS } from './auth/roles.ts';

/**
 * The web app's public pages (SPEC §2, as far as they are built). The web router declares its routes from
 * this list, and the server answers 200 with the app shell for these paths only, 404 for any other.
 * Add a page here when it is built; the web test `app-routes.test.ts` fails on a route missing from it.
 */
export const WEB_ROUTES = {
  home: '/',
  products: '/products',
  featuredProducts: '/products/featured',
  specialties: '/products/specialty',
  specialty: '/products/specialty/:slug',
  category: '/products/category/:categoryId',
  product: '/products/:id',
  categories: '/categories',
  search: '/search',
  login: '/login',
  profile: '/profile',
  orders: '/orders',
  order: '/orders/:id',
  cart: '/cart',
  checkout: '/checkout',
  doctors: '/doctors',
  doctor: '/doctors/:id',
  doctorBook: '/doctors/:id/book',
  doctorSuccess: '/doctors/:id/success',
  doctorPrescription: '/doctors/:id/prescription',
  doctorVideo: '/doctors/:id/video',
  consult: '/consult',
  aiHealthcare: '/ai-healthcare',
  communication: '/communication',
  labTests: '/lab-tests',
  labTestsBook: '/lab-tests/book',
  labTest: '/lab-tests/:id',
  medicationTracking: '/medication-tracking',
  achievements: '/achievements',
  hospitals: '/hospitals',
  hospital: '/hospitals/:id',
  hospitalAppointment: '/hospitals/:id/appointment',
  nearbyHospitals: '/nearby-hospitals',
  services: '/services',
  servicesEmergency: '/services/emergency',
  servicesAmbulanceRequest: '/services/ambulance-request',
  servicesMedicalServices: '/services/medical-services',
  servicesMedicalEquipment: '/services/medical-equipment',
  emergency: '/emergency',
  emergencyAmbulance: '/emergency/ambulance',
  emergencyAirAmbulance: '/emergency/air-ambulance',
  emergencyMedicalTeam: '/emergency/medical-team',
  emergencyConsultation: '/emergency/consultation',
  about: '/about',
  careers: '/careers',
  partner: '/partner',
  terms: '/terms',
  privacy: '/privacy',
  unsubscribe: '/unsubscribe',
  // Offers, the value store, featured brands and PLUS (issue 18).
  offers: '/offers',
  valueStore: '/value-store',
  brand: '/brands/:slug',
  plus: '/plus',
  healthBlog: '/health-blog',
  articles: '/articles',
  article: '/articles/:slug',
  blog: '/blog',
  blogPost: '/blog/:slug',
} as const;

/** The id of the `<script type="application/json">` element a server-rendered page carries its data in. */
export const SSR_PAYLOAD_ELEMENT_ID = 'ssr-data';

/** Values a path parameter can take on a page that exists; any other value is a 404 before the app loads. */
const PARAMS: Record<string, RegExp> = {
  id: /^[1-9]\d{0,9}$/,
  categoryId: /^[1-9]\d{0,9}$/,
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
};

/** Every pattern the web app serves: the pages above, and each staff area with any section below it. */
export const WEB_ROUTE_PATTERNS: readonly string[] = [
  ...Object.values(WEB_ROUTES),
  ...STAFF_AREAS.flatMap((area) => [area.path, `${area.path}/*`]),
];

/** Whether one pattern matches the path's segments: static segments case-insensitively, as React Router does. */
function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.at(-1) === '*')
    return (
      segments.length >= parts.length && matches(parts.slice(0, -1).join('/'), segments.slice(0, parts.length - 1))
    );
  if (parts.length !== segments.length) return false;
  return parts.every((part, i) => {
    const segment = segments[i]!;
    if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
    return PARAMS[part.slice(1)]?.test(segment) ?? segment.length > 0;
  });
}

/** True when the web app has a page at `pathname` (query string ignored, one trailing slash allowed). */
export function isWebRoute(pathname: string): boolean {
  let segments: string[];
  try {
    segments = (pathname.split('?')[0] ?? '').split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return false;
  }
  // A double slash or an encoded slash is no page's path.
  if (/\/\/|%2f/i.test(pathname.split('?')[0] ?? '') || segments.some((s) => s.includes('/'))) return false;
  return WEB_ROUTE_PATTERNS.some((pattern) => matches(pattern, segments));
}

import { ADMIN_PAGES, STAFF_AREAS } from '@aushadh/shared/auth/roles.ts';
import { WEB_ROUTES } from '@aushadh/shared/web-routes.ts';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle, RouteLoaders } from './route-data.ts';
import { AppShell } from './shell/app-shell.tsx';
import { ClientOnly } from './shell/hydration.tsx';
import { RouteFallback } from './shell/route-fallback.tsx';

/**
 * Every page is its own chunk (DESIGN §3: lazy-load every route), through the route's `lazy`: the router
 * loads a page's module before it shows the page, so the server renders it complete and the browser can
 * load the matched modules before hydrating (no fallback flash, no mismatch).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A page rendered in the browser only (the server sends the shell with a loading state): hydration.tsx. */
const inBrowser = (element: ReactNode) => <ClientOnly fallback={<RouteFallback />}>{element}</ClientOnly>;
const browserPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const { default: Page } = await load();
  return { element: inBrowser(<Page />) };
};

const CATALOG: RouteHandle = { namespaces: ['catalog'] };
const STATIC_PAGES: RouteHandle = { namespaces: ['static-pages'] };

/**
 * SPEC §2 role-guarded routes, from the shared STAFF_AREAS table: each area's landing page, the admin
 * sub-pages by name, and any other sub-path of the area (its later sections) inside the same layout.
 * Rendered in the browser only (their data is the signed-in staff member's).
 */
const staffAreaRoutes = (): RouteObject[] =>
  STAFF_AREAS.map((area) => ({
    path: area.path,
    handle: { namespaces: ['staff-areas'] } satisfies RouteHandle,
    lazy: async () => {
      const { default: StaffAreaRoute } = await import('./routes/staff-area-route.tsx');
      return { element: inBrowser(<StaffAreaRoute area={area} />) };
    },
    children: [
      { index: true, lazy: browserPage(() => import('../features/staff-areas/pages/staff-area-home-page.tsx')) },
      ...(area.area === 'admin'
        ? ADMIN_PAGES.map((adminPage) => ({
            path: adminPage,
            lazy: browserPage(() => import('../features/staff-areas/pages/staff-section-page.tsx')),
          }))
        : []),
      { path: '*', lazy: browserPage(() => import('../features/staff-areas/pages/staff-section-page.tsx')) },
    ],
  }));

/**
 * The route tree. The server's renderer gives it the loaders of its request (route-data.ts); the browser
 * gives none and hydrates from what they fetched.
 */
export function createAppRoutes(loaders?: RouteLoaders): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      loader: loaders?.root,
      children: [
        // Paths from the shared list: the server answers 200 for exactly these and 404 for any other path.
        {
          path: WEB_ROUTES.home,
          handle: CATALOG,
          loader: loaders?.home,
          lazy: page(() => import('../features/catalog/pages/home-page.tsx')),
        },
        {
          path: WEB_ROUTES.products,
          handle: CATALOG,
          loader: loaders?.products,
          lazy: page(() => import('../features/catalog/pages/products-page.tsx')),
        },
        {
          path: WEB_ROUTES.featuredProducts,
          handle: CATALOG,
          loader: loaders?.featured,
          lazy: page(() => import('../features/catalog/pages/featured-products-page.tsx')),
        },
        {
          path: WEB_ROUTES.specialties,
          handle: CATALOG,
          loader: loaders?.specialties,
          lazy: page(() => import('../features/catalog/pages/specialties-page.tsx')),
        },
        {
          path: WEB_ROUTES.specialty,
          handle: CATALOG,
          loader: loaders?.specialty,
          lazy: page(() => import('../features/catalog/pages/specialty-page.tsx')),
        },
        {
          path: WEB_ROUTES.category,
          handle: CATALOG,
          loader: loaders?.category,
          lazy: page(() => import('../features/catalog/pages/category-page.tsx')),
        },
        {
          path: WEB_ROUTES.product,
          handle: { namespaces: ['catalog', 'delivery'] } satisfies RouteHandle,
          loader: loaders?.product,
          lazy: page(() => import('../features/catalog/pages/product-page.tsx')),
        },
        {
          path: WEB_ROUTES.categories,
          handle: CATALOG,
          loader: loaders?.categories,
          lazy: page(() => import('../features/catalog/pages/categories-page.tsx')),
        },
        {
          path: WEB_ROUTES.search,
          handle: CATALOG,
          loader: loaders?.search,
          lazy: page(() => import('../features/catalog/pages/search-results-page.tsx')),
        },
        {
          path: WEB_ROUTES.login,
          handle: { namespaces: ['auth'] } satisfies RouteHandle,
          lazy: browserPage(() => import('./routes/login-route.tsx')),
        },
        { path: WEB_ROUTES.profile, lazy: browserPage(() => import('./routes/profile-route.tsx')) },
        {
          path: WEB_ROUTES.orders,
          lazy: async () => {
            const { default: ProfileRoute } = await import('./routes/profile-route.tsx');
            return { element: inBrowser(<ProfileRoute defaultTab="orders" />) };
          },
        },
        { path: WEB_ROUTES.order, lazy: browserPage(() => import('./routes/order-detail-route.tsx')) },
        {
          path: WEB_ROUTES.cart,
          handle: { namespaces: ['delivery'] } satisfies RouteHandle,
          lazy: browserPage(() => import('./routes/cart-route.tsx')),
        },
        { path: WEB_ROUTES.checkout, lazy: browserPage(() => import('./routes/checkout-route.tsx')) },
        ...staffAreaRoutes(),
        {
          path: WEB_ROUTES.about,
          handle: STATIC_PAGES,
          lazy: page(() => import('../features/static-pages/pages/about-page.tsx')),
        },
        {
          path: WEB_ROUTES.careers,
          handle: STATIC_PAGES,
          lazy: page(() => import('../features/static-pages/pages/careers-page.tsx')),
        },
        {
          path: WEB_ROUTES.partner,
          handle: STATIC_PAGES,
          lazy: page(() => import('../features/static-pages/pages/partner-page.tsx')),
        },
        {
          path: WEB_ROUTES.terms,
          handle: STATIC_PAGES,
          lazy: page(() => import('../features/static-pages/pages/terms-page.tsx')),
        },
        {
          path: WEB_ROUTES.privacy,
          handle: STATIC_PAGES,
          lazy: page(() => import('../features/static-pages/pages/privacy-page.tsx')),
        },
        { path: '*', loader: loaders?.notFound, lazy: page(() => import('./not-found-page.tsx')) },
      ],
    },
  ];
}

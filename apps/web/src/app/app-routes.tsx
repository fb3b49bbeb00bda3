import { ADMIN_PAGES, STAFF_AREAS } from '@aushadh/shared/auth/roles.ts';
import { WEB_ROUTES } from '@aushadh/shared/web-routes.ts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell.tsx';

// Every page is its own chunk (DESIGN §3: lazy-load every route).
const HomePage = lazy(() => import('../features/catalog/pages/home-page.tsx'));
const CategoryPage = lazy(() => import('../features/catalog/pages/category-page.tsx'));
const ProductPage = lazy(() => import('../features/catalog/pages/product-page.tsx'));
const ProductsPage = lazy(() => import('../features/catalog/pages/products-page.tsx'));
const CategoriesPage = lazy(() => import('../features/catalog/pages/categories-page.tsx'));
const FeaturedProductsPage = lazy(() => import('../features/catalog/pages/featured-products-page.tsx'));
const SpecialtiesPage = lazy(() => import('../features/catalog/pages/specialties-page.tsx'));
const SpecialtyPage = lazy(() => import('../features/catalog/pages/specialty-page.tsx'));
const SearchResultsPage = lazy(() => import('../features/catalog/pages/search-results-page.tsx'));
const AboutPage = lazy(() => import('../features/static-pages/pages/about-page.tsx'));
const CareersPage = lazy(() => import('../features/static-pages/pages/careers-page.tsx'));
const PartnerPage = lazy(() => import('../features/static-pages/pages/partner-page.tsx'));
const TermsPage = lazy(() => import('../features/static-pages/pages/terms-page.tsx'));
const PrivacyPage = lazy(() => import('../features/static-pages/pages/privacy-page.tsx'));
const LoginRoute = lazy(() => import('./routes/login-route.tsx'));
const ProfileRoute = lazy(() => import('./routes/profile-route.tsx'));
const CartRoute = lazy(() => import('./routes/cart-route.tsx'));
const CheckoutRoute = lazy(() => import('./routes/checkout-route.tsx'));
const OrderDetailRoute = lazy(() => import('./routes/order-detail-route.tsx'));
const StaffAreaRoute = lazy(() => import('./routes/staff-area-route.tsx'));
const StaffAreaHomePage = lazy(() => import('../features/staff-areas/pages/staff-area-home-page.tsx'));
const StaffSectionPage = lazy(() => import('../features/staff-areas/pages/staff-section-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/**
 * SPEC §2 role-guarded routes, from the shared STAFF_AREAS table: each area's landing page, the admin
 * sub-pages by name, and any other sub-path of the area (its later sections) inside the same layout.
 */
const staffAreaRoutes: RouteObject[] = STAFF_AREAS.map((area) => ({
  path: area.path,
  element: <StaffAreaRoute area={area} />,
  children: [
    { index: true, element: <StaffAreaHomePage /> },
    ...(area.area === 'admin' ? ADMIN_PAGES.map((page) => ({ path: page, element: <StaffSectionPage /> })) : []),
    { path: '*', element: <StaffSectionPage /> },
  ],
}));

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // Paths from the shared list: the server answers 200 for exactly these and 404 for any other path.
      { path: WEB_ROUTES.home, element: <HomePage /> },
      { path: WEB_ROUTES.products, element: <ProductsPage /> },
      { path: WEB_ROUTES.featuredProducts, element: <FeaturedProductsPage /> },
      { path: WEB_ROUTES.specialties, element: <SpecialtiesPage /> },
      { path: WEB_ROUTES.specialty, element: <SpecialtyPage /> },
      { path: WEB_ROUTES.category, element: <CategoryPage /> },
      { path: WEB_ROUTES.product, element: <ProductPage /> },
      { path: WEB_ROUTES.categories, element: <CategoriesPage /> },
      { path: WEB_ROUTES.search, element: <SearchResultsPage /> },
      { path: WEB_ROUTES.login, element: <LoginRoute /> },
      { path: WEB_ROUTES.profile, element: <ProfileRoute /> },
      { path: WEB_ROUTES.orders, element: <ProfileRoute defaultTab="orders" /> },
      { path: WEB_ROUTES.order, element: <OrderDetailRoute /> },
      { path: WEB_ROUTES.cart, element: <CartRoute /> },
      { path: WEB_ROUTES.checkout, element: <CheckoutRoute /> },
      ...staffAreaRoutes,
      { path: WEB_ROUTES.about, element: <AboutPage /> },
      { path: WEB_ROUTES.careers, element: <CareersPage /> },
      { path: WEB_ROUTES.partner, element: <PartnerPage /> },
      { path: WEB_ROUTES.terms, element: <TermsPage /> },
      { path: WEB_ROUTES.privacy, element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

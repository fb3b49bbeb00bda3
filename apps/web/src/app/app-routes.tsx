import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell.tsx';

// Every page is its own chunk (DESIGN §3: lazy-load every route).
const HomePage = lazy(() => import('../features/catalog/pages/home-page.tsx'));
const CategoryPage = lazy(() => import('../features/catalog/pages/category-page.tsx'));
const ProductPage = lazy(() => import('../features/catalog/pages/product-page.tsx'));
const AboutPage = lazy(() => import('../features/static-pages/pages/about-page.tsx'));
const CareersPage = lazy(() => import('../features/static-pages/pages/careers-page.tsx'));
const PartnerPage = lazy(() => import('../features/static-pages/pages/partner-page.tsx'));
const TermsPage = lazy(() => import('../features/static-pages/pages/terms-page.tsx'));
const PrivacyPage = lazy(() => import('../features/static-pages/pages/privacy-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products/category/:categoryId', element: <CategoryPage /> },
      { path: 'products/:id', element: <ProductPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'careers', element: <CareersPage /> },
      { path: 'partner', element: <PartnerPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

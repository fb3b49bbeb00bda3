import { ADMIN_PAGES, STAFF_AREAS, type StaffArea } from '@aushadh/shared/auth/roles.ts';
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
const inBrowser = (element: ReactNode) => <ClientOnly fallback={<RouteFallback page />}>{element}</ClientOnly>;
const browserPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const { default: Page } = await load();
  return { element: inBrowser(<Page />) };
};

const CATALOG: RouteHandle = { namespaces: ['catalog'] };
/** The home page carries the prescription upload card (SPEC §2), a product page its Rx upload button. */
const HOME: RouteHandle = { namespaces: ['catalog', 'home', 'prescriptions', 'emergency'] };
const STATIC_PAGES: RouteHandle = { namespaces: ['static-pages'] };
const LAB_TESTS: RouteHandle = { namespaces: ['lab-tests'] };
/** Health chat (issue 16 item 2): /communication and the staff inboxes. */
const CHAT: RouteHandle = { namespaces: ['chat', 'errors'] };
/** Offers and PLUS (issue 18); the value store and brand pages show the catalog's product cards. */
const OFFERS: RouteHandle = { namespaces: ['offers'] };
const OFFER_SHELVES: RouteHandle = { namespaces: ['offers', 'catalog'] };
const HOSPITALS: RouteHandle = { namespaces: ['hospitals', 'errors'] };
const EMERGENCY: RouteHandle = { namespaces: ['emergency', 'errors'], nativeForms: true };

/** Hospitals, health services and emergency (issue 15): server-rendered; /emergency works without JavaScript. */
const hospitalRoutes = (loaders?: RouteLoaders): RouteObject[] => {
  const emergencyPage = page(() => import('../features/emergency/pages/emergency-page.tsx'));
  const servicePage = page(() => import('../features/emergency/pages/emergency-service-page.tsx'));
  return [
    {
      path: WEB_ROUTES.hospitals,
      handle: HOSPITALS,
      loader: loaders?.hospitals,
      lazy: page(() => import('../features/hospitals/pages/hospitals-page.tsx')),
    },
    {
      path: WEB_ROUTES.hospital,
      handle: HOSPITALS,
      loader: loaders?.hospital,
      lazy: page(() => import('../features/hospitals/pages/hospital-page.tsx')),
    },
    {
      path: WEB_ROUTES.hospitalAppointment,
      handle: { namespaces: ['hospitals', 'errors'] } satisfies RouteHandle,
      lazy: browserPage(() => import('./routes/hospital-appointment-route.tsx')),
    },
    {
      path: WEB_ROUTES.nearbyHospitals,
      handle: HOSPITALS,
      lazy: page(() => import('./routes/nearby-hospitals-route.tsx')),
    },
    {
      path: WEB_ROUTES.services,
      handle: EMERGENCY,
      lazy: page(() => import('../features/emergency/pages/services-page.tsx')),
    },
    { path: WEB_ROUTES.servicesEmergency, handle: EMERGENCY, lazy: emergencyPage },
    {
      path: WEB_ROUTES.servicesAmbulanceRequest,
      handle: EMERGENCY,
      loader: loaders?.ambulanceRequest,
      lazy: async () => ({ Component: (await import('./routes/services-routes.tsx')).AmbulanceRequestRoute }),
    },
    {
      path: WEB_ROUTES.servicesMedicalServices,
      handle: { namespaces: ['emergency', 'errors'] } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/services-routes.tsx')).MedicalServicesRoute }),
    },
    {
      path: WEB_ROUTES.servicesMedicalEquipment,
      handle: EMERGENCY,
      loader: loaders?.medicalEquipment,
      lazy: page(() => import('./routes/medical-equipment-route.tsx')),
    },
    { path: WEB_ROUTES.emergency, handle: EMERGENCY, lazy: emergencyPage },
    { path: WEB_ROUTES.emergencyAmbulance, handle: EMERGENCY, lazy: servicePage },
    { path: WEB_ROUTES.emergencyAirAmbulance, handle: EMERGENCY, lazy: servicePage },
    { path: WEB_ROUTES.emergencyMedicalTeam, handle: EMERGENCY, lazy: servicePage },
    { path: WEB_ROUTES.emergencyConsultation, handle: EMERGENCY, lazy: servicePage },
  ];
};

/** The pharmacist's screens (issue 12): the verification queue, one prescription's review, the H1 register. */
const pharmacyPages = (): RouteObject[] => {
  const handle = { namespaces: ['staff-areas', 'pharmacy'] } satisfies RouteHandle;
  return [
    {
      path: 'prescriptions',
      handle,
      lazy: browserPage(() => import('../features/pharmacy/pages/prescription-queue-page.tsx')),
    },
    {
      path: 'prescriptions/:id',
      handle,
      lazy: browserPage(() => import('../features/pharmacy/pages/prescription-review-page.tsx')),
    },
    { path: 'h1-register', handle, lazy: browserPage(() => import('../features/pharmacy/pages/h1-register-page.tsx')) },
    // The health chat's pharmacist inbox: the queue and the conversations this pharmacist took (issue 16).
    {
      path: 'chat',
      handle: CHAT,
      lazy: async () => ({
        Component: (await import('../features/chat/pages/chat-inbox-page.tsx')).PharmacistChatInbox,
      }),
    },
  ];
};

const ADMIN: RouteHandle = { namespaces: ['staff-areas', 'admin'] };

/** /admin/sales-dashboard, /admin/analytics (issue 17 item 6) and /admin/email (item 7). */
const analyticsAdminPages = (): RouteObject[] => [
  {
    path: 'sales-dashboard',
    handle: { namespaces: ['staff-areas', 'analytics'] } satisfies RouteHandle,
    lazy: browserPage(() => import('../features/analytics/pages/sales-dashboard-page.tsx')),
  },
  {
    path: 'analytics',
    handle: { namespaces: ['staff-areas', 'analytics'] } satisfies RouteHandle,
    lazy: browserPage(() => import('../features/analytics/pages/analytics-page.tsx')),
  },
  {
    path: 'email',
    handle: { namespaces: ['staff-areas', 'campaigns', 'errors'] } satisfies RouteHandle,
    lazy: browserPage(() => import('../features/campaigns/pages/email-page.tsx')),
  },
];

/** The content screens of the admin console (issue 17 item 4): tips, testimonials, articles. */
const contentAdminPages = (): RouteObject[] => {
  const handle = { namespaces: ['staff-areas', 'content', 'errors'] } satisfies RouteHandle;
  const editor = browserPage(() => import('../features/content/pages/admin-article-editor-page.tsx'));
  return [
    {
      path: 'health-tips',
      handle,
      lazy: browserPage(() => import('../features/content/pages/admin-health-tips-page.tsx')),
    },
    {
      path: 'testimonials',
      handle,
      lazy: browserPage(() => import('../features/content/pages/admin-testimonials-page.tsx')),
    },
    { path: 'articles', handle, lazy: browserPage(() => import('../features/content/pages/admin-articles-page.tsx')) },
    { path: 'articles/new', handle, lazy: editor },
    { path: 'articles/:id', handle, lazy: editor },
  ];
};

/** Partner verification (issue 17 item 5): the partner's Verification page and the admin's two queues. */
const PARTNERS: RouteHandle = { namespaces: ['staff-areas', 'partners', 'errors'] };
const partnerPage = browserPage(() => import('../features/partners/pages/admin-partner-page.tsx'));
const partnerPages: { verification: RouteObject[]; admin: RouteObject[] } = {
  verification: [
    {
      path: 'verification',
      handle: PARTNERS,
      lazy: browserPage(() => import('../features/partners/pages/verification-page.tsx')),
    },
  ],
  admin: [
    {
      path: 'pharmacies',
      handle: PARTNERS,
      lazy: browserPage(() => import('../features/partners/pages/admin-pharmacies-page.tsx')),
    },
    {
      path: 'doctors',
      handle: PARTNERS,
      lazy: browserPage(() => import('../features/partners/pages/admin-doctors-page.tsx')),
    },
    { path: 'pharmacies/:partnerId', handle: PARTNERS, lazy: partnerPage },
    { path: 'doctors/:partnerId', handle: PARTNERS, lazy: partnerPage },
  ],
};

/** The areas whose screens are built replace the landing page with their own (issue 12). */
const chemistQueue = browserPage(() => import('../features/chemist/pages/chemist-queue-page.tsx'));
const doctorDesk = browserPage(() => import('../features/doctor-area/pages/doctor-desk-page.tsx'));
const AREA_NAMESPACES: Partial<Record<StaffArea, RouteHandle['namespaces']>> = {
  doctor: ['doctor-area', 'doctors'],
  chemist: ['chemist'],
  delivery: ['rider'],
  laboratory: ['laboratory', 'hospitals'],
};
const AREA_PAGES: Partial<Record<StaffArea, RouteObject[]>> = {
  // The admin console (issue 17 items 1–3): dashboard, customers, products; the other pages follow.
  admin: [
    { index: true, handle: ADMIN, lazy: browserPage(() => import('../features/admin/pages/admin-dashboard-page.tsx')) },
    {
      path: 'customers',
      handle: ADMIN,
      lazy: browserPage(() => import('../features/admin/pages/admin-customers-page.tsx')),
    },
    {
      path: 'customers/:customerId',
      handle: { namespaces: ['staff-areas', 'admin', 'orders', 'errors'] } satisfies RouteHandle,
      lazy: browserPage(() => import('../features/admin/pages/admin-customer-page.tsx')),
    },
    {
      path: 'products',
      handle: { namespaces: ['staff-areas', 'admin', 'errors'] } satisfies RouteHandle,
      lazy: browserPage(() => import('../features/admin/pages/admin-products-page.tsx')),
    },
  ],
  chemist: [
    { index: true, lazy: chemistQueue },
    { path: 'orders', lazy: chemistQueue },
    { path: 'orders/:orderId', lazy: browserPage(() => import('../features/chemist/pages/chemist-order-page.tsx')) },
    { path: 'returns', lazy: browserPage(() => import('../features/chemist/pages/chemist-returns-page.tsx')) },
    { path: 'stock', lazy: browserPage(() => import('../features/chemist/pages/chemist-stock-page.tsx')) },
  ],
  delivery: [{ index: true, lazy: browserPage(() => import('../features/rider/pages/rider-page.tsx')) }],
  // The laboratory's lab bookings (issue 14); the hospital desk adds its appointments beside them.
  laboratory: [
    { index: true, lazy: browserPage(() => import('./routes/laboratory-home-route.tsx')) },
    {
      path: 'lab-bookings/:id',
      lazy: browserPage(() => import('../features/laboratory/pages/lab-booking-work-page.tsx')),
    },
    // The hospital role's appointment requests (issue 15).
    {
      path: 'appointments',
      handle: { namespaces: ['hospitals', 'errors'] } satisfies RouteHandle,
      lazy: browserPage(() => import('../features/hospital-desk/pages/hospital-desk-page.tsx')),
    },
  ],
  doctor: [
    { index: true, lazy: doctorDesk },
    { path: 'appointments', lazy: doctorDesk },
    { path: 'consultations', lazy: doctorDesk },
    { path: 'availability', lazy: browserPage(() => import('../features/doctor-area/pages/availability-page.tsx')) },
    {
      path: 'patients/:userId',
      lazy: browserPage(() => import('../features/doctor-area/pages/patient-history-page.tsx')),
    },
    {
      path: 'chat',
      handle: CHAT,
      lazy: async () => ({ Component: (await import('../features/chat/pages/chat-inbox-page.tsx')).DoctorChatInbox }),
    },
  ],
};

/**
 * SPEC §2 role-guarded routes, from the shared STAFF_AREAS table: each area's landing page, the admin
 * sub-pages by name, and any other sub-path of the area (its later sections) inside the same layout.
 * Rendered in the browser only (their data is the signed-in staff member's).
 */
const staffAreaRoutes = (): RouteObject[] =>
  STAFF_AREAS.map((area) => ({
    path: area.path,
    handle: { namespaces: ['staff-areas', ...(AREA_NAMESPACES[area.area] ?? [])] } satisfies RouteHandle,
    lazy: async () => {
      const { default: StaffAreaRoute } = await import('./routes/staff-area-route.tsx');
      return { element: inBrowser(<StaffAreaRoute area={area} />) };
    },
    children: [
      ...(AREA_PAGES[area.area] ?? [
        { index: true, lazy: browserPage(() => import('../features/staff-areas/pages/staff-area-home-page.tsx')) },
      ]),
      ...(area.area === 'pharmacy' ? pharmacyPages() : []),
      // The partner's own onboarding and verification status (issue 17 item 5).
      ...(area.area === 'pharmacy' || area.area === 'chemist' || area.area === 'doctor'
        ? partnerPages.verification
        : []),
      ...(area.area === 'admin' ? partnerPages.admin : []),
      // Submitted hospitals to approve or reject (issue 15), until the admin console's queue.
      ...(area.area === 'admin'
        ? [
            {
              path: 'hospitals',
              handle: { namespaces: ['hospitals', 'errors'] } satisfies RouteHandle,
              lazy: browserPage(() => import('../features/hospitals/pages/admin-hospitals-page.tsx')),
            },
          ]
        : []),
      // Accounts (issue 17 item 2); the other admin pages follow as the admin console is built.
      ...(area.area === 'admin'
        ? [{ path: 'users', handle: ADMIN, lazy: browserPage(() => import('./routes/admin-users-route.tsx')) }]
        : []),
      // Health tips, testimonials and the article editor (issue 17 item 4).
      ...(area.area === 'admin' ? contentAdminPages() : []),
      // Sales dashboard, analytics and e-mail campaigns (issue 17 items 6, 7); charts load in these chunks only.
      ...(area.area === 'admin' ? analyticsAdminPages() : []),
      ...(area.area === 'admin'
        ? ADMIN_PAGES.filter(
            (adminPage) =>
              ![
                'users',
                'customers',
                'products',
                'health-tips',
                'testimonials',
                'analytics',
                'sales-dashboard',
                'email',
                'pharmacies',
                'doctors',
              ].includes(adminPage),
          ).map((adminPage) => ({
            path: adminPage,
            lazy: browserPage(() => import('../features/staff-areas/pages/staff-section-page.tsx')),
          }))
        : []),
      { path: '*', lazy: browserPage(() => import('../features/staff-areas/pages/staff-section-page.tsx')) },
    ],
  }));

/** Doctors and consultations (issue 13): the directory and profile and /consult are server-rendered. */
const DOCTORS: RouteHandle = { namespaces: ['doctors'] };
const DOCTOR_PAGE: RouteHandle = { namespaces: ['doctors', 'doctor-area'] };
type DoctorsRouteName = 'DoctorBookRoute' | 'DoctorSuccessRoute' | 'DoctorPrescriptionRoute' | 'DoctorVideoRoute';
const doctorsRoute = (name: DoctorsRouteName) => async () => {
  const routes = await import('./routes/doctors-routes.tsx');
  const Route = routes[name];
  return { element: inBrowser(<Route />) };
};
const doctorRoutes = (loaders?: RouteLoaders): RouteObject[] => [
  {
    path: WEB_ROUTES.doctors,
    handle: DOCTORS,
    loader: loaders?.doctors,
    lazy: page(() => import('../features/doctors/pages/doctors-page.tsx')),
  },
  {
    path: WEB_ROUTES.doctor,
    handle: DOCTORS,
    loader: loaders?.doctor,
    lazy: page(() => import('../features/doctors/pages/doctor-page.tsx')),
  },
  { path: WEB_ROUTES.doctorBook, handle: DOCTOR_PAGE, lazy: doctorsRoute('DoctorBookRoute') },
  { path: WEB_ROUTES.doctorSuccess, handle: DOCTOR_PAGE, lazy: doctorsRoute('DoctorSuccessRoute') },
  { path: WEB_ROUTES.doctorPrescription, handle: DOCTOR_PAGE, lazy: doctorsRoute('DoctorPrescriptionRoute') },
  { path: WEB_ROUTES.doctorVideo, handle: DOCTOR_PAGE, lazy: doctorsRoute('DoctorVideoRoute') },
  {
    path: WEB_ROUTES.consult,
    handle: DOCTORS,
    loader: loaders?.consult,
    lazy: page(() => import('../features/doctors/pages/consult-page.tsx')),
  },
];

/** Health blog, articles and company blog (issue 16): server-rendered with their data. */
const CONTENT: RouteHandle = { namespaces: ['content'] };
const contentRoutes = (loaders?: RouteLoaders): RouteObject[] => {
  const articlePage = page(() => import('../features/content/pages/article-page.tsx'));
  const healthBlog = async () => ({
    Component: (await import('../features/content/pages/articles-page.tsx')).HealthBlogPage,
  });
  return [
    { path: WEB_ROUTES.healthBlog, handle: CONTENT, loader: loaders?.healthBlog, lazy: healthBlog },
    { path: WEB_ROUTES.articles, handle: CONTENT, loader: loaders?.healthBlog, lazy: healthBlog },
    {
      path: WEB_ROUTES.blog,
      handle: CONTENT,
      loader: loaders?.blog,
      lazy: async () => ({ Component: (await import('../features/content/pages/articles-page.tsx')).CompanyBlogPage }),
    },
    { path: WEB_ROUTES.article, handle: CONTENT, loader: loaders?.article, lazy: articlePage },
    { path: WEB_ROUTES.blogPost, handle: CONTENT, loader: loaders?.article, lazy: articlePage },
  ];
};

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
          handle: HOME,
          loader: loaders?.home,
          lazy: page(() => import('./routes/home-route.tsx')),
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
          handle: { namespaces: ['catalog', 'delivery', 'prescriptions'] } satisfies RouteHandle,
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
          // Rendered on the server too: its form is the page's largest paint (LCP), and it has no private data.
          path: WEB_ROUTES.login,
          handle: { namespaces: ['auth', 'errors'] } satisfies RouteHandle,
          lazy: page(() => import('./routes/login-route.tsx')),
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
        {
          // The shell renders on the server (heading, form, disclaimer); the conversation is the browser's.
          path: WEB_ROUTES.aiHealthcare,
          handle: { namespaces: ['assistant'] } satisfies RouteHandle,
          lazy: page(() => import('../features/assistant/pages/ai-healthcare-page.tsx')),
        },
        {
          path: WEB_ROUTES.communication,
          handle: CHAT,
          lazy: browserPage(() => import('./routes/communication-route.tsx')),
        },
        {
          path: WEB_ROUTES.offers,
          handle: OFFERS,
          loader: loaders?.offers,
          lazy: page(() => import('../features/offers/pages/offers-page.tsx')),
        },
        {
          path: WEB_ROUTES.valueStore,
          handle: OFFER_SHELVES,
          loader: loaders?.valueStore,
          lazy: async () => ({ Component: (await import('./routes/offers-routes.tsx')).ValueStoreRoute }),
        },
        {
          path: WEB_ROUTES.brand,
          handle: OFFER_SHELVES,
          loader: loaders?.brand,
          lazy: async () => ({ Component: (await import('./routes/offers-routes.tsx')).BrandRoute }),
        },
        {
          path: WEB_ROUTES.plus,
          handle: { namespaces: ['offers', 'errors'] } satisfies RouteHandle,
          lazy: page(() => import('../features/offers/pages/plus-page.tsx')),
        },
        {
          path: WEB_ROUTES.labTests,
          handle: LAB_TESTS,
          loader: loaders?.labTests,
          lazy: page(() => import('../features/lab-tests/pages/lab-tests-page.tsx')),
        },
        {
          path: WEB_ROUTES.labTestsBook,
          handle: LAB_TESTS,
          lazy: browserPage(() => import('./routes/lab-booking-route.tsx')),
        },
        {
          path: WEB_ROUTES.labTest,
          handle: LAB_TESTS,
          loader: loaders?.labTest,
          lazy: page(() => import('../features/lab-tests/pages/lab-test-page.tsx')),
        },
        {
          path: WEB_ROUTES.medicationTracking,
          handle: { namespaces: ['medication', 'errors'] } satisfies RouteHandle,
          lazy: browserPage(() => import('./routes/medication-tracking-route.tsx')),
        },
        {
          path: WEB_ROUTES.achievements,
          handle: { namespaces: ['medication', 'errors'] } satisfies RouteHandle,
          lazy: browserPage(() => import('./routes/achievements-route.tsx')),
        },
        ...doctorRoutes(loaders),
        ...hospitalRoutes(loaders),
        ...contentRoutes(loaders),
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
        // The unsubscribe link of campaign mails (issue 17 item 7): rendered in the browser, it acts on a button.
        {
          path: WEB_ROUTES.unsubscribe,
          handle: { namespaces: ['campaigns', 'errors'] } satisfies RouteHandle,
          lazy: browserPage(() => import('../features/campaigns/pages/unsubscribe-page.tsx')),
        },
        { path: '*', loader: loaders?.notFound, lazy: page(() => import('./not-found-page.tsx')) },
      ],
    },
  ];
}

/** Business constants and limits of SPEC §9, defined once for the server and the web. */

export const BRAND_NAME = 'Aushadh';

export const QUERY_DEFAULTS = {
  /** SPEC §9: no retries, no refetch on focus, never stale by default. */
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: Number.POSITIVE_INFINITY,
  /** The user call alone is refetched on focus and stale after 10 s (SPEC §7). */
  userStaleTimeMs: 10_000,
  categoriesCacheMs: 10 * 60_000,
  featuredCacheMs: 5 * 60_000,
} as const;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: 'F8',
  foregroundNotificationMs: 5000,
} as const;

export const SEARCH = {
  debounceMs: 300,
  placeholderRotationMs: 3000,
  dropdownMaxHeightPx: 400,
  minQueryLength: 2,
  skeletonRows: 3,
  placeholders: ['Search for Medicines', 'Cardiology', 'Orthopedic', 'Gynecology', 'Diabetes', 'Vitamins'],
} as const;

/** Server-side bounds on search-as-you-type (the web debounces at SEARCH.debounceMs, so a person stays far below). */
export const SEARCH_RATE = { perVisitorPerMinute: 120, perAddressPerMinute: 1200 } as const;

export const REDIRECT_DELAYS = { afterLoginMs: 1000, afterLogoutMs: 300 } as const;

/** App shell pieces that load late so the first paint stays light (SPEC §2). */
export const SHELL_LAZY_DELAYS = { cartSidebarMs: 1000, mobileNavMs: 1500, contactButtonsMs: 2000 } as const;
export const PAGE_FADE_MS = 300;

export const LIMITS = {
  otpLength: 6,
  passwordMin: 6,
  usernameMin: 4,
  nameMin: 2,
  prescriptionMaxBytes: 5 * 1024 * 1024,
} as const;

export const CAROUSEL = {
  heroMs: 5000,
  mobileBannerMs: 3000,
  mobileBannerSwipePx: 50,
  categoryStripMs: 5000,
  categoryStripPerPage: 4,
} as const;

export const GEOLOCATION = { timeoutMs: 10_000, enableHighAccuracy: true } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const DELIVERY_BUSINESS_DAYS = { min: 1, max: 3 } as const;
export const IMAGE_PREFETCH = { highPriorityCount: 2, staggerMs: 150, headPrefetchCount: 3 } as const;
export const LOGIN_REDIRECT_DEFAULT = '/profile';

export const SUPPORT_CONTACT = {
  phone: '+91-120-4567-890',
  phoneHref: 'tel:+911204567890',
  email: 'care@aushadh.in',
  whatsappNumber: '911204567890',
  /** Prefilled greeting for the chat-app shortcut (SPEC §2 floating contact buttons). */
  whatsappGreeting: 'Hello Aushadh, I would like to order medicines.',
  address: 'Aushadh Health Pvt. Ltd., Tower B, 5th Floor, Sector 62, Noida, Uttar Pradesh 201309, India',
  hours: '8 am – 10 pm, all days',
} as const;

export const EMERGENCY_NUMBERS = [
  '112',
  '102',
  '1800-180-1104',
  '1800-116-117',
  '1800-180-1233',
  '1800-599-0019',
] as const;

/**
 * Checkout money rules (SPEC §9 leaves thresholds open: these follow Indian e-pharmacies). Integer paise.
 * Delivery is free from ₹499 of items (selling price) and always for PLUS members; otherwise ₹49.
 */
export const CHECKOUT = {
  freeDeliveryThresholdPaise: 49_900,
  deliveryFeePaise: 4_900,
  /** Cash on delivery only up to ₹5,000. */
  codLimitPaise: 500_000,
  /** Upper bound of one cart line whatever a product allows. */
  maxLineQuantity: 100,
  /** Different products one cart may hold: bounds the work of pricing and placing one order. */
  maxCartLines: 50,
  /** Saved delivery addresses per account. */
  maxSavedAddresses: 20,
} as const;

/**
 * GST (decision 0003): Indian MRP and selling prices include GST. A simplification of the tariff: 12 % for
 * medicines and wellness, 18 % for devices (kind `device` or the Healthcare Devices category) and delivery.
 */
export const GST = {
  standardPercent: 12,
  devicePercent: 18,
  deliveryPercent: 18,
  devicesCategoryId: 6,
} as const;

/**
 * PLUS membership benefits as the pricing applies them (SPEC §1 names PLUS without terms; issue 18): free
 * delivery on every order and 5 % more off medicines, at most ₹100 an order. Order items keep their share of
 * every discount (`offer_discount_paise`), so the invoice's lines still add up. The third benefit, PLUS-only
 * offers, is an offer's own term (offers feature).
 */
export const PLUS = {
  freeDelivery: true,
  extraDiscountPercent: 5,
  maxExtraDiscountPaise: 10_000,
} as const;

/**
 * Home collection of lab samples (issue 14, decision 0013): visits one 1-hour window takes per area (the
 * pincode's district) — the phlebotomists on duty. A window's row starts with this; the laboratory's board shows it.
 */
export const LAB_COLLECTION = { visitsPerSlotPerArea: 4 } as const;

/** How long data nobody needs any more is kept before the scheduled clean-up removes it. */
export const RETENTION = {
  /** A guest cart nobody has touched for this long is deleted (a signed-in customer's cart is kept). */
  guestCartDays: 30,
  /** One-time codes are deleted this long after they expired (kept a day to explain "code expired"). */
  expiredCodeDays: 1,
} as const;

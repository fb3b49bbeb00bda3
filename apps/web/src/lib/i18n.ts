import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  isLanguageCode,
  languageDir,
} from '@aushadh/shared/i18n/languages.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import i18next from 'i18next';
import type { i18n as I18nInstance, InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { pseudoLocaleRequested, enablePseudoLocale } from './pseudo-locale.ts';

/** One namespace per web feature (DESIGN §2); `common` holds the app shell. */
export const I18N_NAMESPACES = [
  'common',
  'catalog',
  /** The home page's own sections: hero, service row, quick links, banner, services, app, hospitals (issue 18). */
  'home',
  'static-pages',
  'auth',
  'account',
  'staff-areas',
  'search',
  'cart',
  'checkout',
  'orders',
  'delivery',
  /** The store (`/chemist`) and the rider (`/delivery`), issue 12. */
  'chemist',
  'rider',
  /** Prescriptions (upload dialog, My prescriptions) and the pharmacist's area, issue 12. */
  'prescriptions',
  'pharmacy',
  /** Lab tests at home (/lab-tests, booking, Lab reports) and the laboratory's area, issue 14. */
  'lab-tests',
  'laboratory',
  /** Medication tracking and achievements (/medication-tracking), the notification inbox and permission, issue 19. */
  'medication',
  'notifications',
  /** The installable app: offline banner and shell, the update prompt (issue 19 item 4). */
  'offline',
  /** Doctors and consultations (/doctors, booking, /consult) and the doctor's area (/doctor), issue 13. */
  'doctors',
  'doctor-area',
  /** Hospitals (/hospitals, nearby, appointments, the hospital desk) and emergency/services, issue 15. */
  'hospitals',
  'emergency',
  /** The AI health assistant (/ai-healthcare), issue 16. */
  'assistant',
  /** Live health chat (/communication and the pharmacist's and doctor's inboxes), issue 16. */
  'chat',
  /** Health blog, company blog, tip of the day, testimonials and their admin screens, issues 16 and 17. */
  'content',
  /** Offers, the value store, featured brands and PLUS (issue 18). */
  'offers',
  /** The admin console (issue 17): accounts first. */
  'admin',
  /** The sales dashboard and analytics (issue 17 item 6), e-mail campaigns and the unsubscribe page (item 7). */
  'analytics',
  'campaigns',
  /** Partner onboarding and verification: the partner's Verification page, /admin/pharmacies, /admin/doctors (issue 17 item 5). */
  'partners',
  /** Error codes and validation messages (packages/shared/src/errors/error-catalog.ts). */
  'errors',
] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

/** Every locales/<lang>/<namespace>.json, each its own chunk, loaded on first use. */
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** One namespace's translations for one language; an empty bundle when the language has none yet. */
export async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const loader = localeLoaders[`../locales/${language}/${namespace}.json`];
  // A language without this namespace yet: an empty bundle, so i18next falls back to English at once.
  if (!loader) return {};
  return (await loader()).default;
}

/** Translations by language and namespace, as i18next keeps them (and as the server sends them to hydrate). */
export type I18nResources = Record<string, Record<string, Record<string, unknown>>>;

/** The namespaces every page needs: the shell's, and the cart's (its badge, drawer and add buttons are everywhere). */
export const SHELL_NAMESPACES: readonly I18nNamespace[] = ['common', 'cart'];

/**
 * The options of every instance, in the browser and per request on the server. With `resources` (what the
 * server rendered with) they are there at once, so the first render matches the server's HTML; anything else
 * loads lazily from the JSON chunks.
 */
export function i18nOptions(language: LanguageCode, resources?: I18nResources): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    // The cart is part of the shell (badge, drawer, an add button on every product card): load its
    // namespace with the shell's, so no page suspends on it (a navigation would keep the old page up).
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    ...(resources ? { resources, partialBundledLanguages: true, initAsync: false } : {}),
  };
}

/** A new i18next instance on the lazy JSON backend (the server makes one per request: never shared). */
export function createI18nInstance(): I18nInstance {
  return i18next.createInstance().use(resourcesToBackend(loadNamespace)).use(initReactI18next);
}

/** The language cookie mirrors local storage so the server can answer the first HTML in it (decision 0006). */
function rememberLanguage(language: LanguageCode): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the change still applies to this visit.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}

/** A `?lang=` link (the hreflang alternates search engines follow) wins, then the stored choice, then English. */
function readStoredLanguage(): LanguageCode {
  const fromLink = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  if (isLanguageCode(fromLink)) {
    rememberLanguage(fromLink);
    return fromLink;
  }
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || !isLanguageCode(language)) return;
  const root = document.documentElement;
  // Written only on a change: the page's rtl: and lang styles hang on these attributes of <html>.
  if (root.lang !== language) root.lang = language;
  if (root.dir !== languageDir(language)) root.dir = languageDir(language);
}

/** The browser's instance. */
export const i18n = createI18nInstance();

let initPromise: Promise<unknown> | undefined;

/**
 * Starts the browser's i18next once. A server-rendered page hands over the language and translations it was
 * rendered with (they are there synchronously, so hydration matches); otherwise the stored language or English.
 */
export function initI18n(rendered?: { language: LanguageCode; resources: I18nResources }): Promise<unknown> {
  if (initPromise) return initPromise;
  // Read either way: a `?lang=` link is remembered (the server rendered in that language too).
  const stored = readStoredLanguage();
  const language = rendered?.language ?? stored;
  i18n.on('languageChanged', applyDocumentLanguage);
  // `?lang=pseudo` (development, or a VITE_PSEUDO_LOCALE=1 build): accented, longer English, for layout checks.
  const pseudo = pseudoLocaleRequested() ? enablePseudoLocale(i18n) : {};
  initPromise = i18n.init({ ...i18nOptions(language, rendered?.resources), ...pseudo });
  applyDocumentLanguage(language);
  return initPromise;
}

/**
 * The language chosen in this browser before the server knew it (local storage without the cookie, from
 * before the cookie existed), when it differs from the page's: the caller switches to it after hydration.
 */
export function storedLanguageOtherThan(language: LanguageCode): LanguageCode | null {
  if (new URLSearchParams(globalThis.location?.search ?? '').has('lang')) return null;
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) && stored !== language ? stored : null;
  } catch {
    return null;
  }
}

/** Switches the interface language, keeps it in local storage (SPEC §3) and mirrors the page for Arabic. */
export async function changeAppLanguage(language: LanguageCode): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** Whether the visitor has ever chosen a language in this browser (the menu, a suggestion, a `?lang=` link). */
export function languageWasChosen(): boolean {
  try {
    return isLanguageCode(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return true;
  }
}

/** Local storage: the language the location suggested to this browser (asked once, whatever the answer). */
const LANGUAGE_SUGGESTED_KEY = 'languageSuggested';

export function languageWasSuggested(): boolean {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_SUGGESTED_KEY) !== null;
  } catch {
    return true;
  }
}

export function rememberLanguageSuggested(language: LanguageCode): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_SUGGESTED_KEY, language);
  } catch {
    // Without storage the suggestion may come back next visit; nothing else depends on it.
  }
}

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

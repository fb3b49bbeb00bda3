import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  isLanguageCode,
  languageDir,
} from '@aushadh/shared/i18n/languages.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/** One namespace per web feature (DESIGN §2); `common` holds the app shell. */
export const I18N_NAMESPACES = [
  'common',
  'catalog',
  'static-pages',
  'auth',
  'account',
  'staff-areas',
  'search',
  'cart',
  'checkout',
  'orders',
  'delivery',
] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

/** Every locales/<lang>/<namespace>.json, each its own chunk, loaded on first use. */
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const loader = localeLoaders[`../locales/${language}/${namespace}.json`];
  // A language without this namespace yet: an empty bundle, so i18next falls back to English at once.
  if (!loader) return {};
  return (await loader()).default;
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
  document.documentElement.lang = language;
  document.documentElement.dir = languageDir(language);
}

export const i18n = i18next.createInstance();

let initPromise: Promise<unknown> | undefined;

/** Starts i18next once: stored language or English, lazy JSON per language and namespace. */
export function initI18n(): Promise<unknown> {
  if (initPromise) return initPromise;
  const language = readStoredLanguage();
  i18n.on('languageChanged', applyDocumentLanguage);
  initPromise = i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      load: 'currentOnly',
      // The cart is part of the shell (badge, drawer, an add button on every product card): load its
      // namespace with the shell's, so no page suspends on it (a navigation would keep the old page up).
      ns: ['common', 'cart'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  applyDocumentLanguage(language);
  return initPromise;
}

/** Switches the interface language, keeps it in local storage (SPEC §3) and mirrors the page for Arabic. */
export async function changeAppLanguage(language: LanguageCode): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

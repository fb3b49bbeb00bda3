import { readFileSync } from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  isLanguageCode,
  languageDir,
  type LanguageCode,
} from '@aushadh/shared/i18n/languages.ts';
import i18next, { type TFunction } from 'i18next';

/**
 * What the server writes to a person outside the web page — e-mails and the PDF documents — in that person's
 * language (`users.language`). Translations live next to this file, one JSON per language and namespace, the
 * same 16 languages as the web; a key missing in a language falls back to English (the locale test forbids it).
 */
export const SERVER_NAMESPACES = ['mail', 'documents'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

const LOCALES_DIR = new URL('./locales/', import.meta.url);

export function readServerLocale(language: LanguageCode, namespace: ServerNamespace): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES_DIR), 'utf8')) as Record<
    string,
    unknown
  >;
}

// Read once at start (a few KB per language); never per mail.
const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      Object.fromEntries(SERVER_NAMESPACES.map((ns) => [ns, readServerLocale(language, ns)])),
    ]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'mail',
  // Mail text is plain text (the HTML part escapes it itself), PDFs draw strings: nothing to escape here.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** `t` for one reader: their language, one namespace. An unknown code reads English. */
export function translatorFor(language: string | null | undefined, namespace: ServerNamespace): TFunction {
  return instance.getFixedT(isLanguageCode(language) ? language : DEFAULT_LANGUAGE, namespace);
}

/**
 * The Intl locale of a language. Digits stay Latin (0-9) in every language, prices and dates included
 * (decision 0029): Indian documents, pharmacy bills and UPI apps print them so; Bengali, Marathi and Arabic
 * would otherwise switch to their own digits. Indian languages take the Indian region (₹, lakh/crore grouping).
 */
export function intlLocale(language: LanguageCode): string {
  if (INDIAN_LANGUAGES.has(language)) return `${language}-IN-u-nu-latn`;
  return language === 'zh' ? 'zh-CN-u-nu-latn' : `${language}-u-nu-latn`;
}
const INDIAN_LANGUAGES: ReadonlySet<LanguageCode> = new Set([
  'en',
  'hi',
  'ta',
  'te',
  'ml',
  'kn',
  'bn',
  'gu',
  'mr',
  'pa',
]);

/** A reader's formats: money in rupees, dates and times in India's time zone. */
export function readerFormats(language: LanguageCode) {
  const locale = intlLocale(language);
  // CLDR gives some Indian languages (Marathi, …) Western grouping: rupees in every Indian language are grouped
  // as in English (India), lakh and crore — ₹1,23,456.50.
  const money = new Intl.NumberFormat(INDIAN_LANGUAGES.has(language) ? 'en-IN' : locale, {
    style: 'currency',
    currency: 'INR',
  });
  return {
    locale,
    dir: languageDir(language),
    money: (paise: number) => money.format(paise / 100),
    /** A calendar day ("2026-11-24") written out, e.g. "मंगलवार, 24 नवंबर 2026". */
    longDay: (isoDay: string, style: 'full' | 'long' = 'full') =>
      new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`)),
    /** A moment as people in India read it. */
    dateTime: (at: Date) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(at),
    shortDay: (at: Date | string) =>
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(at)),
  };
}

/** The 16 interface languages of SPEC §1. Arabic is the only right-to-left one. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'ta', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'te', nativeName: 'తెలుగు', dir: 'ltr' },
  { code: 'ml', nativeName: 'മലയാളം', dir: 'ltr' },
  { code: 'kn', nativeName: 'ಕನ್ನಡ', dir: 'ltr' },
  { code: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'gu', nativeName: 'ગુજરાતી', dir: 'ltr' },
  { code: 'mr', nativeName: 'मराठी', dir: 'ltr' },
  { code: 'pa', nativeName: 'ਪੰਜਾਬੀ', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'zh', nativeName: '中文', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** SPEC §3: the chosen language is kept in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value);
}
export function languageDir(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

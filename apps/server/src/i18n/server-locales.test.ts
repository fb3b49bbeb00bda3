import { LANGUAGE_CODES, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { describe, expect, it } from 'vitest';
import { SERVER_NAMESPACES, readServerLocale, readerFormats, translatorFor } from './server-i18n.ts';

// Mails and PDFs in 16 languages: the same keys everywhere (plural forms as CLDR asks), the same placeholders,
// and a translation, not a copy of the English.
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Words spelt the same in the language and in English (checked by a reader, not copied). */
const SAME_AS_ENGLISH = new Set([
  'es:total',
  'es:invoice.total',
  'es:invoice.no',
  'fr:invoice.total',
  'fr:invoice.placeWithCode',
  'fr:prescription.patient',
  'fr:prescription.date',
  'fr:prescription.consultation',
  'fr:prescription.columns.dose',
  'fr:prescription.columns.instructions',
]);
/** What may legitimately read the same as the English: codes, tax names, numbers, the brand, placeholders. */
const languageFree = (text: string) =>
  !/\p{Ll}{3,}/u.test(text.replace(/\{\{\w+\}\}/g, '').replace(/\b(Aushadh|Rx|SAC)\b/g, ''));

describe.each(SERVER_NAMESPACES)('server locale %s', (namespace) => {
  const english = flatten(readServerLocale('en', namespace));
  const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, '')));

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))(
    '%s has every key, no stray one, and the same placeholders',
    (language) => {
      const own = flatten(readServerLocale(language, namespace));
      expect([...baseKeys(own.keys())].sort()).toEqual([...baseKeys(english.keys())].sort());
      for (const [key, text] of own) {
        const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'))!;
        // A plural form may spell out its number ("ساعتين", "يوم واحد") instead of {{count}}.
        const expected = placeholders(source).filter((p) => !(PLURAL.test(key) && p === 'count'));
        expect(
          placeholders(text).filter((p) => p !== 'count' || !PLURAL.test(key)),
          `${language} ${key}`,
        ).toEqual(expected);
        if (!languageFree(source) && !SAME_AS_ENGLISH.has(`${language}:${key}`))
          expect(text, `${language} ${key} is still English`).not.toBe(source);
      }
    },
  );

  it.each(LANGUAGE_CODES)('%s has the plural forms its language needs', (language) => {
    const own = flatten(readServerLocale(language, namespace));
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of new Set([...own.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))) {
      for (const category of needed) {
        expect(own.has(`${base}_${category}`), `${language} ${base}_${category}`).toBe(true);
      }
    }
  });
});

describe('reader formats', () => {
  it('rupees with Indian grouping in every Indian language, Latin digits everywhere', () => {
    const indian: LanguageCode[] = ['en', 'hi', 'ta', 'te', 'ml', 'kn', 'bn', 'gu', 'mr', 'pa'];
    for (const language of indian) expect(readerFormats(language).money(1_23_45_678_90)).toBe('₹1,23,45,678.90');
    for (const language of LANGUAGE_CODES) {
      const formats = readerFormats(language);
      expect(formats.money(12_345_600), language).toMatch(
        /^[^\d]*1[\s,.\u202f\u00a0]?23[\s,.\u202f\u00a0]?456[.,]00[^\d]*$/,
      );
      expect(formats.longDay('2026-11-24'), language).toMatch(/24/);
      expect(formats.longDay('2026-11-24'), language).not.toMatch(
        /[\u0660-\u0669\u06f0-\u06f9\u09e6-\u09ef\u0966-\u096f]/,
      );
    }
  });

  it('times are India time whatever the server zone; an unknown language reads English', () => {
    expect(readerFormats('en').dateTime(new Date('2026-11-24T18:45:00Z'))).toMatch(/25 Nov 2026, 12:15\sam/i);
    expect(translatorFor('xx', 'mail')('greeting', { name: 'Asha' })).toBe('Hello Asha,');
    expect(translatorFor('hi', 'mail')('lab.fasting', { count: 10 })).toContain('10 घंटे');
    expect(translatorFor('ar', 'mail')('lab.fasting', { count: 2 })).toContain('ساعتين');
    expect(translatorFor('ru', 'mail')('lab.fasting', { count: 12 })).toContain('12 часов');
  });
});

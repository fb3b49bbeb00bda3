import { templateVariables } from '@aushadh/shared/errors/message-template.ts';
import { LANGUAGE_CODES } from '@aushadh/shared/i18n/languages.ts';
import { HOME_FAQ, HOME_FAQ_IDS } from '@aushadh/shared/seo/home-faq.ts';
// A test reading the seed's category names, the English source of `categoryNames.*`; no app code does this.
// eslint-disable-next-line house/import-direction
import { CATEGORY_SEEDS } from '../../../server/src/db/seed/categories.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { I18N_NAMESPACES } from '../lib/i18n.ts';

/**
 * Issue 20 item 4: every language holds exactly English's keys in every namespace (its own CLDR plural forms in
 * place of English's _one/_other), with the same {{placeholders}}; no stray file, namespace or key. errors.json
 * has its own, stricter test (lib/error-text.test.ts). The count of keys per language, and how many values are
 * still English, are printed.
 */

type Json = { [key: string]: string | Json };

const files = import.meta.glob<{ default: Json }>('./*/*.json', { eager: true });
const bundle = (language: string, namespace: string) => files[`./${language}/${namespace}.json`]?.default;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** "a.b_one" → value, for every leaf. */
function leaves(tree: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

/** English's keys as this language must have them: plural keys in the language's own categories. */
function expectedKeys(english: Map<string, string>, language: string): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    // i18next's own `_zero` (used for a count of 0 in any language) is kept as English has it.
    if (!match || match[1] === 'zero') keys.add(key);
    else for (const category of categories) keys.add(key.slice(0, match.index) + '_' + category);
  }
  return keys;
}

/** The English text a (possibly plural) key of another language translates. */
function englishFor(english: Map<string, string>, key: string): string | undefined {
  const base = key.replace(PLURAL_SUFFIX, '');
  return english.get(key) ?? english.get(`${base}_other`) ?? english.get(base);
}

/** Text that reads the same in every language: names, codes, numbers, symbols. */
const LANGUAGE_NEUTRAL = /^[\s\d\p{P}\p{S}]*$|^(Aushadh|PLUS|UPI|OTP|COD|GSTIN|PDF|CSV|H1|Rx|OTC|ID|SMS|Email)$/u;

/**
 * Texts whose English lives with its data (category names in the catalog's seed): English shows the data itself
 * (`t(key, { defaultValue })`), every other language translates them.
 */
const FROM_DATA: Partial<Record<string, Map<string, string>>> = {
  catalog: new Map([...CATEGORY_SEEDS.map((category) => [`categoryNames.${category.slug}`, category.name] as const)]),
};

const NAMESPACES = I18N_NAMESPACES.filter((namespace) => namespace !== 'errors');
const summary: string[] = [];

afterAll(() => {
  console.log(`Translation keys per language (namespaces: ${NAMESPACES.length}):\n${summary.sort().join('\n')}`);
});

describe('locales: complete in all 16 languages', () => {
  it('has the home FAQ in English as packages/shared HOME_FAQ (the server JSON-LD fallback), in its order', () => {
    const faq = (bundle('en', 'catalog') as { home: { faq: { items: Record<string, unknown> } } }).home.faq.items;
    expect(HOME_FAQ.map((item) => item.id)).toEqual(HOME_FAQ_IDS);
    expect(faq).toEqual(Object.fromEntries(HOME_FAQ.map(({ id, question, answer }) => [id, { question, answer }])));
  });

  it('has a file for every registered namespace in every language, and no other file', () => {
    const expected = LANGUAGE_CODES.flatMap((language) =>
      I18N_NAMESPACES.map((namespace) => `./${language}/${namespace}.json`),
    ).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  it.for(LANGUAGE_CODES)('%s has exactly English’s keys with English’s placeholders', (language) => {
    let keyCount = 0;
    let stillEnglish = 0;
    for (const namespace of NAMESPACES) {
      const englishFile = leaves(bundle('en', namespace) ?? {});
      const english = new Map([...englishFile, ...(FROM_DATA[namespace] ?? [])]);
      const entries = leaves(bundle(language, namespace) ?? {});
      const expected = language === 'en' ? new Set(englishFile.keys()) : expectedKeys(english, language);
      const missing = [...expected].filter((key) => !entries.has(key));
      const stray = [...entries.keys()].filter((key) => !expected.has(key));
      expect.soft(missing, `${language}/${namespace}.json lacks`).toEqual([]);
      expect.soft(stray, `${language}/${namespace}.json has stray`).toEqual([]);
      for (const [key, text] of entries) {
        const source = englishFor(english, key) ?? '';
        expect.soft(text.trim(), `${language}/${namespace}: ${key} is empty`).not.toBe('');
        // A plural form may spell its number out ("one item", Arabic's zero and two forms): the count is optional there.
        const optional = (variable: string) => PLURAL_SUFFIX.test(key) && /count/i.test(variable);
        expect
          .soft(
            templateVariables(text).filter((variable) => !optional(variable)),
            `${language}/${namespace}: ${key}`,
          )
          .toEqual(templateVariables(source).filter((variable) => !optional(variable)));
        if (language !== 'en' && text === source && !LANGUAGE_NEUTRAL.test(text)) stillEnglish += 1;
      }
      keyCount += entries.size;
    }
    summary.push(`${language}: ${keyCount} keys${language === 'en' ? '' : `, ${stillEnglish} still in English`}`);
  });
});

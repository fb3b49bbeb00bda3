import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { toCardinal as arabic } from 'n2words/ar-SA';
import { toCardinal as bengali } from 'n2words/bn-BD';
import { toCardinal as german } from 'n2words/de-DE';
import { toCardinal as spanish } from 'n2words/es-ES';
import { toCardinal as french } from 'n2words/fr-FR';
import { toCardinal as gujarati } from 'n2words/gu-IN';
import { toCardinal as hindi } from 'n2words/hi-IN';
import { toCardinal as kannada } from 'n2words/kn-IN';
import { toCardinal as punjabi } from 'n2words/pa-IN';
import { toCardinal as russian } from 'n2words/ru-RU';
import { toCardinal as tamil } from 'n2words/ta-IN';
import { toCardinal as telugu } from 'n2words/te-IN';
import { toCardinal as chinese } from 'n2words/zh-Hans-CN';
import { toWords as marathi } from 'to-words/mr-IN';

/*
 * The invoice's amount in words in the reader's language (docs/invoice.md, decision 0029). Numbers are spelt by
 * maintained libraries — n2words (Indian languages in lakh and crore, gender agreement for Arabic, Spanish and
 * Russian, Chinese financial numerals) and to-words for Marathi (n2words writes "चार शंभर" where Marathi says
 * "चारशे"); the rupee and paise words and their plural forms are ours. Malayalam has no correct spelling in
 * either library ("ഒന്ന് ലക്ഷം … നാല് നൂറ്"): it keeps the English words.
 */

/** A whole number in English words with the Indian grouping (thousand, lakh, crore). */
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`);
  let rest = n % 10_000_000;
  for (const [size, name] of [
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ] as const) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${numberInWords(count)} ${name}`);
    rest %= size;
  }
  if (rest >= 20) parts.push([TENS[Math.floor(rest / 10)], ONES[rest % 10]].filter(Boolean).join(' '));
  else if (rest > 0) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only". */
function englishAmount(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest > 0 ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
}

/** How one language says "N rupees and M paise only", given its number words and CLDR plural category. */
interface Phrasing {
  words: (n: number) => string;
  rupees: (words: string, plural: Intl.LDMLPluralRule, n: number) => string;
  paise: (words: string, plural: Intl.LDMLPluralRule, n: number) => string;
  join: (rupees: string, paise: string | null) => string;
}

/** Indian languages: "<words> <rupees> <and> <words> <paise> <only>"; the singular noun for exactly one. */
const plain = (
  [rupee, rupeeOne]: [string, string],
  [paisa, paisaOne]: [string, string],
  and: string,
  only: string,
): Omit<Phrasing, 'words'> => ({
  rupees: (w, _p, n) => `${w} ${n === 1 ? rupeeOne : rupee}`,
  paise: (w, _p, n) => `${w} ${n === 1 ? paisaOne : paisa}`,
  join: (r, p) => [r, p ? `${and} ${p}` : '', only].filter(Boolean).join(' '),
});

/** "un million de roupies", "un millón de rupias": a round million takes "de" before the noun. */
const withDe = (words: string, de: RegExp) => (de.test(words) ? `${words} de` : words);

const PHRASINGS: Partial<Record<LanguageCode, Phrasing>> = {
  hi: { words: hindi, ...plain(['रुपये', 'रुपया'], ['पैसे', 'पैसा'], 'और', 'मात्र') },
  bn: { words: bengali, ...plain(['টাকা', 'টাকা'], ['পয়সা', 'পয়সা'], 'এবং', 'মাত্র') },
  gu: { words: gujarati, ...plain(['રૂપિયા', 'રૂપિયો'], ['પૈસા', 'પૈસો'], 'અને', 'પૂરા') },
  mr: { words: (n) => marathi(n), ...plain(['रुपये', 'रुपया'], ['पैसे', 'पैसा'], 'आणि', 'फक्त') },
  pa: { words: punjabi, ...plain(['ਰੁਪਏ', 'ਰੁਪਇਆ'], ['ਪੈਸੇ', 'ਪੈਸਾ'], 'ਅਤੇ', 'ਮਾਤਰ') },
  // One rupee is "ஒரு ரூபாய்" / "ఒక రూపాయి" (the attributive form), not the counting word.
  ta: { words: (n) => (n === 1 ? 'ஒரு' : tamil(n)), ...plain(['ரூபாய்', 'ரூபாய்'], ['பைசா', 'பைசா'], 'மற்றும்', 'மட்டும்') },
  te: { words: (n) => (n === 1 ? 'ఒక' : telugu(n)), ...plain(['రూపాయలు', 'రూపాయి'], ['పైసలు', 'పైసా'], 'మరియు', 'మాత్రమే') },
  kn: { words: kannada, ...plain(['ರೂಪಾಯಿಗಳು', 'ರೂಪಾಯಿ'], ['ಪೈಸೆಗಳು', 'ಪೈಸೆ'], 'ಮತ್ತು', 'ಮಾತ್ರ') },
  // Rupee (roupie, Rupie, rupia, рупия, روبية) is feminine in French, German, Spanish, Russian and Arabic.
  fr: {
    words: (n) => french(n).replace(/\bun$/u, 'une'),
    rupees: (w, p) => `${withDe(w, /(millions?|milliards?)$/u)} ${p === 'one' ? 'roupie' : 'roupies'}`,
    paise: (w, p) => `${w} ${p === 'one' ? 'paisa' : 'paise'}`,
    join: (r, p) => (p ? `${r} et ${p}` : r),
  },
  de: {
    words: (n) => german(n).replace(/eins$/u, 'eine'),
    rupees: (w, p) => `${w} ${p === 'one' ? 'Rupie' : 'Rupien'}`,
    paise: (w, p) => `${w} ${p === 'one' ? 'Paisa' : 'Paise'}`,
    join: (r, p) => (p ? `${r} und ${p}` : r),
  },
  es: {
    words: (n) => spanish(n, { gender: 'feminine' }),
    rupees: (w, p) => `${withDe(w, /(millón|millones)$/u)} ${p === 'one' ? 'rupia' : 'rupias'}`,
    paise: (w, p) => `${w} ${p === 'one' ? 'paisa' : 'paisas'}`,
    join: (r, p) => (p ? `${r} con ${p}` : r),
  },
  ru: {
    words: (n) => russian(n, { gender: 'feminine' }),
    rupees: (w, p) => `${w} ${{ one: 'рупия', few: 'рупии' }[p as 'one'] ?? 'рупий'}`,
    paise: (w, p) => `${w} ${{ one: 'пайса', few: 'пайсы' }[p as 'one'] ?? 'пайс'}`,
    join: (r, p) => (p ? `${r} ${p}` : r),
  },
  ar: {
    words: (n) => arabic(n, { gender: 'feminine' }),
    // CLDR's Arabic categories follow the counted noun's grammar: 1 and 2 after/instead of the number, a plural
    // for 3-10, the singular (tamyiz) from 11 on.
    rupees: (w, p) => ({ one: 'روبية واحدة', two: 'روبيتان', few: `${w} روبيات` })[p as 'one'] ?? `${w} روبية`,
    paise: (w, p) => ({ one: 'بيسة واحدة', two: 'بيستان', few: `${w} بيسات` })[p as 'one'] ?? `${w} بيسة`,
    join: (r, p) => `${p ? `${r} و${p}` : r} فقط لا غير`,
  },
  // Chinese financial numerals (大写), as Chinese invoices write amounts: 壹拾贰万叁仟肆佰伍拾陆卢比伍拾派萨.
  zh: {
    words: (n) => chinese(n),
    rupees: (w) => `${w}卢比`,
    paise: (w) => `${w}派萨`,
    join: (r, p) => (p ? `${r}${p}` : `${r}整`),
  },
};

/** The languages whose amount in words is still English (no correct spelling available). */
export const AMOUNT_IN_WORDS_ENGLISH: readonly LanguageCode[] = ['en', 'ml'];

/** An invoice total in words in `language`; English words with lakh and crore where there is no correct form. */
export function amountInWords(paise: number, language: LanguageCode = 'en'): string {
  const phrasing = PHRASINGS[language];
  if (!phrasing) return englishAmount(paise);
  const rules = new Intl.PluralRules(language);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeePart = phrasing.rupees(phrasing.words(rupees), rules.select(rupees), rupees);
  const paisePart = rest > 0 ? phrasing.paise(phrasing.words(rest), rules.select(rest), rest) : null;
  return phrasing.join(rupeePart, paisePart);
}

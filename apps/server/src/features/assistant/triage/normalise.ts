/**
 * Text normalisation for the triage engine: one "skeleton" per word, so that the usual ways people misspell
 * symptoms in English, Hindi (Devanagari and Latin letters), Marathi, Tamil and Bengali compare equal, and an
 * edit distance for the misspellings that remain. Pure functions, no dependencies.
 */

export type Script = 'latin' | 'devanagari' | 'tamil' | 'bengali' | 'other';

/** Devanagari, Bengali and Tamil digits → ASCII. */
const DIGITS: Record<string, string> = {};
for (const zero of [0x0966, 0x09e6, 0x0be6]) {
  for (let d = 0; d < 10; d++) DIGITS[String.fromCodePoint(zero + d)] = String(d);
}

export function scriptOf(char: string): Script {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0900 && code <= 0x097f) return 'devanagari';
  if (code >= 0x0980 && code <= 0x09ff) return 'bengali';
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return 'latin';
  return 'other';
}

/** The script most letters of a text are written in ('latin' for an empty text). */
export function dominantScript(text: string): Script {
  const counts: Record<Script, number> = { latin: 0, devanagari: 0, tamil: 0, bengali: 0, other: 0 };
  for (const char of text.toLowerCase()) {
    if (/\s|\d|\p{P}/u.test(char)) continue;
    counts[scriptOf(char)] += 1;
  }
  let best: Script = 'latin';
  for (const script of ['devanagari', 'tamil', 'bengali'] as const) if (counts[script] > counts[best]) best = script;
  return best;
}

/** Vowel-length, nasal and sibilant confusions folded per script (the commonest spelling mistakes). */
const FOLDS: [RegExp, string][] = [
  // Devanagari: nukta, candrabindu/anusvara, long/short i and u, sibilants, retroflex n, ri
  [/\u093c/g, ''],
  [/\u0901/g, '\u0902'],
  [/\u0940/g, '\u093f'],
  [/\u0942/g, '\u0941'],
  [/\u0908/g, '\u0907'],
  [/\u090a/g, '\u0909'],
  [/[\u0936\u0937]/g, '\u0938'],
  [/\u0923/g, '\u0928'],
  [/\u0945/g, '\u0947'],
  [/\u0949/g, '\u094b'],
  // Bengali: nukta, long vowels, sibilants, n/ṇ, ya
  [/\u09bc/g, ''],
  [/\u09c0/g, '\u09bf'],
  [/\u09c2/g, '\u09c1'],
  [/\u0988/g, '\u0987'],
  [/\u098a/g, '\u0989'],
  [/[\u09b6\u09b7]/g, '\u09b8'],
  [/\u09a3/g, '\u09a8'],
  [/\u09df/g, '\u09af'],
  [/\u0981/g, '\u0982'],
  // Tamil: long/short vowel signs, the three l's, two r's, three n's
  [/\u0bc0/g, '\u0bbf'],
  [/\u0bc2/g, '\u0bc1'],
  [/\u0bc7/g, '\u0bc6'],
  [/\u0bcb/g, '\u0bca'],
  [/[\u0bb3\u0bb4]/g, '\u0bb2'],
  [/\u0bb1/g, '\u0bb0'],
  [/[\u0ba3\u0ba9]/g, '\u0ba8'],
];

/** Latin spelling folds: doubled letters, long vowels written twice, ph/f, w/v, z/j, q/k. */
function latinSkeleton(word: string): string {
  return word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/(.)\1+/g, '$1');
}

/**
 * Lower-case, digits of every script as ASCII, accents and zero-width joiners removed, apostrophes dropped
 * ("can't" → "cant"), everything that is not a letter or a digit becomes a space.
 */
export function cleanText(text: string): string {
  let out = text.normalize('NFKD').toLowerCase();
  out = out.replace(/[\u200b-\u200d\ufeff]/g, '');
  out = out.replace(/[\u0300-\u036f]/g, '');
  out = out.normalize('NFD');
  out = out.replace(/[\u0966-\u096f\u09e6-\u09ef\u0be6-\u0bef]/g, (d) => DIGITS[d] ?? d);
  out = out.replace(/['’‘`]/g, '');
  out = out.replace(/(\d)[.,](\d)/g, '$1.$2');
  out = out.replace(/[^\p{L}\p{M}\p{N}.]+/gu, ' ').replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  return out.replace(/\s+/g, ' ').trim();
}

/** The comparison form of one word. */
export function skeleton(word: string): string {
  let out = word;
  for (const [pattern, replacement] of FOLDS) out = out.replace(pattern, replacement);
  if (/^[a-z0-9.]+$/.test(out)) out = latinSkeleton(out);
  return out.normalize('NFC');
}

export function tokenize(text: string): string[] {
  const cleaned = cleanText(text);
  return cleaned === '' ? [] : cleaned.split(' ');
}

/** Optimal-string-alignment distance (insert, delete, substitute, swap neighbours), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: lb + 1 }, (_, j) => j);
  for (let i = 1; i <= la; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return prev[lb]!;
}

/** Misspellings tolerated for a lexicon word of this length (in code points of its skeleton). */
export function allowedEdits(length: number, script: Script): number {
  if (script === 'latin') return length >= 8 ? 2 : length >= 5 ? 1 : 0;
  // Indic words carry vowel signs as separate code points: one slip in four is as common as in English.
  return length >= 7 ? 2 : length >= 3 ? 1 : 0;
}

/**
 * Whether a word of the message is a (misspelt or inflected) form of a lexicon word. Both are skeletons.
 * `exact` lexicon words ("fits", "tap") only match themselves: they are too short or too common to guess at.
 */
export function wordMatches(lexicon: string, word: string, exact: boolean): boolean {
  if (lexicon === word) return true;
  if (exact) return false;
  const chars = [...lexicon];
  const script = scriptOf(chars[0] ?? '');
  // Inflections: "bleeding" for "bleed", "दर्दों" for "दर्द", Tamil and Bengali case endings.
  const maxSuffix = script === 'latin' ? 4 : 6;
  if (chars.length >= 4 && word.startsWith(lexicon) && [...word].length - chars.length <= maxSuffix) return true;
  // People rarely get the first letter wrong; guessing past it joins unrelated words (पसीने/सीने, சளி/வலி).
  if (word[0] !== lexicon[0]) return false;
  // Four-letter words: only two neighbours swapped ("pian" for "pain").
  if (script === 'latin' && chars.length === 4) {
    return (
      word.length === 4 &&
      [...word].sort().join('') === [...lexicon].sort().join('') &&
      editDistance(lexicon, word, 1) <= 1
    );
  }
  const allowed = allowedEdits(chars.length, script);
  if (allowed === 0) return false;
  // Devanagari, Bengali and Tamil sit in the basic plane: string indices are code points.
  return editDistance(lexicon, word, allowed) <= allowed;
}

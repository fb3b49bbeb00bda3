/**
 * Text normalisation for medicine search: the same function runs over the catalog at index time and over
 * the visitor's query, so both sides meet in one spelling.
 *
 * - lower case, accents stripped, anything but Latin letters and digits is a separator;
 * - digits glued to words are split ("dolo650" → "dolo 650", "650mg" → "650 mg"); decimals stay ("2.5");
 * - Indian / British / typo-prone spellings fold together (see `foldTerm`).
 */

const TOKEN = /[a-z]+|\d+(?:\.\d+)?/g;

/**
 * Bounds on a visitor's query, applied AFTER normalisation: NFKD can turn one character into three letters
 * ("㏖" → "mol"), so a 200-character limit on the raw text does not bound the work. The longest real word in
 * the catalog is under 30 letters; eight words cover any medicine name with strength and form.
 */
export const QUERY_BOUNDS = { chars: 200, tokenLength: 32, tokens: 8 } as const;

/** Lower-cased, accent-free tokens in order ("Pan-D 40mg" → ["pan", "d", "40", "mg"]). */
export function rawTokens(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return plain.match(TOKEN) ?? [];
}

/**
 * Folds spelling variants to one key: ph→f, ae/oe→e, y→i, c/q/ck→k, doubled letters once, and a final
 * silent "e" dropped on longer words — so "amoxycillin" = "amoxicillin", "azithromycine" = "azithromycin",
 * "paediatric" = "pediatric", "sulphate" = "sulfate". Numbers are left alone.
 */
export function foldTerm(token: string): string {
  if (!/^[a-z]+$/.test(token)) return token;
  let term = token
    .replace(/ph/g, 'f')
    .replace(/ae|oe/g, 'e')
    .replace(/y/g, 'i')
    .replace(/ck|c|q/g, 'k')
    .replace(/(.)\1+/g, '$1');
  if (term.length >= 5 && term.endsWith('e')) term = term.slice(0, -1);
  return term;
}

/** One word of a visitor's query: as typed (lower case, accent-free) and folded. */
export interface QueryWord {
  raw: string;
  term: string;
}

/**
 * The distinct words of a visitor's query, with the work bounded whatever the input: the text cut to
 * `QUERY_BOUNDS.chars` after normalisation, each token to `tokenLength`, at most `tokens` of them.
 */
export function queryWords(query: string): QueryWord[] {
  // The raw cut keeps normalisation itself cheap; the real bound is on what normalisation made.
  const tokens = rawTokens(query.slice(0, QUERY_BOUNDS.chars));
  const out = new Map<string, QueryWord>();
  let chars = 0;
  for (const token of tokens) {
    const raw = token.slice(0, QUERY_BOUNDS.tokenLength);
    const term = foldTerm(raw);
    chars += term.length;
    if (chars > QUERY_BOUNDS.chars || out.size >= QUERY_BOUNDS.tokens) break;
    if (!out.has(term)) out.set(term, { raw, term });
  }
  return [...out.values()];
}

/** A token of a text with its place in that text (as typed, before normalisation): for highlighting. */
export interface TokenSpan {
  start: number;
  end: number;
  token: string;
}

/** The tokens of `text` (as `rawTokens`) with their [start, end) offsets in the original string. */
export function tokenSpans(text: string): TokenSpan[] {
  let plain: string;
  // Normalisation may change lengths ("é" → "e", "㏖" → "mol"): map each normalised character back.
  let origin: number[] | null = null;
  if (/^[\x20-\x7e]*$/.test(text)) plain = text.toLowerCase();
  else {
    plain = '';
    origin = [];
    for (let i = 0; i < text.length;) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      const folded = char
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      for (let k = 0; k < folded.length; k++) origin.push(i);
      plain += folded;
      i += char.length;
    }
    origin.push(text.length);
  }
  const spans: TokenSpan[] = [];
  for (const match of plain.matchAll(TOKEN)) {
    const from = match.index;
    const to = from + match[0].length;
    spans.push({ start: origin ? origin[from]! : from, end: origin ? origin[to]! : to, token: match[0] });
  }
  return spans;
}

/** Damerau–Levenshtein (optimal string alignment) distance, giving up early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = new Array<number>(cols);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return prev[cols - 1]!;
}

/** Every string made by deleting up to `distance` letters (SymSpell): typo candidates meet on a shared delete. */
export function deletions(term: string, distance: number): Set<string> {
  const out = new Set<string>([term]);
  let frontier = [term];
  for (let d = 0; d < distance; d++) {
    const next: string[] = [];
    for (const word of frontier) {
      for (let i = 0; i < word.length; i++) {
        const shorter = word.slice(0, i) + word.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** How many typos a term of this length may carry: none under 4 letters, one up to 7, two from 8. */
export const typoBudget = (term: string) => (!/^[a-z]+$/.test(term) || term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

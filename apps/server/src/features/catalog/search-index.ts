/**
 * In-process medicine search index (decision: docs/decisions/0002-search-mechanism.md).
 *
 * An inverted index over folded terms (search-text.ts) of three fields — brand name, salt composition and
 * manufacturer — with prefix matching (search-as-you-type) and typo matching (SymSpell deletes verified by
 * Damerau–Levenshtein). Every query token must match (AND); when no product matches them all, the search falls
 * back to the best partial matches (most query words matched first, the earlier words preferred: a visitor
 * types the brand first), and says so (`mode`), with a "did you mean" built from the catalog's own spellings.
 *
 * Ranking, most important first:
 *   0. (partial matches only) more query words matched, then earlier words;
 *   1. tier — 0: the name starts with the query; 1: every token in the name (exact or prefix);
 *      2: every token exact/prefix with at least one in the salt; 3: … in the manufacturer; 4: any typo;
 *      when the query names the maker, that maker's devices and wellness products drop to tier 3 and its
 *      medicines come first within it;
 *   2. in stock before out of stock;
 *   3. match strength (exact beats prefix beats typo, name beats salt beats manufacturer);
 *   4. the plainer composition first (Paracetamol 650mg before Paracetamol + Caffeine);
 *   5. popularity (rating count + purchases);
 *   6. shorter name, then lower id (stable).
 * Hot path works on dense slots and typed scratch arrays: no Map or object per candidate.
 * Pure and synchronous: the catalog service feeds it rows and keeps it in step with the database.
 */
import { deletions, editDistance, foldTerm, queryWords, rawTokens, tokenSpans, typoBudget } from './search-text.ts';

export interface SearchDocument {
  id: number;
  name: string;
  manufacturer: string;
  saltComposition: string;
  /** rating count + purchases */
  popularity: number;
  inStock: boolean;
  /** A medicine (not a device or wellness product). */
  isMedicine: boolean;
}

interface Entry {
  id: number;
  slot: number;
  name: string[];
  salt: string[];
  maker: string[];
  nameKey: string;
  /** Same name + maker: pack-size variants collapse to one line in the dropdown. */
  dedupeKey: string;
  popularity: number;
  inStock: boolean;
  isMedicine: boolean;
}

const FIELD_NAME = 0;
const FIELD_SALT = 1;
const FIELD_MAKER = 2;
const QUALITY_EXACT = 3;
const QUALITY_PREFIX = 2;
const QUALITY_TYPO = 1;
/** Match strength of one token in one field; higher is better. */
const strength = (field: number, quality: number) =>
  quality === QUALITY_TYPO ? 3 - field : 3 + (2 - field) * 3 + quality;
const isTypo = (s: number) => s <= 3;
const fieldOf = (s: number) => (s <= 3 ? 3 - s : 2 - Math.floor((s - 4) / 3));

const MAX_PREFIX_TERMS = 400;
/** Bit-reversed word masks: words matched → a number where the first word weighs most. */
const EARLINESS = Uint8Array.from({ length: 256 }, (_, mask) => {
  let value = 0;
  for (let bit = 0; bit < 8; bit++) if (mask & (1 << bit)) value |= 0x80 >> bit;
  return value;
});
/** Typo candidates verified per query token: enough for any real misspelling, bounded for any input. */
const MAX_TYPO_CHECKS = 300;
const MAX_DELETE_DISTANCE = 2;

interface TokenMatch {
  token: string;
  /** Position of the word in the query (bit in `Ranked.matched`). */
  position: number;
  /** dictionary term → QUALITY_* */
  terms: Map<string, number>;
  /** typo term → its edit distance from the token (for "did you mean"). */
  distances: Map<string, number>;
  estimate: number;
}

export interface Ranked {
  id: number;
  tier: number;
  /** Bit i set: the query's word i matched this product. */
  matched: number;
}

/**
 * all: every word matched, at least one product without a typo; corrected: every word matched, but only
 * through typos; partial: no product matches every word (the best partial matches); none: nothing matched.
 */
export type SearchMode = 'all' | 'corrected' | 'partial' | 'none';

export interface SearchOutcome {
  hits: Ranked[];
  mode: SearchMode;
  /** The query's distinct words as typed (lower case, accent-free), in order. */
  words: string[];
  /** The query with each misspelt word replaced by the catalog's spelling of its closest term; null if none. */
  suggestion: string | null;
  /** [start, end) ranges of `text` (a product's name, salt or maker) that matched the query. */
  highlight(text: string): [number, number][];
}

export function createSearchIndex() {
  const idToSlot = new Map<number, number>();
  const entries: (Entry | undefined)[] = [];
  const freeSlots: number[] = [];
  /** term → field → slots */
  const postings = new Map<string, [Set<number>, Set<number>, Set<number>]>();
  /** SymSpell: deletion variant → dictionary terms */
  const deletes = new Map<string, Set<string>>();
  let sortedTerms: string[] = [];
  let sortedDirty = false;
  let version = 0;
  // Scratch space for one query (the index is used from one thread, one query at a time).
  let stamp = new Uint32Array(0);
  let current = new Uint8Array(0);
  let sums = new Uint16Array(0);
  let weakest = new Uint8Array(0);
  let generation = 0;
  // Partial-match fallback: which slots any word reached, and how many words / which words.
  let unionStamp = new Uint32Array(0);
  let counts = new Uint8Array(0);
  let masks = new Uint8Array(0);
  let unionGeneration = 0;
  /** folded term → how the catalog spells it (lower case) → occurrences: "did you mean" shows real spellings. */
  const spellings = new Map<string, Map<string, number>>();

  function ensureScratch() {
    if (stamp.length >= entries.length) return;
    const size = Math.max(1024, entries.length * 2);
    stamp = new Uint32Array(size);
    current = new Uint8Array(size);
    sums = new Uint16Array(size);
    weakest = new Uint8Array(size);
    unionStamp = new Uint32Array(size);
    counts = new Uint8Array(size);
    masks = new Uint8Array(size);
    generation = 0;
    unionGeneration = 0;
  }

  // Counts are not taken back on removal: a spelling only ever serves as a suggestion's wording.
  function recordSpellings(raw: string[], folded: string[]) {
    raw.forEach((spelling, i) => {
      const term = folded[i]!;
      if (spelling === term && !spellings.has(term)) {
        spellings.set(term, new Map([[spelling, 1]]));
        return;
      }
      let forms = spellings.get(term);
      if (!forms) spellings.set(term, (forms = new Map()));
      forms.set(spelling, (forms.get(spelling) ?? 0) + 1);
    });
  }

  /** foldTerm, remembered for the catalog's own words (highlighting folds the same few thousand again and again). */
  const foldedWords = new Map<string, string>();
  function folded(token: string): string {
    let term = foldedWords.get(token);
    if (term === undefined) {
      term = foldTerm(token);
      if (foldedWords.size < 50_000) foldedWords.set(token, term);
    }
    return term;
  }

  /** The catalog's most common spelling of a folded term. */
  function spellingOf(term: string): string {
    let best = term;
    let bestCount = 0;
    for (const [spelling, count] of spellings.get(term) ?? []) {
      if (count > bestCount) {
        best = spelling;
        bestCount = count;
      }
    }
    return best;
  }

  function addTerm(term: string) {
    let lists = postings.get(term);
    if (lists) return lists;
    lists = [new Set(), new Set(), new Set()];
    postings.set(term, lists);
    sortedDirty = true;
    if (/^[a-z]+$/.test(term) && term.length >= 3) {
      for (const variant of deletions(term, term.length >= 6 ? MAX_DELETE_DISTANCE : 1)) {
        let set = deletes.get(variant);
        if (!set) deletes.set(variant, (set = new Set()));
        set.add(term);
      }
    }
    return lists;
  }

  function remove(id: number) {
    const slot = idToSlot.get(id);
    if (slot === undefined) return;
    const entry = entries[slot]!;
    idToSlot.delete(id);
    entries[slot] = undefined;
    freeSlots.push(slot);
    [entry.name, entry.salt, entry.maker].forEach((terms, field) => {
      for (const term of terms) postings.get(term)?.[field]!.delete(slot);
    });
  }

  function upsert(doc: SearchDocument) {
    remove(doc.id);
    const slot = freeSlots.pop() ?? entries.length;
    const raw = [rawTokens(doc.name), rawTokens(doc.saltComposition), rawTokens(doc.manufacturer)] as const;
    const [name, salt, maker] = raw.map((tokens) => tokens.map(foldTerm)) as [string[], string[], string[]];
    raw.forEach((tokens, field) => recordSpellings(tokens, [name, salt, maker][field]!));
    // A plain generic ("Paracetamol 650 mg Tablet") is named by its salt: its words rank as salt matches, so
    // "paracetamol" still finds the well-known brands first and the generics right after them.
    const generic = name.length > 0 && name[0] === salt[0];
    const entry: Entry = {
      id: doc.id,
      slot,
      name: generic ? [] : name,
      salt: generic ? [...new Set([...salt, ...name])] : salt,
      maker,
      nameKey: name.join(' '),
      dedupeKey: `${name.join(' ')}|${doc.manufacturer}`,
      popularity: doc.popularity,
      inStock: doc.inStock,
      isMedicine: doc.isMedicine,
    };
    entries[slot] = entry;
    idToSlot.set(doc.id, slot);
    [entry.name, entry.salt, entry.maker].forEach((terms, field) => {
      for (const term of terms) addTerm(term)[field]!.add(slot);
    });
  }

  function termsWithPrefix(prefix: string): string[] {
    if (sortedDirty) {
      sortedTerms = [...postings.keys()].sort();
      sortedDirty = false;
    }
    let lo = 0;
    let hi = sortedTerms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sortedTerms[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sortedTerms.length && out.length < MAX_PREFIX_TERMS; i++) {
      const term = sortedTerms[i]!;
      if (!term.startsWith(prefix)) break;
      out.push(term);
    }
    return out;
  }

  const postingSize = (term: string) => {
    const lists = postings.get(term);
    return lists ? lists[0].size + lists[1].size + lists[2].size : 0;
  };

  function matchToken(token: string, position: number, isLast: boolean): TokenMatch {
    const terms = new Map<string, number>();
    const distances = new Map<string, number>();
    if (postingSize(token) > 0) terms.set(token, QUALITY_EXACT);
    // Prefixes: always for the word being typed; for earlier words from 3 letters ("amox clav").
    if (isLast || token.length >= 3) {
      for (const term of termsWithPrefix(token))
        if (!terms.has(term) && postingSize(term) > 0) terms.set(term, QUALITY_PREFIX);
    }
    const budget = typoBudget(token);
    if (budget > 0) {
      const seen = new Set<string>();
      typos: for (const variant of deletions(token, budget)) {
        for (const term of deletes.get(variant) ?? []) {
          if (terms.has(term) || seen.has(term)) continue;
          if (seen.size >= MAX_TYPO_CHECKS) break typos;
          seen.add(term);
          const distance = editDistance(token, term, budget);
          if (distance <= budget && postingSize(term) > 0) {
            terms.set(term, QUALITY_TYPO);
            distances.set(term, distance);
          }
        }
      }
      // A typo in the word still being typed: "paracetm" → "paracetamol".
      if (isLast && token.length >= 5 && terms.size === 0) {
        for (const term of termsWithPrefix(token.slice(0, 3))) {
          if (term.length > token.length && editDistance(token, term.slice(0, token.length), 1) <= 1) {
            terms.set(term, QUALITY_TYPO);
            distances.set(term, 1);
          }
        }
      }
    }
    let estimate = 0;
    for (const term of terms.keys()) estimate += postingSize(term);
    return { token, position, terms, distances, estimate };
  }

  /** Best strength of `match` anywhere in `entry`, 0 when it does not match. */
  function scoreEntry(entry: Entry, match: TokenMatch): number {
    let best = 0;
    const fields = [entry.name, entry.salt, entry.maker];
    for (let field = 0; field < 3; field++) {
      for (const term of fields[field]!) {
        const quality = match.terms.get(term);
        if (quality !== undefined) {
          const s = strength(field, quality);
          if (s > best) best = s;
        }
      }
    }
    return best;
  }

  /** Marks every slot matching `match` with the current generation and its best strength in `current`. */
  function mark(match: TokenMatch, onFirstSight?: (slot: number) => void) {
    generation++;
    for (const [term, quality] of match.terms) {
      const lists = postings.get(term)!;
      for (let field = 0; field < 3; field++) {
        const s = strength(field, quality);
        for (const slot of lists[field]!) {
          if (stamp[slot] !== generation) {
            stamp[slot] = generation;
            current[slot] = s;
            onFirstSight?.(slot);
          } else if (s > current[slot]!) current[slot] = s;
        }
      }
    }
  }

  /**
   * Composite rank key, higher is better: tier, (maker queries) medicine, stock, match strength, plainness,
   * popularity.
   */
  function rankKey(entry: Entry, tier: number, sum: number, medicineFirst: boolean): number {
    const plainness = Math.max(0, 20 - entry.salt.length);
    return (
      (4 - tier) * 1e14 +
      (medicineFirst ? 5e13 : 0) +
      (entry.inStock ? 1e13 : 0) +
      sum * 1e10 +
      plainness * 1e8 +
      Math.min(entry.popularity, 99_999_999)
    );
  }

  /** True when every one of `matches` is found, exact or as a prefix, in the entry's maker name. */
  function makerNamesAll(entry: Entry, matches: TokenMatch[]): boolean {
    return matches.every((match) =>
      entry.maker.some((term) => {
        const quality = match.terms.get(term);
        return quality !== undefined && quality !== QUALITY_TYPO;
      }),
    );
  }

  /** Could the query be a maker's name: does every word reach some maker (exact or prefix)? Cheap pre-check. */
  const couldNameMaker = (matches: TokenMatch[]) =>
    matches.every((match) =>
      [...match.terms].some(([term, quality]) => quality !== QUALITY_TYPO && postings.get(term)![FIELD_MAKER].size > 0),
    );

  /**
   * "Did you mean": each word that the catalog does not spell that way becomes the catalog's spelling of its
   * closest term (a typo: the nearest, then the most used; a folded variant such as "azithromycine": the
   * common spelling). A word being typed that is a prefix of real words is left alone. Null when nothing
   * changes, or when some word matches nothing at all (no close spelling of the whole query exists).
   */
  function suggest(words: { raw: string; term: string }[], all: TokenMatch[]): string | null {
    let changed = false;
    const out: string[] = [];
    for (const [i, word] of words.entries()) {
      const match = all[i]!;
      if (match.terms.size === 0) return null;
      let spelling = word.raw;
      if (match.terms.get(word.term) === QUALITY_EXACT) {
        if (/^[a-z]+$/.test(word.raw) && !spellings.get(word.term)?.has(word.raw)) spelling = spellingOf(word.term);
      } else if (![...match.terms.values()].includes(QUALITY_PREFIX)) {
        let best: string | null = null;
        for (const [term, distance] of match.distances) {
          const bestDistance = best === null ? Infinity : match.distances.get(best)!;
          if (distance < bestDistance || (distance === bestDistance && postingSize(term) > postingSize(best!)))
            best = term;
        }
        if (best !== null) spelling = spellingOf(best);
      }
      if (spelling !== word.raw) changed = true;
      out.push(spelling);
    }
    return changed ? out.join(' ') : null;
  }

  function highlighter(all: TokenMatch[], words: { raw: string }[]) {
    // term → the length to mark (a prefix: as much as was typed; otherwise the whole word).
    const marks = new Map<string, number>();
    for (const match of all) {
      const typed = words[match.position]!.raw.length;
      for (const [term, quality] of match.terms) {
        const length = quality === QUALITY_PREFIX ? typed : Infinity;
        if ((marks.get(term) ?? 0) < length) marks.set(term, length);
      }
    }
    return (text: string): [number, number][] => {
      const ranges: [number, number][] = [];
      if (marks.size === 0) return ranges;
      for (const span of tokenSpans(text)) {
        const length = marks.get(folded(span.token));
        if (length !== undefined) ranges.push([span.start, Math.min(span.end, span.start + length)]);
      }
      return ranges;
    };
  }

  /**
   * Matching product ids, best first, and how they matched. `limit` keeps only the best n (partial selection,
   * no full sort); `dedupe` collapses pack-size variants of one name and maker to the best one.
   */
  function search(query: string, options: { limit?: number; dedupe?: boolean } = {}): SearchOutcome {
    const words = queryWords(query);
    const all = words.map((word, i) => matchToken(word.term, i, i === words.length - 1));
    const outcome = (hits: Ranked[], mode: SearchMode): SearchOutcome => ({
      hits,
      mode,
      words: words.map((word) => word.raw),
      suggestion: mode === 'none' ? null : suggest(words, all),
      highlight: highlighter(all, words),
    });
    const matches = all.filter((m) => m.terms.size > 0).sort((a, b) => a.estimate - b.estimate);
    if (matches.length === 0) return outcome([], 'none');
    ensureScratch();
    const dropped = matches.length < all.length;

    // Start from the rarest token, then narrow: scan candidates' own terms when that beats a posting walk.
    let candidates: number[] = [];
    mark(matches[0]!, (slot) => candidates.push(slot));
    for (const slot of candidates) {
      sums[slot] = current[slot]!;
      weakest[slot] = current[slot]!;
    }
    for (const match of matches.slice(1)) {
      if (candidates.length === 0) break;
      const next: number[] = [];
      if (candidates.length * 12 < match.estimate) {
        for (const slot of candidates) {
          const s = scoreEntry(entries[slot]!, match);
          if (s > 0) {
            current[slot] = s;
            next.push(slot);
          }
        }
      } else {
        mark(match);
        for (const slot of candidates) if (stamp[slot] === generation) next.push(slot);
      }
      for (const slot of next) {
        const s = current[slot]!;
        sums[slot] = sums[slot]! + s;
        if (s < weakest[slot]!) weakest[slot] = s;
      }
      candidates = next;
    }

    const limit = options.limit ?? Infinity;
    const keep = Number.isFinite(limit) ? limit * (options.dedupe ? 4 : 1) : Infinity;
    let mode: SearchMode = dropped ? 'partial' : 'all';
    let allMask = 0;
    for (const match of matches) allMask |= 1 << match.position;
    /** Partial matches only: words matched (count, then earlier words) — ranks before everything else. */
    let groups: Uint16Array | null = null;
    if (candidates.length === 0) {
      // No product has every word: the best partial matches, by how many (and which) words they have.
      mode = 'partial';
      unionGeneration++;
      for (const match of matches) {
        const reached: number[] = [];
        mark(match, (slot) => reached.push(slot));
        const bit = 1 << match.position;
        for (const slot of reached) {
          const s = current[slot]!;
          if (unionStamp[slot] !== unionGeneration) {
            unionStamp[slot] = unionGeneration;
            candidates.push(slot);
            counts[slot] = 1;
            masks[slot] = bit;
            sums[slot] = s;
            weakest[slot] = s;
          } else {
            counts[slot] = counts[slot]! + 1;
            masks[slot] = masks[slot]! | bit;
            sums[slot] = sums[slot]! + s;
            if (s < weakest[slot]!) weakest[slot] = s;
          }
        }
      }
      // Only the best: products with the most words (a third word does not drag in every "tablet").
      let most = 0;
      for (const slot of candidates) if (counts[slot]! > most) most = counts[slot]!;
      // Earlier words weigh more: the word at position p counts 0x80 >> p (the first word is the highest).
      const earliness = (slot: number) => EARLINESS[masks[slot]!]!;
      candidates = candidates.filter((slot) => counts[slot] === most);
      if (Number.isFinite(limit)) {
        // Only the best groups of words can reach the first `keep`: rank no more than those.
        const perGroup = new Uint32Array(256);
        for (const slot of candidates) perGroup[earliness(slot)]!++;
        let floor = 255;
        for (let taken = 0; floor > 0 && taken + perGroup[floor]! < keep; floor--) taken += perGroup[floor]!;
        candidates = candidates.filter((slot) => earliness(slot) >= floor);
      }
      groups = new Uint16Array(candidates.length);
      candidates.forEach((slot, i) => (groups![i] = earliness(slot)));
    }

    const makerQuery = couldNameMaker(matches);
    const inOrder = [...matches].sort((a, b) => a.position - b.position);
    // The words a candidate matched (and the name prefix they make), per set of words: one per query.
    const byMask = new Map<number, { own: TokenMatch[]; prefix: string }>();
    const wordsFor = (mask: number) => {
      let found = byMask.get(mask);
      if (!found) {
        const own = inOrder.filter((m) => mask & (1 << m.position));
        byMask.set(mask, (found = { own, prefix: own.map((m) => m.token).join(' ') }));
      }
      return found;
    };
    const keys = new Float64Array(candidates.length);
    const tiers = new Uint8Array(candidates.length);
    let anyExact = false;
    candidates.forEach((slot, i) => {
      const entry = entries[slot]!;
      const weak = weakest[slot]!;
      const { own, prefix } = wordsFor(groups ? masks[slot]! : allMask);
      let tier: number;
      if (isTypo(weak)) tier = 4;
      else {
        // With no typo, the weakest token's field decides: all in the name, else salt, else maker.
        const worstField = fieldOf(weak);
        tier =
          worstField === FIELD_NAME ? (entry.nameKey.startsWith(prefix) ? 0 : 1) : worstField === FIELD_SALT ? 2 : 3;
        anyExact = true;
      }
      // A maker's name: its medicines first, its devices and wellness products after them.
      let medicineFirst = false;
      if (makerQuery && makerNamesAll(entry, own)) {
        if (entry.isMedicine) medicineFirst = true;
        else tier = Math.max(tier, 3);
      }
      tiers[i] = tier;
      keys[i] = rankKey(entry, tier, sums[slot]!, medicineFirst);
    });
    if (mode === 'all' && !anyExact) mode = 'corrected';

    const better = (x: number, y: number) => {
      if (groups && groups[x] !== groups[y]) return groups[x]! > groups[y]!;
      if (keys[x] !== keys[y]) return keys[x]! > keys[y]!;
      const a = entries[candidates[x]!]!;
      const b = entries[candidates[y]!]!;
      return a.nameKey.length !== b.nameKey.length ? a.nameKey.length < b.nameKey.length : a.id < b.id;
    };

    // Partial selection (the dropdown): keep the best `keep` positions in a small sorted array. A large
    // `keep` (the listing's) sorts everything instead: insertion into thousands of places is quadratic.
    let order: number[];
    if (keep >= candidates.length || keep > 200) {
      order = candidates.map((_, i) => i);
      order.sort((x, y) => (better(x, y) ? -1 : 1));
    } else {
      order = [];
      for (let i = 0; i < candidates.length; i++) {
        if (order.length === keep) {
          if (!better(i, order[keep - 1]!)) continue;
          order.pop();
        }
        let at = order.length;
        while (at > 0 && better(i, order[at - 1]!)) at--;
        order.splice(at, 0, i);
      }
    }
    const out: Ranked[] = [];
    const seen = new Set<string>();
    for (const i of order) {
      if (out.length >= limit) break;
      const slot = candidates[i]!;
      const entry = entries[slot]!;
      if (options.dedupe) {
        if (seen.has(entry.dedupeKey)) continue;
        seen.add(entry.dedupeKey);
      }
      out.push({ id: entry.id, tier: tiers[i]!, matched: groups ? masks[slot]! : allMask });
    }
    return outcome(out, mode);
  }

  return {
    /** Adds or replaces products (after a write). */
    upsert(docs: SearchDocument[]) {
      for (const doc of docs) upsert(doc);
      version++;
    },
    remove(ids: number[]) {
      for (const id of ids) remove(id);
      version++;
    },
    /** Cheap refresh of the ranking signals that change often (stock, popularity). */
    updateSignals(rows: { id: number; inStock: boolean; popularity: number }[]) {
      let changed = false;
      for (const row of rows) {
        const slot = idToSlot.get(row.id);
        const entry = slot === undefined ? undefined : entries[slot];
        if (entry && (entry.inStock !== row.inStock || entry.popularity !== row.popularity)) {
          entry.inStock = row.inStock;
          entry.popularity = row.popularity;
          changed = true;
        }
      }
      if (changed) version++;
    },
    search,
    has: (id: number) => idToSlot.has(id),
    get size() {
      return idToSlot.size;
    },
    /** Bumped on every change: result caches key on it. */
    get version() {
      return version;
    },
    stats: () => ({ products: idToSlot.size, terms: postings.size, deleteVariants: deletes.size }),
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

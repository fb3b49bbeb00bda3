/**
 * In-process medicine search index (decision: docs/decisions/0002-search-mechanism.md).
 *
 * An inverted index over folded terms (search-text.ts) of three fields — brand name, salt composition and
 * manufacturer — with prefix matching (search-as-you-type) and typo matching (SymSpell deletes verified by
 * Damerau–Levenshtein). Every query token must match (AND); a token that matches nothing in the whole catalog
 * is dropped rather than emptying the result, and the hit is ranked as fuzzy.
 *
 * Ranking, most important first:
 *   1. tier — 0: the name starts with the query; 1: every token in the name (exact or prefix);
 *      2: every token exact/prefix with at least one in the salt; 3: … in the manufacturer; 4: any typo;
 *   2. in stock before out of stock;
 *   3. match strength (exact beats prefix beats typo, name beats salt beats manufacturer);
 *   4. the plainer composition first (Paracetamol 650mg before Paracetamol + Caffeine);
 *   5. popularity (rating count + purchases);
 *   6. shorter name, then lower id (stable).
 * Hot path works on dense slots and typed scratch arrays: no Map or object per candidate.
 * Pure and synchronous: the catalog service feeds it rows and keeps it in step with the database.
 */
import { deletions, editDistance, foldTerm, queryTerms, rawTokens, typoBudget } from './search-text.ts';

export interface SearchDocument {
  id: number;
  name: string;
  manufacturer: string;
  saltComposition: string;
  /** rating count + purchases */
  popularity: number;
  inStock: boolean;
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
}

const FIELD_NAME = 0;
const FIELD_SALT = 1;
const QUALITY_EXACT = 3;
const QUALITY_PREFIX = 2;
const QUALITY_TYPO = 1;
/** Match strength of one token in one field; higher is better. */
const strength = (field: number, quality: number) =>
  quality === QUALITY_TYPO ? 3 - field : 3 + (2 - field) * 3 + quality;
const isTypo = (s: number) => s <= 3;
const fieldOf = (s: number) => (s <= 3 ? 3 - s : 2 - Math.floor((s - 4) / 3));

const MAX_PREFIX_TERMS = 400;
/** Typo candidates verified per query token: enough for any real misspelling, bounded for any input. */
const MAX_TYPO_CHECKS = 300;
const MAX_DELETE_DISTANCE = 2;

interface TokenMatch {
  token: string;
  /** dictionary term → QUALITY_* */
  terms: Map<string, number>;
  estimate: number;
}

export interface Ranked {
  id: number;
  tier: number;
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

  function ensureScratch() {
    if (stamp.length >= entries.length) return;
    const size = Math.max(1024, entries.length * 2);
    stamp = new Uint32Array(size);
    current = new Uint8Array(size);
    sums = new Uint16Array(size);
    weakest = new Uint8Array(size);
    generation = 0;
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
    const name = rawTokens(doc.name).map(foldTerm);
    const entry: Entry = {
      id: doc.id,
      slot,
      name,
      salt: rawTokens(doc.saltComposition).map(foldTerm),
      maker: rawTokens(doc.manufacturer).map(foldTerm),
      nameKey: name.join(' '),
      dedupeKey: `${name.join(' ')}|${doc.manufacturer}`,
      popularity: doc.popularity,
      inStock: doc.inStock,
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

  function matchToken(token: string, isLast: boolean): TokenMatch {
    const terms = new Map<string, number>();
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
          if (editDistance(token, term, budget) <= budget && postingSize(term) > 0) terms.set(term, QUALITY_TYPO);
        }
      }
      // A typo in the word still being typed: "paracetm" → "paracetamol".
      if (isLast && token.length >= 5 && terms.size === 0) {
        for (const term of termsWithPrefix(token.slice(0, 3))) {
          if (term.length > token.length && editDistance(token, term.slice(0, token.length), 1) <= 1)
            terms.set(term, QUALITY_TYPO);
        }
      }
    }
    let estimate = 0;
    for (const term of terms.keys()) estimate += postingSize(term);
    return { token, terms, estimate };
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

  /** Composite rank key, higher is better: tier, stock, match strength, plainness, popularity. */
  function rankKey(entry: Entry, tier: number, sum: number): number {
    const plainness = Math.max(0, 20 - entry.salt.length);
    return (
      (4 - tier) * 1e14 +
      (entry.inStock ? 1e13 : 0) +
      sum * 1e10 +
      plainness * 1e8 +
      Math.min(entry.popularity, 99_999_999)
    );
  }

  const better = (aKey: number, a: Entry, bKey: number, b: Entry) =>
    aKey !== bKey
      ? aKey > bKey
      : a.nameKey.length !== b.nameKey.length
        ? a.nameKey.length < b.nameKey.length
        : a.id < b.id;

  /**
   * Matching product ids, best first. `limit` keeps only the best n (partial selection, no full sort);
   * `dedupe` collapses pack-size variants of one name and maker to the best one.
   */
  function search(query: string, options: { limit?: number; dedupe?: boolean } = {}): Ranked[] {
    const tokens = queryTerms(query);
    if (tokens.length === 0) return [];
    ensureScratch();
    const queryKey = tokens.join(' ');
    const all = tokens.map((token, i) => matchToken(token, i === tokens.length - 1));
    const matches = all.filter((m) => m.terms.size > 0).sort((a, b) => a.estimate - b.estimate);
    if (matches.length === 0) return [];
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

    const keys = new Float64Array(candidates.length);
    const tiers = new Uint8Array(candidates.length);
    candidates.forEach((slot, i) => {
      const entry = entries[slot]!;
      const weak = weakest[slot]!;
      let tier: number;
      if (dropped || isTypo(weak)) tier = 4;
      else {
        // With no typo, the weakest token's field decides: all in the name, else salt, else maker.
        const worstField = fieldOf(weak);
        tier =
          worstField === FIELD_NAME ? (entry.nameKey.startsWith(queryKey) ? 0 : 1) : worstField === FIELD_SALT ? 2 : 3;
      }
      tiers[i] = tier;
      keys[i] = rankKey(entry, tier, sums[slot]!);
    });

    const limit = options.limit ?? Infinity;
    // Partial selection: keep the best `keep` positions in a small sorted array.
    const keep = Number.isFinite(limit) ? limit * (options.dedupe ? 4 : 1) : candidates.length;
    let order: number[];
    if (keep >= candidates.length) {
      order = candidates.map((_, i) => i);
      order.sort((x, y) => (better(keys[x]!, entries[candidates[x]!]!, keys[y]!, entries[candidates[y]!]!) ? -1 : 1));
    } else {
      order = [];
      for (let i = 0; i < candidates.length; i++) {
        const entry = entries[candidates[i]!]!;
        if (order.length === keep) {
          const worst = order[keep - 1]!;
          if (!better(keys[i]!, entry, keys[worst]!, entries[candidates[worst]!]!)) continue;
          order.pop();
        }
        let at = order.length;
        while (at > 0 && better(keys[i]!, entry, keys[order[at - 1]!]!, entries[candidates[order[at - 1]!]!]!)) at--;
        order.splice(at, 0, i);
      }
    }
    const out: Ranked[] = [];
    const seen = new Set<string>();
    for (const i of order) {
      if (out.length >= limit) break;
      const entry = entries[candidates[i]!]!;
      if (options.dedupe) {
        if (seen.has(entry.dedupeKey)) continue;
        seen.add(entry.dedupeKey);
      }
      out.push({ id: entry.id, tier: tiers[i]! });
    }
    return out;
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

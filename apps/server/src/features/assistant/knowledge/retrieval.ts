import MiniSearch from 'minisearch';
import { CONCEPTS, STOP_WORDS, type ConceptId } from '../triage/lexicon.ts';
import { cleanText, dominantScript, scriptOf, skeleton, type Script } from '../triage/normalise.ts';
import { EMERGENCY_ENTRIES, KNOWLEDGE_BASE, type KnowledgeEntry } from './knowledge-base.ts';

/**
 * Retrieval over the shipped knowledge base (issue 16): one MiniSearch index per script — Latin (English and
 * Hinglish), Devanagari (Hindi, Marathi), Tamil, Bengali — built once at start-up from each entry's texts and
 * the triage lexicon's words for the concepts it answers, so a question in any of those scripts finds it. The
 * index is scored together with the concepts the triage engine recognised, which carries misspellings over.
 */

type IndexedScript = Exclude<Script, 'other'>;
const SCRIPTS: IndexedScript[] = ['latin', 'devanagari', 'tamil', 'bengali'];

interface IndexedDoc {
  id: string;
  title: string;
  body: string;
  keywords: string;
}

const wordsIn = (texts: readonly string[], script: IndexedScript) =>
  texts.filter(
    (text) => dominantScript(text) === script || (script === 'latin' && scriptOf(cleanText(text)[0] ?? '') === 'latin'),
  );

const STOP = new Set(STOP_WORDS.map((w) => skeleton(cleanText(w))));

/** Each word as the triage engine compares it, so "paseena" finds "pasina"; stop words are not indexed. */
const processTerm = (term: string) => {
  const cleaned = cleanText(term);
  if (cleaned === '') return null;
  const skel = skeleton(cleaned);
  return STOP.has(skel) ? null : skel;
};

function buildIndex(script: IndexedScript): MiniSearch<IndexedDoc> {
  const index = new MiniSearch<IndexedDoc>({
    fields: ['title', 'body', 'keywords'],
    processTerm,
    searchOptions: { boost: { title: 2, keywords: 2 }, fuzzy: 0.2, prefix: true, combineWith: 'OR', processTerm },
  });
  index.addAll(
    KNOWLEDGE_BASE.map((entry) => {
      const lexicon = entry.concepts.flatMap((id) => [...CONCEPTS[id]].map((w) => w.replace(/^=/, '')));
      const all = [...entry.keywords, ...lexicon];
      return {
        id: entry.id,
        title: script === 'latin' ? entry.title.en : script === 'devanagari' ? entry.title.hi : '',
        body: script === 'latin' ? entry.summary.en : script === 'devanagari' ? entry.summary.hi : '',
        keywords: wordsIn(all, script).join(' \n '),
      };
    }),
  );
  return index;
}

export interface RetrievedEntry {
  entry: KnowledgeEntry;
  score: number;
}

export function createKnowledgeRetrieval() {
  const indexes = new Map(SCRIPTS.map((script) => [script, buildIndex(script)]));
  const byId = new Map(KNOWLEDGE_BASE.map((entry) => [entry.id, entry]));
  return {
    entry: (id: string) => byId.get(id) ?? null,
    size: KNOWLEDGE_BASE.length,
    /**
     * The best entries for a message: the index of the message's script, plus a bonus for each concept the
     * triage engine recognised that an entry answers (specific entries first: fewer concepts, more weight).
     */
    search(
      text: string,
      concepts: readonly ConceptId[],
      limit = 3,
      options: { emergency?: boolean } = {},
    ): RetrievedEntry[] {
      const script = dominantScript(text);
      const index = indexes.get(script === 'other' ? 'latin' : script)!;
      const scores = new Map<string, number>();
      const query = cleanText(text).slice(0, 500);
      if (query !== '') {
        const hits = index.search(query);
        const top = hits[0]?.score ?? 1;
        for (const hit of hits) scores.set(hit.id as string, (hit.score / top) * 2);
      }
      const wanted = new Set<ConceptId>(concepts.filter((id) => id !== 'severe' && id !== 'mild'));
      for (const entry of KNOWLEDGE_BASE) {
        const overlap = entry.concepts.filter((id) => wanted.has(id)).length;
        if (overlap === 0) continue;
        const bonus = 3 * overlap + (3 * overlap) / entry.concepts.length;
        scores.set(entry.id, (scores.get(entry.id) ?? 0) + bonus);
      }
      const ranked = [...scores.entries()]
        // Emergency pages stay out of an answer that is not an emergency (no anaphylaxis beside a cold).
        .filter(([id]) => options.emergency !== false || !EMERGENCY_ENTRIES.has(id))
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const best = ranked[0]?.[1] ?? 0;
      // Weak matches add noise, not help: only entries scoring at least 40 % of the best one.
      return ranked
        .filter(([, score]) => score >= best * 0.4)
        .slice(0, limit)
        .map(([id, score]) => ({ entry: byId.get(id)!, score }));
    },
  };
}

export type KnowledgeRetrieval = ReturnType<typeof createKnowledgeRetrieval>;

import type {
  AssistantPassage,
  AssistantProduct as AssistantProductSuggestion,
  AssistantSource,
  TriageLevel,
} from '@aushadh/shared/assistant/schemas.ts';
import type { AssistantDeps } from '../assistant-deps.ts';
import type { KnowledgeEntry } from '../knowledge/knowledge-base.ts';
import { triage, type TriageResult } from '../triage/triage.ts';

/** Languages the knowledge base is written in; other interface languages read the English text. */
export type PassageLanguage = 'en' | 'hi';

export function passageLanguage(uiLanguage: string, detected: string): PassageLanguage {
  if (uiLanguage === 'hi' || uiLanguage === 'mr') return 'hi';
  if (uiLanguage === 'en' && (detected === 'hi' || detected === 'mr')) return 'hi';
  return 'en';
}

export const passageOf = (entry: KnowledgeEntry, language: PassageLanguage): AssistantPassage => ({
  sourceId: `knowledge:${entry.id}`,
  title: entry.title[language],
  summary: entry.summary[language],
  selfCare: entry.selfCare,
  seeDoctorIf: entry.seeDoctorIf,
});

export const knowledgeSource = (entry: KnowledgeEntry, language: PassageLanguage): AssistantSource => ({
  kind: 'knowledge',
  id: entry.id,
  title: entry.title[language],
  url: null,
});

export interface ComposedAnswer {
  triage: TriageResult;
  level: TriageLevel;
  specialty: string | null;
  text: string;
  passages: AssistantPassage[];
  sources: AssistantSource[];
  products: AssistantProductSuggestion[];
}

const MAX_PRODUCTS = 3;
const LEAFLET_TEXT = 600;

/**
 * The engine's answer to one message, with no model and no network: triage first, then the knowledge base,
 * then — only at the self-care level — OTC products from the catalog (never one that needs a prescription)
 * and the leaflet of the first one.
 */
export function createComposeAnswer(deps: Pick<AssistantDeps, 'catalog' | 'retrieval'>) {
  async function otcProducts(queries: string[]): Promise<AssistantProductSuggestion[]> {
    const picked: AssistantProductSuggestion[] = [];
    for (const query of queries) {
      if (picked.length >= MAX_PRODUCTS) break;
      const { results } = await deps.catalog.searchMedicines(query);
      // The rule that matters: a prescription-only product is never suggested, whatever the knowledge base says.
      const product = results.find(
        (r) => !r.prescriptionRequired && r.inStock && !picked.some((p) => p.productId === r.id),
      );
      if (product) picked.push({ productId: product.id, name: product.name, pricePaise: product.discountedPrice });
    }
    return picked;
  }

  return async function composeAnswer(text: string, uiLanguage: string): Promise<ComposedAnswer> {
    const result = triage(text);
    const language = passageLanguage(uiLanguage, result.language);
    const found = deps.retrieval
      .search(text, result.concepts, 3, { emergency: result.level === 'emergency' })
      .map((r) => r.entry);
    // An emergency answer stays short: the call buttons and what to do until help comes.
    const entries = result.level === 'emergency' ? found.slice(0, 1) : found;
    const passages = entries.map((entry) => passageOf(entry, language));
    const sources = entries.map((entry) => knowledgeSource(entry, language));
    let products: AssistantProductSuggestion[] = [];
    if (result.level === 'self-care' && entries.length > 0) {
      products = await otcProducts([...new Set(entries.flatMap((entry) => entry.otc))]);
      const first = products[0];
      const leaflet = first ? await deps.catalog.findProduct(first.productId) : null;
      if (leaflet && !leaflet.prescriptionRequired) {
        const use = leaflet.primaryUse.trim();
        const summary = [use && !/[.!?]$/.test(use) ? `${use}.` : use, leaflet.introduction].filter(Boolean).join(' ');
        passages.push({
          sourceId: `leaflet:${leaflet.id}`,
          title: leaflet.name,
          summary: summary.length > LEAFLET_TEXT ? `${summary.slice(0, LEAFLET_TEXT - 1)}…` : summary,
          selfCare: leaflet.howToUse ? [leaflet.howToUse] : [],
          // Side effects and warnings are on the product page the source links to; not "see a doctor if".
          seeDoctorIf: [],
        });
        sources.push({ kind: 'leaflet', id: String(leaflet.id), title: leaflet.name, url: `/products/${leaflet.id}` });
      }
    }
    const specialty = result.specialty ?? entries[0]?.specialty ?? null;
    return {
      triage: result,
      level: result.level,
      specialty,
      text: passages.map((p) => p.summary).join('\n\n'),
      passages,
      sources,
      products,
    };
  };
}

export type ComposeAnswer = ReturnType<typeof createComposeAnswer>;

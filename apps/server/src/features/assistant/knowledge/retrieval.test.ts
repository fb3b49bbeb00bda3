import { describe, expect, it } from 'vitest';
import { triage } from '../triage/triage.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { createKnowledgeRetrieval } from './retrieval.ts';

const retrieval = createKnowledgeRetrieval();
const topFor = (text: string) => retrieval.search(text, triage(text).concepts)[0]?.entry.id;

describe('knowledge base', () => {
  it('covers at least 60 symptoms and conditions, each complete, with unique ids', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(KNOWLEDGE_BASE.map((e) => e.id)).size).toBe(KNOWLEDGE_BASE.length);
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.title.en && entry.title.hi && entry.summary.en && entry.summary.hi, entry.id).toBeTruthy();
      expect(entry.selfCare.length + entry.seeDoctorIf.length, entry.id).toBeGreaterThan(0);
      expect(entry.concepts.length, entry.id).toBeGreaterThan(0);
    }
    for (const id of [
      'dengue',
      'malaria',
      'typhoid',
      'heat-stroke',
      'diabetes',
      'high-blood-pressure',
      'thyroid',
      'acidity',
      'common-cold',
      'migraine',
      'urinary-infection',
    ]) {
      expect(
        KNOWLEDGE_BASE.some((e) => e.id === id),
        id,
      ).toBe(true);
    }
  });
});

describe('retrieval', () => {
  it('finds the right entry in every script, misspelt or not', () => {
    expect(topFor('chest pain and sweating')).toBe('heart-attack');
    expect(topFor('सीने में दर्द और पसीना')).toBe('heart-attack');
    expect(topFor('I think I have dengue')).toBe('dengue');
    expect(topFor('dengu ke lakshan')).toBe('dengue');
    expect(topFor('डेंगू बुखार')).toBe('dengue');
    expect(topFor('acidity after dinner')).toBe('acidity');
    expect(topFor('सीने में जलन और खट्टी डकार')).toBe('acidity');
    expect(topFor('jukam ho gaya hai')).toBe('common-cold');
    expect(topFor('தொண்டை வலி')).toBe('sore-throat');
    expect(topFor('ডায়াবেটিস আছে')).toBe('diabetes');
    expect(topFor('how to take thyroxine tablets, TSH high')).toBe('thyroid');
    expect(topFor('loo lag gayi hai garmi mein')).toBe('heat-stroke');
  });

  it('keeps emergency pages out of a self-care answer, and weak matches out of every answer', () => {
    const text = 'I have a mild cold and runny nose since yesterday';
    const ids = retrieval.search(text, triage(text).concepts, 3, { emergency: false }).map((r) => r.entry.id);
    expect(ids[0]).toBe('common-cold');
    expect(ids).not.toContain('anaphylaxis');
  });

  it('answers garbage with nothing rather than failing', () => {
    expect(retrieval.search('', [])).toEqual([]);
    expect(retrieval.search('\u0000 <script>', [])).toEqual([]);
  });
});

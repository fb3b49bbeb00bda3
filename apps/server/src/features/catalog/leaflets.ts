import { readFileSync } from 'node:fs';
import { LEAFLET_LANGUAGES, leafletSchema, type Leaflet } from '@aushadh/shared/catalog/schemas.ts';
import { z } from 'zod';

/**
 * Translated medicine leaflets (issue 20): db/seed/data/leaflets/<lang>.json, keyed by monograph key. Product
 * names never appear in them (they stay as printed on the pack); a generic without a translation in a language
 * reads its English monograph. Read and checked once at start.
 */
const DIR = new URL('../../db/seed/data/leaflets/', import.meta.url);
export type LeafletLanguage = (typeof LEAFLET_LANGUAGES)[number];

export function readLeaflets(language: LeafletLanguage): Record<string, Leaflet> {
  const raw: unknown = JSON.parse(readFileSync(new URL(`${language}.json`, DIR), 'utf8'));
  return z.record(z.string(), leafletSchema.strict()).parse(raw);
}

const byLanguage = new Map<string, Record<string, Leaflet>>(LEAFLET_LANGUAGES.map((l) => [l, readLeaflets(l)]));

/** The leaflet of a monograph in `language`, or null when that language has none for it. */
export function leafletFor(monographKey: string, language: string): Leaflet | null {
  return byLanguage.get(language)?.[monographKey] ?? null;
}

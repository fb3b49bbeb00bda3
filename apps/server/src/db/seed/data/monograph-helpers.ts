/** Small builders that keep the monograph files compact. Pure data helpers, no runtime logic beyond mapping. */
import type { BrandSeed, SafetyAdvice, SafetyLevel } from './monograph-types.ts';
import type { MfrKey } from './manufacturers.ts';
import { mfrName } from './manufacturers.ts';

/** Safety advice entry. */
export const s = (level: SafetyLevel, text: string): SafetyAdvice => ({ level, text });

/** Brands as [brand, manufacturer key] pairs. */
export const b = (...pairs: [brand: string, mfr: MfrKey][]): BrandSeed[] =>
  pairs.map(([brand, key]) => ({ brand, manufacturer: mfrName(key) }));

/** Benefit paragraph. */
export const bn = (title: string, text: string): { title: string; text: string } => ({ title, text });

/** FAQ item. */
export const q = (question: string, answer: string): { question: string; answer: string } => ({ question, answer });

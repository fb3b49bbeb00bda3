import { ARTICLES_CHRONIC } from './articles-chronic.ts';
import { ARTICLES_FAMILY } from './articles-family.ts';
import { ARTICLES_NEWS } from './articles-news.ts';
import { ARTICLES_SEASONAL } from './articles-seasonal.ts';
import type { SeedArticle } from './seed-types.ts';

/** Every seeded article, oldest first (each is dated four days after the one before). */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  ...ARTICLES_CHRONIC,
  ...ARTICLES_SEASONAL,
  ...ARTICLES_FAMILY,
  ...ARTICLES_NEWS,
];

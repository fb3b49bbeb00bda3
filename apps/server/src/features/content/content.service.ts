import type { ContentDeps } from './content-deps.ts';
import { createArticles } from './use-cases/articles.ts';
import { createHealthTips } from './use-cases/health-tips.ts';
import { createImages } from './use-cases/images.ts';
import { createTestimonials } from './use-cases/testimonials.ts';

export type { ContentDeps } from './content-deps.ts';

/** The content feature's entry point: health and company blog, health tips, testimonials, their pictures. */
export function createContentService(deps: ContentDeps) {
  return {
    articles: createArticles(deps),
    tips: createHealthTips(deps),
    testimonials: createTestimonials(deps),
    images: createImages(deps),
  };
}

export type ContentService = ReturnType<typeof createContentService>;

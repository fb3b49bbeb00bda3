import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { articles, articleTranslations, healthTips, testimonials } from '../../../db/schema/content.ts';
import { renderMarkdown } from '../markdown.ts';
import { SEED_ARTICLES } from './articles-data.ts';
import { SEED_TIPS } from './health-tips-data.ts';
import { REVIEWERS } from './seed-types.ts';
import { SEED_TESTIMONIALS } from './testimonials-data.ts';

const AUTHOR = 'Aushadh Health Desk';
/** Seeded articles are dated one every four days back from here: fixed, so the seed is the same every time. */
const FIRST_PUBLISHED = Date.UTC(2026, 0, 6, 4, 30);
const DAY_MS = 86_400_000;

/**
 * The health blog, company news, tips and testimonials (issue 16 item 3). Idempotent: skipped once there are
 * articles. Markdown is rendered here exactly as an editor's save renders it.
 */
export async function seedContent(db: Database): Promise<{ articles: number; tips: number; inserted: number }> {
  const [existing] = await db.select({ n: count() }).from(articles);
  if ((existing?.n ?? 0) > 0) return { articles: existing!.n, tips: SEED_TIPS.length, inserted: 0 };
  const publishedAt = new Date(FIRST_PUBLISHED);
  await db.transaction(async (tx) => {
    for (const [i, seed] of SEED_ARTICLES.entries()) {
      const reviewer = seed.reviewer === undefined ? null : REVIEWERS[seed.reviewer]!;
      const at = new Date(FIRST_PUBLISHED + i * 4 * DAY_MS);
      const [row] = await tx
        .insert(articles)
        .values({
          slug: seed.slug,
          section: seed.category === 'company-news' ? 'news' : 'health',
          category: seed.category,
          tags: seed.tags,
          authorName: seed.category === 'company-news' ? 'Aushadh Team' : AUTHOR,
          reviewerName: reviewer?.name ?? null,
          reviewerRegistration: reviewer?.registration ?? null,
          relatedProductsQuery: seed.related,
          status: 'published',
          publishAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: articles.id });
      await tx.insert(articleTranslations).values(
        (['en', 'hi'] as const).map((language) => {
          const words = seed[language];
          const rendered = renderMarkdown(words.body);
          return {
            articleId: row!.id,
            language,
            title: words.title,
            summary: words.summary,
            bodyMarkdown: words.body,
            bodyHtml: rendered.html,
            readingMinutes: rendered.readingMinutes,
          };
        }),
      );
    }
    await tx.insert(healthTips).values(
      SEED_TIPS.map((tip) => ({
        texts: { en: tip.en, hi: tip.hi },
        status: 'published' as const,
        publishAt: publishedAt,
      })),
    );
    await tx.insert(testimonials).values(
      SEED_TESTIMONIALS.map((t, i) => ({
        ...t,
        status: 'published' as const,
        publishAt: new Date(FIRST_PUBLISHED + i * DAY_MS),
      })),
    );
  });
  return { articles: SEED_ARTICLES.length, tips: SEED_TIPS.length, inserted: SEED_ARTICLES.length };
}

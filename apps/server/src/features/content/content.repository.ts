import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { articles, articleTranslations, contentImages, healthTips, testimonials } from '../../db/schema/content.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleInsert = typeof articles.$inferInsert;
export type TranslationRow = typeof articleTranslations.$inferSelect;
export type TranslationInsert = typeof articleTranslations.$inferInsert;
export type HealthTipRow = typeof healthTips.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type ContentStatus = ArticleRow['status'];

/** Live: published and its time has come. */
const live = (table: typeof articles | typeof healthTips | typeof testimonials, now: Date) =>
  and(eq(table.status, 'published'), lte(table.publishAt, now));

/** The admin's state filter as SQL (scheduled = published with a future time). */
function stateFilter(
  table: typeof articles | typeof healthTips | typeof testimonials,
  state: 'draft' | 'scheduled' | 'published' | 'retired' | undefined,
  now: Date,
): SQL | undefined {
  if (!state) return undefined;
  if (state === 'scheduled') return and(eq(table.status, 'published'), sql`${table.publishAt} > ${now}`);
  if (state === 'published') return live(table, now);
  return eq(table.status, state);
}

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createContentRepository(uow: UnitOfWork) {
  return {
    /* ── articles ── */
    async liveArticles(filter: {
      section: 'health' | 'news';
      category?: string | undefined;
      tag?: string | undefined;
      now: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: ArticleRow[]; total: number }> {
      const where = and(
        eq(articles.section, filter.section),
        live(articles, filter.now),
        filter.category ? eq(articles.category, filter.category) : undefined,
        filter.tag ? sql`${filter.tag} = ANY(${articles.tags})` : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        uow
          .db()
          .select()
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishAt), desc(articles.id))
          .limit(filter.limit)
          .offset(filter.offset),
        uow.db().select({ n: count() }).from(articles).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async liveArticleBySlug(slug: string, now: Date): Promise<ArticleRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(articles)
        .where(and(eq(articles.slug, slug), live(articles, now)));
      return row ?? null;
    },

    /** Every live article's slug and last change (the sitemap). */
    liveArticleStamps(now: Date): Promise<{ slug: string; section: 'health' | 'news'; updatedAt: Date }[]> {
      return uow
        .db()
        .select({ slug: articles.slug, section: articles.section, updatedAt: articles.updatedAt })
        .from(articles)
        .where(live(articles, now))
        .orderBy(asc(articles.id));
    },

    async findArticle(id: number): Promise<ArticleRow | null> {
      const [row] = await uow.db().select().from(articles).where(eq(articles.id, id));
      return row ?? null;
    },

    /** Locks the row for a state change (two admins publishing at once: one waits). */
    async lockArticle(id: number): Promise<ArticleRow | null> {
      const [row] = await uow.db().select().from(articles).where(eq(articles.id, id)).for('update');
      return row ?? null;
    },

    adminArticles(filter: {
      state?: 'draft' | 'scheduled' | 'published' | 'retired' | undefined;
      section?: 'health' | 'news' | undefined;
      now: Date;
    }): Promise<ArticleRow[]> {
      return uow
        .db()
        .select()
        .from(articles)
        .where(
          and(
            stateFilter(articles, filter.state, filter.now),
            filter.section ? eq(articles.section, filter.section) : undefined,
          ),
        )
        .orderBy(desc(articles.updatedAt), desc(articles.id));
    },

    async insertArticle(values: ArticleInsert): Promise<ArticleRow> {
      const [row] = await uow.db().insert(articles).values(values).returning();
      return row!;
    },

    async updateArticle(id: number, values: Partial<ArticleInsert>): Promise<ArticleRow> {
      const [row] = await uow.db().update(articles).set(values).where(eq(articles.id, id)).returning();
      return row!;
    },

    translationsOf(articleIds: number[]): Promise<TranslationRow[]> {
      if (articleIds.length === 0) return Promise.resolve([]);
      return uow.db().select().from(articleTranslations).where(inArray(articleTranslations.articleId, articleIds));
    },

    /** Replaces an article's translations with these (a language left out is dropped). */
    async replaceTranslations(articleId: number, rows: TranslationInsert[]): Promise<void> {
      await uow.db().delete(articleTranslations).where(eq(articleTranslations.articleId, articleId));
      if (rows.length > 0) await uow.db().insert(articleTranslations).values(rows);
    },

    /* ── pictures ── */
    async insertImage(
      values: typeof contentImages.$inferInsert,
    ): Promise<{ id: number; width: number; height: number }> {
      const [row] = await uow
        .db()
        .insert(contentImages)
        .values(values)
        .returning({ id: contentImages.id, width: contentImages.width, height: contentImages.height });
      return row!;
    },

    async imageContent(id: number): Promise<Buffer | null> {
      const [row] = await uow
        .db()
        .select({ content: contentImages.content })
        .from(contentImages)
        .where(eq(contentImages.id, id));
      return row?.content ?? null;
    },

    async imageExists(id: number): Promise<boolean> {
      const [row] = await uow.db().select({ id: contentImages.id }).from(contentImages).where(eq(contentImages.id, id));
      return row !== undefined;
    },

    /* ── health tips ── */
    liveTips(now: Date): Promise<HealthTipRow[]> {
      return uow.db().select().from(healthTips).where(live(healthTips, now)).orderBy(asc(healthTips.id));
    },

    adminTips(state: Parameters<typeof stateFilter>[1], now: Date): Promise<HealthTipRow[]> {
      return uow
        .db()
        .select()
        .from(healthTips)
        .where(stateFilter(healthTips, state, now))
        .orderBy(desc(healthTips.updatedAt), desc(healthTips.id));
    },

    async lockTip(id: number): Promise<HealthTipRow | null> {
      const [row] = await uow.db().select().from(healthTips).where(eq(healthTips.id, id)).for('update');
      return row ?? null;
    },

    async insertTip(values: typeof healthTips.$inferInsert): Promise<HealthTipRow> {
      const [row] = await uow.db().insert(healthTips).values(values).returning();
      return row!;
    },

    async updateTip(id: number, values: Partial<typeof healthTips.$inferInsert>): Promise<HealthTipRow> {
      const [row] = await uow.db().update(healthTips).set(values).where(eq(healthTips.id, id)).returning();
      return row!;
    },

    /* ── testimonials ── */
    liveTestimonials(now: Date, limit: number): Promise<TestimonialRow[]> {
      return uow
        .db()
        .select()
        .from(testimonials)
        .where(live(testimonials, now))
        .orderBy(desc(testimonials.publishAt), desc(testimonials.id))
        .limit(limit);
    },

    adminTestimonials(state: Parameters<typeof stateFilter>[1], now: Date): Promise<TestimonialRow[]> {
      return uow
        .db()
        .select()
        .from(testimonials)
        .where(stateFilter(testimonials, state, now))
        .orderBy(desc(testimonials.updatedAt), desc(testimonials.id));
    },

    async lockTestimonial(id: number): Promise<TestimonialRow | null> {
      const [row] = await uow.db().select().from(testimonials).where(eq(testimonials.id, id)).for('update');
      return row ?? null;
    },

    async insertTestimonial(values: typeof testimonials.$inferInsert): Promise<TestimonialRow> {
      const [row] = await uow.db().insert(testimonials).values(values).returning();
      return row!;
    },

    async updateTestimonial(id: number, values: Partial<typeof testimonials.$inferInsert>): Promise<TestimonialRow> {
      const [row] = await uow.db().update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
      return row!;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

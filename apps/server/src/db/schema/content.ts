import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';

// The content feature's tables (issues 16 item 3, 17 item 4): only features/content/*.repository.ts (and its
// seed) touch them.

/**
 * One article of the health blog (`section` health: /health-blog, /articles) or of the company blog (news:
 * /blog). Its words live per language in `article_translations`; English is required and the fallback.
 * Publishing is a state, not a flag: draft → published (from `publish_at`; a future one is "scheduled") →
 * retired, each move recorded with who and when (and in the audit log).
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** The web address (/articles/{slug}): lower-case letters, digits and hyphens, unique. */
    slug: text('slug').notNull(),
    section: text('section', { enum: ['health', 'news'] }).notNull(),
    /** A category slug of ARTICLE_CATEGORIES (packages/shared/src/content/schemas.ts). */
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorName: text('author_name').notNull(),
    /** "Medically reviewed by": a doctor's name and medical council registration number (health articles). */
    reviewerName: text('reviewer_name'),
    reviewerRegistration: text('reviewer_registration'),
    /** An uploaded picture (content_images.id), or none: the page then draws the category's banner. */
    coverImageId: integer('cover_image_id').references(() => contentImages.id, { onDelete: 'set null' }),
    /** What the "related products" shelf searches the catalog for (e.g. "ORS", "glucometer"). */
    relatedProductsQuery: text('related_products_query').notNull().default(''),
    status: text('status', { enum: ['draft', 'published', 'retired'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_slug_idx').on(t.slug),
    index('articles_listing_idx').on(t.section, t.status, t.publishAt),
  ],
);

/**
 * An article's words in one language: the Markdown as written and the HTML markdown-it made of it on save
 * (`html: false`, links sanitised), so a page view never parses Markdown.
 */
export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    readingMinutes: smallint('reading_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] })],
);

/** A picture an editor uploaded, re-encoded to WebP (nothing but the pixels kept); served by id. */
export const contentImages = pgTable('content_images', {
  id: serial('id').primaryKey(),
  content: bytea('content').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A health tip for the home page: its text per language (`{ en: "…", hi: "…" }`, English required). The tip of
 * the day is picked among the live ones by the Asia/Kolkata date (features/content/use-cases/tip-of-the-day.ts).
 */
export const healthTips = pgTable(
  'health_tips',
  {
    id: serial('id').primaryKey(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['draft', 'published', 'retired'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_tips_live_idx').on(t.status, t.publishAt)],
);

/** A customer's words about the service, shown on home once an admin publishes them (written with consent). */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    /** As the customer agreed to be named ("Priya S."). */
    name: text('name').notNull(),
    city: text('city').notNull(),
    quote: text('quote').notNull(),
    /** The language the quote is written in (shown as written, never machine-translated). */
    language: text('language').notNull().default('en'),
    rating: smallint('rating').notNull(),
    status: text('status', { enum: ['draft', 'published', 'retired'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('testimonials_rating_check', sql`${t.rating} between 1 and 5`),
    index('testimonials_live_idx').on(t.status, t.publishAt),
  ],
);

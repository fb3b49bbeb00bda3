import { z } from 'zod';
import { productSummarySchema } from '../catalog/schemas.ts';
import { messageToken } from '../errors/message-token.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { safeText } from '../text.ts';

/* ───────── Health blog, company blog, health tips, testimonials (issue 16 item 3, issue 17 item 4) ───────── */

/** health: /health-blog and /articles; news: the company's /blog. */
export const ARTICLE_SECTIONS = ['health', 'news'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/** Article categories; the web names them from the content namespace (`categories.<slug>`). */
export const ARTICLE_CATEGORIES = [
  'diabetes',
  'heart',
  'infections',
  'seasonal',
  'womens-health',
  'child-health',
  'nutrition',
  'mental-health',
  'lifestyle',
  'medicines',
  'company-news',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** draft → published (from publishAt; a future one shows as scheduled) → retired; a retired item may be republished. */
export const CONTENT_STATUSES = ['draft', 'published', 'retired'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** What an admin list shows: `scheduled` is a published item whose time has not come. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'retired'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_LIMITS = {
  titleMax: 160,
  summaryMax: 400,
  /** A long article is ~3,000 words; this leaves room for Hindi's longer encodings and tables. */
  markdownMax: 60_000,
  tagsMax: 8,
  tagMax: 40,
  tipMax: 300,
  quoteMax: 600,
  pageSize: 12,
  /** Pictures: what the upload route accepts. */
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxMb: 5,
  testimonialsOnHome: 6,
  relatedProducts: 4,
} as const;

/** Words a reader reads in a minute; reading time is rounded up, at least one minute. */
export const READING_WORDS_PER_MINUTE = 200;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugSchema = z
  .string({ error: messageToken('ARTICLE_SLUG_INVALID') })
  .trim()
  .min(3, messageToken('ARTICLE_SLUG_INVALID'))
  .max(120, messageToken('ARTICLE_SLUG_INVALID'))
  .regex(SLUG_PATTERN, messageToken('ARTICLE_SLUG_INVALID'));

const languageSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);
const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const contentIdParamsSchema = z.object({ id: idSchema });
export const articleSlugParamsSchema = z.object({ slug: slugSchema });
export const contentLanguageQuerySchema = z.object({ lang: languageSchema.default('en') });

/* ── public ── */

export const articleListQuerySchema = z.object({
  section: z.enum(ARTICLE_SECTIONS).default('health'),
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  tag: safeText({ field: 'searchText', max: CONTENT_LIMITS.tagMax }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  lang: languageSchema.default('en'),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

const reviewerSchema = z.object({ name: z.string(), registration: z.string() });

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  section: z.enum(ARTICLE_SECTIONS),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  /** The language of title and summary: the asked one when written in it, else English. */
  language: languageSchema,
  title: z.string(),
  summary: z.string(),
  authorName: z.string(),
  reviewer: reviewerSchema.nullable(),
  readingMinutes: z.number().int(),
  coverImageUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleListSchema = z.object({
  items: z.array(articleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleDetailSchema = articleSummarySchema.extend({
  /** Rendered on the server by markdown-it (`html: false`, links sanitised): safe to set as HTML. */
  html: z.string(),
  updatedAt: z.string(),
  /** Languages the article is written in (the page offers them). */
  languages: z.array(languageSchema),
  relatedProducts: z.array(productSummarySchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const healthTipOfTheDaySchema = z.object({
  tip: z
    .object({
      id: z.number().int(),
      text: z.string(),
      language: languageSchema,
      /** The Asia/Kolkata date it is the tip of (YYYY-MM-DD). */
      date: z.string(),
    })
    .nullable(),
});
export type HealthTipOfTheDay = z.infer<typeof healthTipOfTheDaySchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  quote: z.string(),
  language: languageSchema,
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListSchema = z.object({ items: z.array(testimonialSchema) });

/* ── admin ── */

const titleSchema = safeText({ field: 'title', min: 3, max: CONTENT_LIMITS.titleMax });
const summarySchema = safeText({ field: 'summary', min: 10, max: CONTENT_LIMITS.summaryMax, multiline: true });
const markdownSchema = safeText({ field: 'content', min: 20, max: CONTENT_LIMITS.markdownMax, multiline: true });

export const articleTranslationInputSchema = z.object({
  title: titleSchema,
  summary: summarySchema,
  markdown: markdownSchema,
});
export type ArticleTranslationInput = z.infer<typeof articleTranslationInputSchema>;

export const articleInputSchema = z
  .object({
    slug: slugSchema,
    section: z.enum(ARTICLE_SECTIONS),
    category: z.enum(ARTICLE_CATEGORIES),
    tags: z
      .array(safeText({ field: 'searchText', min: 2, max: CONTENT_LIMITS.tagMax }).toLowerCase())
      .max(CONTENT_LIMITS.tagsMax)
      .default([]),
    authorName: safeText({ field: 'name', min: 2, max: 100 }),
    reviewerName: safeText({ field: 'prescriberName', max: 100 }).default(''),
    reviewerRegistration: safeText({ field: 'prescriberRegistration', max: 60 }).default(''),
    relatedProductsQuery: safeText({ field: 'searchText', max: 100 }).default(''),
    coverImageId: idSchema.nullable().default(null),
    /** English is required (the fallback of every other language). */
    translations: z
      .partialRecord(languageSchema, articleTranslationInputSchema)
      .refine((t) => t.en !== undefined, { error: messageToken('ARTICLE_ENGLISH_REQUIRED'), path: ['en'] }),
  })
  .refine((a) => a.section === 'news' || (a.reviewerName !== '' && a.reviewerRegistration !== ''), {
    error: messageToken('ARTICLE_REVIEWER_REQUIRED'),
    path: ['reviewerName'],
  });
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const markdownPreviewInputSchema = z.object({
  markdown: safeText({ field: 'content', max: CONTENT_LIMITS.markdownMax, multiline: true }),
});
export const markdownPreviewSchema = z.object({ html: z.string(), readingMinutes: z.number().int() });

/** Publish now (no time) or from a moment (scheduled). */
export const publishInputSchema = z.object({ publishAt: isoDateTimeSchema.optional() });
export type PublishInput = z.infer<typeof publishInputSchema>;

export const adminContentQuerySchema = z.object({
  state: z.enum(CONTENT_STATES).optional(),
  section: z.enum(ARTICLE_SECTIONS).optional(),
});

const adminStamp = {
  status: z.enum(CONTENT_STATUSES),
  state: z.enum(CONTENT_STATES),
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
};

export const adminArticleRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  section: z.enum(ARTICLE_SECTIONS),
  category: z.enum(ARTICLE_CATEGORIES),
  title: z.string(),
  languages: z.array(languageSchema),
  ...adminStamp,
});
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;

export const adminArticleSchema = adminArticleRowSchema.extend({
  tags: z.array(z.string()),
  authorName: z.string(),
  reviewerName: z.string(),
  reviewerRegistration: z.string(),
  relatedProductsQuery: z.string(),
  coverImageId: z.number().int().nullable(),
  coverImageUrl: z.string().nullable(),
  translations: z.partialRecord(
    languageSchema,
    z.object({ title: z.string(), summary: z.string(), markdown: z.string() }),
  ),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const contentImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

export const healthTipInputSchema = z.object({
  texts: z
    .partialRecord(languageSchema, safeText({ field: 'content', min: 10, max: CONTENT_LIMITS.tipMax }))
    .refine((t) => t.en !== undefined, { error: messageToken('ARTICLE_ENGLISH_REQUIRED'), path: ['en'] }),
});
export type HealthTipInput = z.infer<typeof healthTipInputSchema>;

export const adminHealthTipSchema = z.object({
  id: z.number().int(),
  texts: z.partialRecord(languageSchema, z.string()),
  ...adminStamp,
});
export type AdminHealthTip = z.infer<typeof adminHealthTipSchema>;

export const testimonialInputSchema = z.object({
  name: safeText({ field: 'name', min: 2, max: 60 }),
  city: safeText({ field: 'city', min: 2, max: 60 }),
  quote: safeText({ field: 'content', min: 10, max: CONTENT_LIMITS.quoteMax, multiline: true }),
  language: languageSchema.default('en'),
  rating: z.coerce.number().int().min(1).max(5),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

export const adminTestimonialSchema = testimonialSchema.extend(adminStamp);
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** The state an admin list shows for a status and publish time. */
export function contentState(status: ContentStatus, publishAt: Date | string | null, now: Date): ContentState {
  if (status !== 'published') return status;
  return publishAt !== null && new Date(publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Minutes to read `words` words, rounded up, at least one. */
export const readingMinutesFor = (words: number) => Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));

export const ARTICLE_IMAGE_PATH = '/api/content/images';
export const contentImageUrl = (id: number) => `${ARTICLE_IMAGE_PATH}/${id}.webp`;

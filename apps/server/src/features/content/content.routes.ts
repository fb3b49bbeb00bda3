import {
  adminArticleRowSchema,
  adminArticleSchema,
  adminContentQuerySchema,
  adminHealthTipSchema,
  adminTestimonialSchema,
  articleDetailSchema,
  articleInputSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSlugParamsSchema,
  CONTENT_LIMITS,
  contentIdParamsSchema,
  contentImageSchema,
  contentLanguageQuerySchema,
  healthTipInputSchema,
  healthTipOfTheDaySchema,
  markdownPreviewInputSchema,
  markdownPreviewSchema,
  publishInputSchema,
  testimonialInputSchema,
  testimonialListSchema,
} from '@aushadh/shared/content/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import type { ContentService } from './content.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/** SPEC §2: /admin/health-tips, /admin/testimonials (and the article editor) are admin and subadmin screens. */
const EDITORS = { roles: ['admin', 'subadmin'] } as const;
const PUBLIC_CACHE = 'public, max-age=60';
const IMAGE_FILE = z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.webp$/) });

const editorOf = (request: FastifyRequest): AuditActor => {
  const user = requireUser(request);
  return { userId: user.id, role: user.role, ip: request.ip };
};

/** The health blog and company blog, the tip of the day, testimonials, and their admin screens. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const { articles, tips, testimonials, images } = content;

  /* ── public ── */
  app.get(
    '/api/articles',
    {
      schema: {
        tags: ['content'],
        summary: 'Live articles of a section (health: /health-blog and /articles; news: /blog), newest first',
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return articles.list(request.query);
    },
  );

  app.get(
    '/api/articles/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A live article: HTML rendered by the server, author, medical reviewer, related products',
        params: articleSlugParamsSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: articleDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return articles.detail(request.params.slug, request.query.lang);
    },
  );

  app.get(
    '/api/health-tips/today',
    {
      schema: {
        tags: ['content'],
        summary: "Today's health tip (Asia/Kolkata date) in the asked language, English when it has none",
        querystring: contentLanguageQuerySchema,
        response: { 200: healthTipOfTheDaySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return tips.today(request.query.lang);
    },
  );

  app.get(
    '/api/testimonials',
    {
      schema: {
        tags: ['content'],
        summary: 'The newest published testimonials (home)',
        response: { 200: testimonialListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return testimonials.live();
    },
  );

  app.get(
    '/api/content/images/:file',
    { schema: { tags: ['content'], summary: 'An uploaded article picture (WebP)', params: IMAGE_FILE } },
    async (request, reply) => {
      const bytes = await images.content(Number(request.params.file.split('.')[0]));
      // A picture's id never names other bytes.
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(bytes);
    },
  );

  /* ── admin: articles ── */
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/admin/')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/articles',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Articles in every state, last changed first',
        querystring: adminContentQuerySchema,
        response: { 200: z.array(adminArticleRowSchema), ...errors },
      },
    },
    async (request) => articles.adminList(request.query),
  );

  app.get(
    '/api/admin/articles/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'An article as the editor edits it: Markdown per language',
        params: contentIdParamsSchema,
        response: { 200: adminArticleSchema, ...errors },
      },
    },
    async (request) => articles.adminGet(request.params.id),
  );

  app.post(
    '/api/admin/articles',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Write an article (a draft until published)',
        body: articleInputSchema,
        response: { 201: adminArticleSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await articles.create(editorOf(request), request.body)),
  );

  app.put(
    '/api/admin/articles/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: "Save an article's details and words (its state does not change)",
        params: contentIdParamsSchema,
        body: articleInputSchema,
        response: { 200: adminArticleSchema, ...errors },
      },
    },
    async (request) => articles.update(editorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/articles/:id/publish',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Publish now, or from a time (scheduled)',
        params: contentIdParamsSchema,
        body: publishInputSchema,
        response: { 200: adminArticleSchema, ...errors },
      },
    },
    async (request) => articles.publish(editorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/articles/:id/retire',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Take an article off the site (it can be published again)',
        params: contentIdParamsSchema,
        response: { 200: adminArticleSchema, ...errors },
      },
    },
    async (request) => articles.retire(editorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/articles/preview',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Markdown rendered exactly as the article page will show it, with its reading time',
        body: markdownPreviewInputSchema,
        response: { 200: markdownPreviewSchema, ...errors },
      },
    },
    async (request) => articles.preview(request.body.markdown),
  );

  // Pictures arrive as the raw file (Content-Type image/…), only on this route: no multipart parser needed.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp'],
    { parseAs: 'buffer', bodyLimit: CONTENT_LIMITS.imageMaxBytes },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/admin/content/images',
    {
      config: EDITORS,
      bodyLimit: CONTENT_LIMITS.imageMaxBytes,
      schema: {
        tags: ['admin'],
        summary: 'Upload a picture (JPG, PNG or WebP up to 5 MB as the request body); kept as WebP',
        consumes: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 201: contentImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('CONTENT_IMAGE_INVALID');
      return reply.code(201).send(await images.upload(editorOf(request), request.body));
    },
  );

  /* ── admin: health tips ── */
  app.get(
    '/api/admin/health-tips',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Health tips in every state, last changed first',
        querystring: adminContentQuerySchema,
        response: { 200: z.array(adminHealthTipSchema), ...errors },
      },
    },
    async (request) => tips.adminList(request.query.state),
  );

  app.post(
    '/api/admin/health-tips',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Write a health tip (English required, any of the 16 languages)',
        body: healthTipInputSchema,
        response: { 201: adminHealthTipSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await tips.create(editorOf(request), request.body)),
  );

  app.put(
    '/api/admin/health-tips/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: "Change a tip's words",
        params: contentIdParamsSchema,
        body: healthTipInputSchema,
        response: { 200: adminHealthTipSchema, ...errors },
      },
    },
    async (request) => tips.update(editorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/health-tips/:id/publish',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Publish a tip now or from a time; a tip starting today is the tip of the day',
        params: contentIdParamsSchema,
        body: publishInputSchema,
        response: { 200: adminHealthTipSchema, ...errors },
      },
    },
    async (request) => tips.publish(editorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/health-tips/:id/retire',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Retire a tip',
        params: contentIdParamsSchema,
        response: { 200: adminHealthTipSchema, ...errors },
      },
    },
    async (request) => tips.retire(editorOf(request), request.params.id),
  );

  /* ── admin: testimonials ── */
  app.get(
    '/api/admin/testimonials',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Testimonials in every state, last changed first',
        querystring: adminContentQuerySchema,
        response: { 200: z.array(adminTestimonialSchema), ...errors },
      },
    },
    async (request) => testimonials.adminList(request.query.state),
  );

  app.post(
    '/api/admin/testimonials',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: "Add a customer's testimonial (a draft until published)",
        body: testimonialInputSchema,
        response: { 201: adminTestimonialSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await testimonials.create(editorOf(request), request.body)),
  );

  app.put(
    '/api/admin/testimonials/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Change a testimonial',
        params: contentIdParamsSchema,
        body: testimonialInputSchema,
        response: { 200: adminTestimonialSchema, ...errors },
      },
    },
    async (request) => testimonials.update(editorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/testimonials/:id/publish',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Publish a testimonial now or from a time',
        params: contentIdParamsSchema,
        body: publishInputSchema,
        response: { 200: adminTestimonialSchema, ...errors },
      },
    },
    async (request) => testimonials.publish(editorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/testimonials/:id/retire',
    {
      config: EDITORS,
      schema: {
        tags: ['admin'],
        summary: 'Retire a testimonial',
        params: contentIdParamsSchema,
        response: { 200: adminTestimonialSchema, ...errors },
      },
    },
    async (request) => testimonials.retire(editorOf(request), request.params.id),
  );
};

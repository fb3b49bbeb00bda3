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
  type ContentState,
  type PublishInput,
  testimonialInputSchema,
  testimonialListSchema,
} from '@aushadh/shared/content/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

  editorialRoutes(app, {
    path: '/api/admin/articles',
    item: adminArticleSchema,
    input: articleInputSchema,
    use: articles,
    summaries: {
      create: 'Write an article (a draft until published)',
      update: "Save an article's details and words (its state does not change)",
      publish: 'Publish now, or from a time (scheduled)',
      retire: 'Take an article off the site (it can be published again)',
    },
  });

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

  /* ── admin: health tips and testimonials ── */
  editorialRoutes(app, {
    path: '/api/admin/health-tips',
    item: adminHealthTipSchema,
    input: healthTipInputSchema,
    use: tips,
    list: { summary: 'Health tips in every state, last changed first', all: (state) => tips.adminList(state) },
    summaries: {
      create: 'Write a health tip (English required, any of the 16 languages)',
      update: "Change a tip's words",
      publish: 'Publish a tip now or from a time; a tip starting today is the tip of the day',
      retire: 'Retire a tip',
    },
  });
  editorialRoutes(app, {
    path: '/api/admin/testimonials',
    item: adminTestimonialSchema,
    input: testimonialInputSchema,
    use: testimonials,
    list: { summary: 'Testimonials in every state, last changed first', all: (state) => testimonials.adminList(state) },
    summaries: {
      create: "Add a customer's testimonial (a draft until published)",
      update: 'Change a testimonial',
      publish: 'Publish a testimonial now or from a time',
      retire: 'Retire a testimonial',
    },
  });
};

/** What every editorial piece (article, tip, testimonial) can have done to it, by an audited editor. */
interface EditorialUseCases<Input> {
  create(editor: AuditActor, input: Input): Promise<unknown>;
  update(editor: AuditActor, id: number, input: Input): Promise<unknown>;
  publish(editor: AuditActor, id: number, input: PublishInput): Promise<unknown>;
  retire(editor: AuditActor, id: number): Promise<unknown>;
}

/**
 * The admin routes articles, tips and testimonials share: create, update, publish (now or scheduled), retire, and
 * — for tips and testimonials — the list by state. Each piece keeps its own schemas and texts.
 */
function editorialRoutes<Input>(
  zodApp: Parameters<FastifyPluginAsyncZod>[0],
  options: {
    path: string;
    item: z.ZodType;
    input: z.ZodType<Input>;
    use: EditorialUseCases<Input>;
    list?: { summary: string; all: (state: ContentState | undefined) => Promise<unknown[]> };
    summaries: { create: string; update: string; publish: string; retire: string };
  },
) {
  const { path, item, input, use, list, summaries } = options;
  // The type provider cannot follow schemas passed in generically; the same zod schemas still parse every request
  // (the app's validator compiler), so the handlers read what those schemas produced.
  const app = zodApp as unknown as FastifyInstance;
  const tags = ['admin'];
  const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof contentIdParamsSchema>).id;
  if (list) {
    app.get(
      path,
      {
        config: EDITORS,
        schema: {
          tags,
          summary: list.summary,
          querystring: adminContentQuerySchema,
          response: { 200: z.array(item), ...errors },
        },
      },
      async (request) => list.all((request.query as z.infer<typeof adminContentQuerySchema>).state),
    );
  }
  app.post(
    path,
    { config: EDITORS, schema: { tags, summary: summaries.create, body: input, response: { 201: item, ...errors } } },
    async (request, reply) => reply.code(201).send(await use.create(editorOf(request), request.body as Input)),
  );
  app.put(
    `${path}/:id`,
    {
      config: EDITORS,
      schema: {
        tags,
        summary: summaries.update,
        params: contentIdParamsSchema,
        body: input,
        response: { 200: item, ...errors },
      },
    },
    async (request) => use.update(editorOf(request), idOf(request), request.body as Input),
  );
  app.post(
    `${path}/:id/publish`,
    {
      config: EDITORS,
      schema: {
        tags,
        summary: summaries.publish,
        params: contentIdParamsSchema,
        body: publishInputSchema,
        response: { 200: item, ...errors },
      },
    },
    async (request) => use.publish(editorOf(request), idOf(request), request.body as PublishInput),
  );
  app.post(
    `${path}/:id/retire`,
    {
      config: EDITORS,
      schema: { tags, summary: summaries.retire, params: contentIdParamsSchema, response: { 200: item, ...errors } },
    },
    async (request) => use.retire(editorOf(request), idOf(request)),
  );
}

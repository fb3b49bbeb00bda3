import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService, type ContentService } from './content.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Health blog, company blog, health tips, testimonials (issue 16 item 3, issue 17 item 4). */
    content: ContentService;
  }
}

/** /health-blog, /articles, /blog, the tip of the day and testimonials on home, and their admin screens. */
export const contentPlugin = featurePlugin(
  'content',
  { features: ['auth', 'catalog'], decorators: ['audit'] },
  async (app, { uow }) => {
    const content = createContentService({
      repository: createContentRepository(uow),
      uow,
      catalog: app.catalog,
      audit: app.audit,
    });
    app.decorate('content', content);
    await app.register(contentRoutes, { content });
  },
);

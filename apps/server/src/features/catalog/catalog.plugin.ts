import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService, guestVisitorKey, type CatalogService } from './catalog.service.ts';
import { stockRoutes } from './stock.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Products, categories, search, stock (the cart prices from it; orders reserve stock through it). */
    catalog: CatalogService;
  }
}

/** The catalog: listings, product pages, search, previously browsed, and the stock every order takes. */
export const catalogPlugin = featurePlugin('catalog', { features: ['auth'] }, async (app, core) => {
  const { config, uow, changes } = core;
  const catalog = createCatalogService(createCatalogRepository(uow), {
    uow,
    // A safety net only: the change feed delivers other instances' writes.
    signalRefreshMs: config.NODE_ENV === 'test' ? 0 : 120_000,
    // Tests flush views themselves (or at close), so what they read does not depend on a timer.
    viewFlushMs: config.NODE_ENV === 'test' ? 0 : 2000,
    // Queued on the current transaction: other instances hear of a write when it commits.
    changes: {
      subscribe: (topic, handler) => changes.subscribe(topic, handler),
      notify: (topic, payload) => changes.notify(uow.db(), topic, payload),
    },
    log: app.log,
  });
  app.decorate('catalog', catalog);
  // Previously browsed follows a guest into their account.
  app.auth.onSignIn(async (userId, guestId) => {
    if (guestId) await catalog.adoptRecentlyViewed(guestVisitorKey(guestId), `u:${userId}`);
  });
  core.personalData.register(catalog.personalData);
  await app.register(catalogRoutes, {
    catalog,
    visitorKey: (request) => {
      if (request.user) return `u:${request.user.id}`;
      const guestId = app.authHttp.readGuestId(request);
      return guestId ? guestVisitorKey(guestId) : null;
    },
  });
  await app.register(stockRoutes, { catalog });
});

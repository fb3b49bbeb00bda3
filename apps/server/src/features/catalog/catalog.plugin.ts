import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService, guestVisitorKey, type CatalogService } from './catalog.service.ts';
import { createProductAdmin, type ProductAdmin } from './product-admin.ts';
import { createProductAdminRepository } from './product-admin.repository.ts';
import { productAdminRoutes } from './product-admin.routes.ts';
import { stockRoutes } from './stock.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Products, categories, search, stock (the cart prices from it; orders reserve stock through it). */
    catalog: CatalogService;
    /** The catalog's write side for the admin (the dashboard counts low stock through it). */
    catalogAdmin: ProductAdmin;
  }
}

/** The catalog: listings, product pages, search, previously browsed, and the stock every order takes. */
export const catalogPlugin = featurePlugin(
  'catalog',
  { features: ['auth'], decorators: ['audit'] },
  async (app, core) => {
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
    // The catalog's write side (issue 17 item 3): /api/admin/products.
    const products = createProductAdmin({
      repository: createProductAdminRepository(uow),
      uow,
      productsWritten: (ids) => catalog.productsWritten(ids),
      receiveStock: (input, byUserId) => catalog.receiveStock(input, byUserId),
    });
    app.decorate('catalogAdmin', products);
    await app.register(productAdminRoutes, { products, audit: app.audit });
  },
);

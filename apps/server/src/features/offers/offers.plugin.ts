import { featurePlugin } from '../../lib/feature-plugin.ts';
import type { PlusPayments } from './offers-deps.ts';
import { createOffersRepository } from './offers.repository.ts';
import { offersRoutes } from './offers.routes.ts';
import { createOffersService, type OffersService } from './offers.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offers and coupons, the value pages, PLUS (issue 18). */
    offers: OffersService;
  }
}

export interface OffersPluginOptions {
  /** The provider checkout uses: the demo one (no real payment, SPEC §2), a fake in tests. */
  payments: PlusPayments;
  /** Tests move the clock. */
  now?: (() => Date) | undefined;
}

/** Offers that add up (one pricing function), /offers, /value-store, top deals, featured brands and PLUS. */
export const offersPlugin = featurePlugin<OffersPluginOptions>(
  'offers',
  { features: ['auth', 'catalog', 'cart'], decorators: ['events'] },
  async (app, { uow, payments, personalData, now }) => {
    const offers = createOffersService({
      repository: createOffersRepository(uow),
      uow,
      catalog: app.catalog,
      cart: app.cart,
      payments,
      events: app.events,
      now: now ?? (() => new Date()),
      log: app.log,
    });
    app.decorate('offers', offers);
    personalData.register(offers.personalData);
    await app.register(offersRoutes, { offers });
  },
);

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

/** How soon another instance's change to a combo pack reaches this one's prices. */
const COMBO_REFRESH_MS = 60_000;

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
  async (app, { uow, payments, personalData, scheduledJobs, now }) => {
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
    // Combo packs (issue 18 item 3): the cart prices with them on every read, so they are kept in memory.
    await offers.refreshCombos();
    app.cart.useComboDeals(offers.comboDeals);
    scheduledJobs.add({ name: 'refresh-combo-packs', everyMs: COMBO_REFRESH_MS, run: () => offers.refreshCombos() });
    await app.register(offersRoutes, {
      offers,
      cartCallerOf: (request) => ({ userId: request.user?.id ?? null, guestId: app.authHttp.readGuestId(request) }),
    });
  },
);

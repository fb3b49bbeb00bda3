import { DEFAULT_LANGUAGE } from '@aushadh/shared/i18n/languages.ts';
import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { chemistRoutes } from './chemist.routes.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { orderReturnsRoutes } from './order-returns.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';
import { createDemoPaymentProvider, type PaymentProvider } from './payment-provider.ts';
import { noPrescriptions, type PrescriptionLookup } from './prescription-lookup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Addresses, checkout and orders. */
    orders: OrdersService;
  }
}

export interface OrdersPluginOptions {
  /** The demo provider by default (no real payment, SPEC §2). */
  payments?: PaymentProvider | undefined;
  /** Who owns a prescription named on an order; none until the prescriptions feature exists. */
  prescriptions?: PrescriptionLookup | undefined;
}

/**
 * Saved addresses, the checkout workflow, orders, cancellation, reorder and invoices; the order's life after
 * checkout (release on a reviewed prescription, the chemist's packing, the rider's delivery, returns).
 */
export const ordersPlugin = featurePlugin<OrdersPluginOptions>(
  'orders',
  { features: ['auth', 'catalog', 'cart', 'delivery', 'offers', 'partners'], decorators: ['mail', 'events'] },
  async (app, { uow, personalData, payments, prescriptions }) => {
    const orders = createOrdersService({
      repository: createOrdersRepository(uow),
      uow,
      cart: app.cart,
      delivery: app.delivery,
      catalog: app.catalog,
      mail: app.mail,
      events: app.events,
      payments: payments ?? createDemoPaymentProvider(),
      offers: app.offers,
      prescriptions: prescriptions ?? noPrescriptions,
      people: app.auth,
      log: app.log,
    });
    app.decorate('orders', orders);
    // A planted default address would receive the owner's medicines: an e-mail taken back drops them.
    app.auth.onEmailClaim((userId) => orders.dropSavedAddresses(userId));
    personalData.register(orders.personalData);
    // A pharmacist's approval releases the customer's orders it covers (idempotent: a released order no longer waits).
    app.events.subscribe({
      name: 'orders-release-on-review',
      events: ['prescription.reviewed'],
      handle: (event) => orders.onPrescriptionReviewed(event.payload),
    });
    await app.register(ordersRoutes, {
      orders,
      guestIdOf: (request) => app.authHttp.readGuestId(request),
      languageOf: async (userId) => (await app.auth.contactOf(userId))?.language ?? DEFAULT_LANGUAGE,
    });
    await app.register(orderReturnsRoutes, { orders });
    await app.register(chemistRoutes, { orders });
    await app.register(deliveryRoutes, { orders });
  },
);

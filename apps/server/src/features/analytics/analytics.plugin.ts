import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics.service.ts';
import { FUNNEL_FLUSH_MS } from './use-cases/funnel-beacons.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin dashboards' read model, kept from domain events (issue 17 item 6, decision 0022). */
    analytics: AnalyticsService;
  }
}

const DAY_MS = 86_400_000;
const BACKFILL_EVERY_MS = 10_000;

/** Daily aggregates kept up to date by order, consultation and lab-booking events; the dashboards read only them. */
export const analyticsPlugin = featurePlugin(
  'analytics',
  { features: ['catalog', 'orders'], decorators: ['events'] },
  async (app, { uow, scheduledJobs, config }) => {
    const analytics = createAnalyticsService({
      repository: createAnalyticsRepository(uow),
      uow,
      orders: { getOrder: app.orders.getOrder, ordersAfter: app.orders.customerStats.ordersAfter },
      catalog: app.catalog,
      log: app.log,
    });
    app.decorate('analytics', analytics);
    app.events.subscribe({
      name: 'analytics-orders',
      events: ['order.placed', 'order.status-changed'],
      handle: (event) =>
        event.type === 'order.placed'
          ? analytics.count.orderPlaced(event.payload)
          : analytics.count.orderStatusChanged(event.payload),
    });
    app.events.subscribe({
      name: 'analytics-bookings',
      events: ['appointment.booked', 'lab-booking.status-changed'],
      handle: (event) => {
        if (event.type === 'appointment.booked')
          return analytics.count.countOnce(event.id, event.occurredAt, 'consultations');
        // A lab booking is counted when it is made (from nothing to booked), not at each later step.
        if (event.payload.from !== null) return Promise.resolve();
        return analytics.count.countOnce(event.id, event.occurredAt, 'labBookings');
      },
    });
    // Orders from before the read model: a short run every few seconds until done, then one row read a run.
    scheduledJobs.add({
      name: 'analytics-backfill-orders',
      everyMs: BACKFILL_EVERY_MS,
      run: () => analytics.backfillOrders(),
    });
    scheduledJobs.add({
      name: 'analytics-forget-seen-events',
      everyMs: DAY_MS,
      run: () => analytics.forgetOldEvents(),
    });
    // Beacons are written every few seconds, and once more before the database closes.
    if (config.NODE_ENV !== 'test') {
      const timer = setInterval(() => void analytics.flushFunnel(), FUNNEL_FLUSH_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    app.addHook('onClose', async () => analytics.flushFunnel());
    await app.register(analyticsRoutes, { analytics });
  },
);

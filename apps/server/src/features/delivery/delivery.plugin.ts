import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createDeliveryRepository } from './delivery.repository.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { createDeliveryService, type DeliveryService } from './delivery.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pincodes and delivery checks (checkout and saved addresses ask it). */
    delivery: DeliveryService;
  }
}

/** Pincodes (India Post), the delivery check, and where the visitor is. */
export const deliveryPlugin = featurePlugin('delivery', {}, async (app, { uow }) => {
  const delivery = createDeliveryService(createDeliveryRepository(uow));
  app.decorate('delivery', delivery);
  await app.register(deliveryRoutes, { delivery });
});

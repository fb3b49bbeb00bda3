import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createEmergencyRepository } from './emergency.repository.ts';
import { emergencyRoutes } from './emergency.routes.ts';
import { createEmergencyService, type EmergencyService } from './emergency.service.ts';
import { equipmentRoutes } from './equipment.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Emergency requests and care at home (issue 15). */
    emergency: EmergencyService;
  }
}

/** Ambulance and emergency service requests, their tracking by staff, and care-at-home requests. */
export const emergencyPlugin = featurePlugin(
  'emergency',
  { features: ['delivery', 'hospitals', 'cart', 'catalog'], decorators: ['events'] },
  async (app, { uow }) => {
    const emergency = createEmergencyService({
      repository: createEmergencyRepository(uow),
      uow,
      delivery: app.delivery,
      hospitals: app.hospitals,
      events: app.events,
      log: app.log,
    });
    app.decorate('emergency', emergency);
    await app.register(emergencyRoutes, { emergency });
    // /services/medical-equipment: the cart owns rental terms and pricing; this page lists them (decision 0026).
    await app.register(equipmentRoutes, { cart: app.cart, catalog: app.catalog });
  },
);

import { featurePlugin } from '../../lib/feature-plugin.ts';
import { laboratoryRoutes } from './laboratory.routes.ts';
import { createLabsRepository } from './labs.repository.ts';
import { labsRoutes } from './labs.routes.ts';
import type { LabPayments } from './labs-deps.ts';
import { createLabsService, type LabsService } from './labs.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lab tests at home: catalog, bookings, the laboratory's work, reports (issue 14). */
    labs: LabsService;
  }
}

export interface LabsPluginOptions {
  /** The provider checkout uses: the demo one by default (no real payment, SPEC §2), a fake in tests. */
  payments: LabPayments;
}

/** The /lab-tests catalog, home-collection bookings, the /laboratory area's work and the customer's reports. */
export const labsPlugin = featurePlugin<LabsPluginOptions>(
  'labs',
  { features: ['auth', 'delivery'], decorators: ['mail', 'events'] },
  async (app, { uow, payments, personalData }) => {
    const labs = createLabsService({
      repository: createLabsRepository(uow),
      uow,
      delivery: app.delivery,
      payments,
      people: app.auth,
      mail: app.mail,
      events: app.events,
      log: app.log,
    });
    app.decorate('labs', labs);
    personalData.register(labs.personalData);
    // The customer hears when the booking is made and when the report is ready (lab-mails.ts).
    app.events.subscribe({
      name: 'lab-booking-mail',
      events: ['lab-booking.status-changed'],
      handle: (event) => labs.notify(event.id, event.payload),
    });
    await app.register(labsRoutes, { labs });
    await app.register(laboratoryRoutes, { labs });
  },
);

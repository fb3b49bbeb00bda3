import { featurePlugin } from '../../lib/feature-plugin.ts';
import { pharmacyRoutes } from './pharmacy.routes.ts';
import { createPrescriptionsRepository } from './prescriptions.repository.ts';
import { prescriptionsRoutes } from './prescriptions.routes.ts';
import { createPrescriptionsService, type PrescriptionsService } from './prescriptions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prescriptions: uploads, the pharmacist's review, the H1 register; orders asks it through its port. */
    prescriptions: PrescriptionsService;
  }
}

const DAY_MS = 86_400_000;

/** Upload, storage and serving of prescriptions, the pharmacist's queue and review, coverage and the H1 register. */
export const prescriptionsPlugin = featurePlugin(
  'prescriptions',
  { features: ['auth', 'catalog', 'partners'], decorators: ['mail', 'events'] },
  async (app, { uow, personalData, scheduledJobs }) => {
    const prescriptions = createPrescriptionsService({
      repository: createPrescriptionsRepository(uow),
      uow,
      auth: app.auth,
      catalog: app.catalog,
      mail: app.mail,
      events: app.events,
      log: app.log,
    });
    app.decorate('prescriptions', prescriptions);
    // A guest's uploads follow them into the account they sign in to (as the cart does).
    app.auth.onSignIn((userId, guestId) => prescriptions.joinGuestUploads(userId, guestId));
    // The customer hears of the decision, with the reason (review-mails.ts).
    app.events.subscribe({
      name: 'prescription-review-mail',
      events: ['prescription.reviewed'],
      handle: (event) => prescriptions.notifyReviewed(event.id, event.payload),
    });
    personalData.register(prescriptions.personalData);
    scheduledJobs.add({ name: 'purge-prescription-records', everyMs: DAY_MS, run: () => prescriptions.purgeExpired() });
    await app.register(prescriptionsRoutes, {
      prescriptions,
      guestIdOf: (request) => app.authHttp.readGuestId(request),
      issueGuestId: (request, reply) => app.authHttp.issueGuestId(request, reply),
    });
    await app.register(pharmacyRoutes, { prescriptions });
  },
);

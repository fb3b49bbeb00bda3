import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createHospitalsRepository } from './hospitals.repository.ts';
import { hospitalsRoutes } from './hospitals.routes.ts';
import { createHospitalsService, type HospitalsService } from './hospitals.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hospitals: directory, nearby, submissions, appointments (issue 15). */
    hospitals: HospitalsService;
  }
}

/** The demo hospital account's name (features/auth/demo-accounts.ts). */
const DEMO_HOSPITAL_USER = 'Meera Reddy';

/** /hospitals, /nearby-hospitals, the add-hospital form, appointments and the hospital's desk. */
export const hospitalsPlugin = featurePlugin(
  'hospitals',
  { features: ['auth', 'delivery', 'doctors'], decorators: ['mail', 'events'] },
  async (app, { config, uow }) => {
    const hospitals = createHospitalsService({
      repository: createHospitalsRepository(uow),
      uow,
      delivery: app.delivery,
      doctors: app.doctors,
      people: app.auth,
      mail: app.mail,
      events: app.events,
      log: app.log,
    });
    app.decorate('hospitals', hospitals);
    // The patient is mailed when the hospital confirms, reschedules or declines (hospital-mails.ts).
    app.events.subscribe({
      name: 'hospital-appointment-mail',
      events: ['hospital-appointment.status-changed'],
      handle: (event) => hospitals.notify(event.payload),
    });
    // The demo hospital account manages a real hospital (Noida's first), once the directory is seeded.
    if (config.SEED_DEMO_ACCOUNTS) {
      app.addHook('onReady', async () => {
        const demo = (await app.auth.staffWithRole('hospital')).find((u) => u.name === DEMO_HOSPITAL_USER);
        if (demo) await hospitals.linkDemoHospital(demo.id).catch((error: unknown) => app.log.warn({ err: error }));
      });
    }
    await app.register(hospitalsRoutes, { hospitals });
  },
);

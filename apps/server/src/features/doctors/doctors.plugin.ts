import { featurePlugin } from '../../lib/feature-plugin.ts';
import type { ConsultationPayments } from './doctors-deps.ts';
import { createDoctorsRepository } from './doctors.repository.ts';
import { doctorsRoutes } from './doctors.routes.ts';
import { createDoctorsService, type DoctorsService } from './doctors.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Doctors and consultations (issue 13). */
    doctors: DoctorsService;
  }
}

const MINUTE_MS = 60_000;
/** The demo doctor account's name (features/auth/demo-accounts.ts). */
const DEMO_DOCTOR_NAME = 'Dr. Kavita Iyer';

/** The doctor directory, booking and payment, the /doctor desk, e-prescriptions and reminders. */
export const doctorsPlugin = featurePlugin<{ payments: ConsultationPayments }>(
  'doctors',
  { features: ['auth', 'catalog', 'prescriptions'], decorators: ['mail', 'events'] },
  async (app, { config, uow, scheduledJobs, personalData, payments }) => {
    const doctors = createDoctorsService({
      repository: createDoctorsRepository(uow),
      uow,
      catalog: app.catalog,
      prescriptions: app.prescriptions,
      auth: app.auth,
      payments,
      mail: app.mail,
      events: app.events,
      log: app.log,
    });
    app.decorate('doctors', doctors);
    personalData.register(doctors.personalData);
    scheduledJobs.add({
      name: 'consultation-reminders',
      everyMs: 5 * MINUTE_MS,
      run: () => doctors.sendDueReminders(),
    });
    // The demo doctor signs in to a real profile (its seeded directory entry), once the directory is seeded.
    if (config.SEED_DEMO_ACCOUNTS) {
      app.addHook('onReady', async () => {
        const demo = (await app.auth.staffWithRole('doctor')).find((u) => u.name === DEMO_DOCTOR_NAME);
        if (demo) await doctors.linkDemoDoctor(demo.id).catch((error: unknown) => app.log.warn({ err: error }));
      });
    }
    await app.register(doctorsRoutes, { doctors });
  },
);

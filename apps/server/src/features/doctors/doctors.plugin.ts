import { DEFAULT_LANGUAGE } from '@aushadh/shared/i18n/languages.ts';
import { featurePlugin } from '../../lib/feature-plugin.ts';
import type { ConsultationPayments } from './doctors-deps.ts';
import { createDoctorsRepository } from './doctors.repository.ts';
import { doctorsRoutes } from './doctors.routes.ts';
import { createDoctorsService, type DoctorsService } from './doctors.service.ts';
import { createVideoRooms } from './video-rooms.ts';
import { reportsRoutes } from './reports.routes.ts';
import { videoRoutes } from './video.routes.ts';

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
  { features: ['auth', 'catalog', 'prescriptions', 'labs', 'partners'], decorators: ['mail', 'events'] },
  async (app, { config, uow, scheduledJobs, personalData, payments }) => {
    const doctors = createDoctorsService({
      repository: createDoctorsRepository(uow),
      uow,
      catalog: app.catalog,
      labs: app.labs,
      prescriptions: app.prescriptions,
      auth: app.auth,
      payments,
      mail: app.mail,
      events: app.events,
      log: app.log,
      ice: {
        stunUrls: config.VIDEO_STUN_URLS,
        turnUrls: config.VIDEO_TURN_URLS,
        turnSecret: config.VIDEO_TURN_SECRET,
        turnTtlSeconds: config.VIDEO_TURN_TTL_SECONDS,
      },
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
    const rooms = createVideoRooms(app.log);
    app.addHook('onClose', async () => rooms.closeAll());
    await app.register(doctorsRoutes, {
      doctors,
      rooms,
      languageOf: async (userId) => (await app.auth.contactOf(userId))?.language ?? DEFAULT_LANGUAGE,
    });
    await app.register(videoRoutes, { doctors, rooms });
    await app.register(reportsRoutes, { doctors });
  },
);

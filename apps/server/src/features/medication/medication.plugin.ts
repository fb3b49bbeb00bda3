import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createMedicationRepository } from './medication.repository.ts';
import { medicationRoutes } from './medication.routes.ts';
import { createMedicationService, type MedicationService } from './medication.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Medication tracking, dose log, refills and reminders (issue 19). */
    medication: MedicationService;
  }
}

/** How often due dose reminders are looked for: every reminder goes out within this of its time. */
export const DOSE_REMINDER_EVERY_MS = 30_000;

/** /medication-tracking: medicines, schedules, the dose log, refills and the reminders that go with them. */
export const medicationPlugin = featurePlugin(
  'medication',
  { features: ['auth', 'catalog', 'cart', 'orders', 'doctors', 'labs', 'notifications'] },
  async (app, { uow, personalData, scheduledJobs }) => {
    const medication = createMedicationService({
      repository: createMedicationRepository(uow),
      uow,
      catalog: app.catalog,
      orders: app.orders,
      doctors: app.doctors,
      cart: app.cart,
      labs: app.labs,
      notifications: app.notifications,
      log: app.log,
    });
    app.decorate('medication', medication);
    personalData.register(medication.personalData);
    scheduledJobs.add(
      { name: 'medication-dose-reminders', everyMs: DOSE_REMINDER_EVERY_MS, run: () => medication.sendDueReminders() },
      { name: 'medication-refill-reminders', everyMs: 3_600_000, run: () => medication.sendRefillReminders() },
    );
    await app.register(medicationRoutes, { medication });
  },
);

import type { MedicationDeps } from './medication-deps.ts';
import { createAchievements } from './use-cases/achievements.ts';
import { createMedicationSources } from './use-cases/medication-sources.ts';
import { createReminders } from './use-cases/reminders.ts';
import { createTrackMedicines } from './use-cases/track-medicines.ts';

export type { MedicationDeps } from './medication-deps.ts';

/** The medication feature's entry point (issue 19): tracking, the dose log, refills and reminders. */
export function createMedicationService(deps: MedicationDeps) {
  const tracking = createTrackMedicines(deps);
  const reminders = createReminders(deps);
  return {
    list: tracking.list,
    get: tracking.get,
    add: tracking.add,
    update: tracking.update,
    remove: tracking.remove,
    logDose: tracking.logDose,
    refill: tracking.refill,
    reorder: tracking.reorder,
    sources: createMedicationSources(deps),
    achievements: createAchievements(deps),
    /* jobs */
    sendDueReminders: reminders.sendDueReminders,
    sendRefillReminders: reminders.sendRefillReminders,
    /** DPDP access and erasure (lib/personal-data.ts). */
    personalData: {
      name: 'medication',
      export: async ({ userId }: { userId: number }) => ({ medication: await deps.repository.exportUser(userId) }),
      erase: async ({ userId }: { userId: number }) => deps.repository.eraseUser(userId),
    },
  };
}

export type MedicationService = ReturnType<typeof createMedicationService>;

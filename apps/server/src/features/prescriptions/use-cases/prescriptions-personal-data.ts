import { H1_RETENTION_YEARS } from '@aushadh/shared/prescriptions/schemas.ts';
import type { PersonalDataContributor } from '../../../lib/personal-data.ts';
import type { PrescriptionModel } from '../prescription-model.ts';
import type { PrescriptionsDeps } from '../prescriptions-deps.ts';

const DAY_MS = 86_400_000;
/** A guest's upload that never joined an account (the guest never signed in to order) goes after this. */
export const GUEST_UPLOAD_DAYS = 90;

/**
 * The prescriptions feature's part of "download my data" and "delete my account" (DPDP), and its retention.
 * What the law keeps (docs/privacy.md): a prescription something was dispensed against stays three years
 * from its last dispensing (Drugs and Cosmetics Rules 65: the record of a prescription sale; the H1
 * register, rule 65(3)(a)), cut from the account and without what the customer typed that no law needs.
 * Everything else goes at once.
 */
export function createPrescriptionsPersonalData(deps: PrescriptionsDeps, model: PrescriptionModel) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const contributor: PersonalDataContributor = {
    name: 'prescriptions',
    async export({ userId }) {
      const rows = await repository.listAllOfUser(userId);
      const details = [];
      for (const row of rows) {
        const detail = await model.detail(row);
        details.push({
          ...detail,
          // The images themselves are downloaded page by page (they are too big for one JSON file).
          pages: detail.pages.map((page) => ({ ...page, url: `/api/prescriptions/${row.id}/pages/${page.page}` })),
        });
      }
      return { prescriptions: details };
    },
    async erase({ userId }) {
      const kept = await repository.dispensedIdsOf(userId);
      await repository.deleteOfUserExcept(userId, kept);
      await repository.anonymise(kept);
    },
  };

  return {
    personalData: contributor,

    /** At sign-in: a guest's uploads become the account's (their owner proved the guest cookie). */
    async joinGuestUploads(userId: number, guestId: string | null): Promise<void> {
      if (guestId) await repository.joinGuestUploads(guestId, userId);
    },

    /** Scheduled: unjoined guest uploads, and kept records and H1 entries past their legal keeping time. */
    async purgeExpired(): Promise<{ guestUploads: number; keptPrescriptions: number; h1Entries: number }> {
      const at = now().getTime();
      const legalLimit = new Date(at);
      legalLimit.setUTCFullYear(legalLimit.getUTCFullYear() - H1_RETENTION_YEARS);
      return {
        guestUploads: await repository.deleteUnjoinedGuestUploads(new Date(at - GUEST_UPLOAD_DAYS * DAY_MS)),
        keptPrescriptions: await repository.deleteKeptPrescriptionsBefore(legalLimit),
        h1Entries: await repository.deleteH1Before(legalLimit),
      };
    },
  };
}

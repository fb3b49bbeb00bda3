import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION, type ConsentPurpose } from '@aushadh/shared/privacy/consents.ts';
import type { ConsentsResponse, DeleteAccountRequest, PersonalDataExport } from '@aushadh/shared/privacy/schemas.ts';
import type { DataSubject, PersonalDataContributor, PersonalDataRegistry } from '../../lib/personal-data.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConsentRow, PrivacyRepository } from './privacy.repository.ts';

const toRecord = (row: ConsentRow) => ({
  purpose: row.purpose,
  granted: row.granted,
  noticeVersion: row.noticeVersion,
  at: row.at.toISOString(),
});

/**
 * DPDP Act 2023 rights of the signed-in person: consent per purpose (§6), access (§11) and erasure (§12).
 * What each feature holds comes from the registry: this service never reads another feature's tables.
 */
export function createPrivacyService(options: {
  repository: PrivacyRepository;
  uow: UnitOfWork;
  registry: PersonalDataRegistry;
  auth: Pick<AuthService, 'confirmOwner'>;
}) {
  const { repository, uow, registry, auth } = options;

  async function consents(userId: number): Promise<ConsentsResponse> {
    const history = await repository.consentHistory(userId);
    const current = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, false])) as Record<ConsentPurpose, boolean>;
    for (const row of history) current[row.purpose] = row.granted;
    return { current, noticeVersion: PRIVACY_NOTICE_VERSION, history: history.map(toRecord) };
  }

  /** Consent records are the proof of what was agreed (DPDP §6(10)), so they are kept; see erase. */
  const consentData: PersonalDataContributor = {
    name: 'consents',
    async export({ userId }) {
      return { consents: (await repository.consentHistory(userId)).map(toRecord) };
    },
    /**
     * Kept, not deleted: they hold no personal data beyond the (now anonymised) account id, and they are
     * the evidence that processing before the deletion was consented. Deletion withdraws every consent
     * still given, so the history ends with "no".
     */
    async erase({ userId }) {
      const given: ConsentPurpose[] = [];
      for (const purpose of CONSENT_PURPOSES) {
        if ((await repository.latestConsent(userId, purpose))?.granted) given.push(purpose);
      }
      await repository.appendConsents(
        given.map((purpose) => ({ userId, purpose, granted: false, noticeVersion: PRIVACY_NOTICE_VERSION })),
      );
    },
  };

  return {
    consentData,

    consents,

    /** Giving and withdrawing are the same one step; an unchanged choice adds no record. */
    async updateConsent(userId: number, purpose: ConsentPurpose, granted: boolean): Promise<ConsentsResponse> {
      await uow.transaction(async () => {
        const latest = await repository.latestConsent(userId, purpose);
        if (latest && latest.granted === granted) return;
        await repository.appendConsents([{ userId, purpose, granted, noticeVersion: PRIVACY_NOTICE_VERSION }]);
      });
      return consents(userId);
    },

    /** Registration hook: the purposes ticked under the sign-up notice, in the account's own transaction. */
    async recordSignUpConsents(userId: number, purposes: readonly ConsentPurpose[]) {
      await repository.appendConsents(
        [...new Set(purposes)].map((purpose) => ({
          userId,
          purpose,
          granted: true,
          noticeVersion: PRIVACY_NOTICE_VERSION,
        })),
      );
    },

    /** "Download my data": every registered feature's sections, merged. */
    async exportData(subject: DataSubject): Promise<PersonalDataExport> {
      const sections: Record<string, unknown> = {
        // Filled by the prescriptions, doctors and labs features once they register their exporters.
        prescriptions: [],
        consultations: [],
        reports: [],
      };
      for (const contributor of registry.list()) {
        if (contributor.export) Object.assign(sections, await contributor.export(subject));
      }
      return {
        exportedAt: new Date().toISOString(),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        ...sections,
      } as PersonalDataExport;
    },

    /**
     * "Delete my account": after the owner proves it is them, every feature erases or anonymises its data
     * in ONE transaction, so a failure anywhere leaves the account exactly as it was.
     */
    async deleteAccount(subject: DataSubject, proof: DeleteAccountRequest): Promise<void> {
      await auth.confirmOwner(subject.userId, proof);
      await uow.transaction(async () => {
        for (const contributor of registry.list()) await contributor.erase?.(subject);
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

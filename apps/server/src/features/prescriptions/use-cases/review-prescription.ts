import {
  effectiveValidUntil,
  REVIEWABLE_STATUSES,
  type PharmacyPrescription,
  type PrescriptionStatus,
  type RejectionReason,
  type ReviewRequest,
} from '@aushadh/shared/prescriptions/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PrescriptionsDeps } from '../prescriptions-deps.ts';
import { reviewMail } from '../review-mails.ts';

const OUTCOME = { approve: 'approved', reject: 'rejected', callback: 'callback' } as const;
/** The history status of "the customer was told" (with the event id as its note: the handler runs at least once). */
export const NOTIFIED = 'customer-notified';

/**
 * The pharmacist's decision (issue 12). Rules the server enforces: nobody verifies their own upload; only a
 * pharmacist with a council registration approves (it is shown to the customer); only an undecided
 * prescription is decided, by a conditional update, so of twenty clicks at once exactly one approves. The
 * decision, what it allows, the history entry and `prescription.reviewed` commit together.
 */
export function createReviewPrescription(
  deps: PrescriptionsDeps,
  detail: (pharmacistId: number, id: number) => Promise<PharmacyPrescription>,
) {
  const { repository, uow, auth, catalog, events, mail } = deps;

  async function review(pharmacistId: number, id: number, input: ReviewRequest): Promise<PharmacyPrescription> {
    const row = await repository.find(id);
    if (!row) throw new AppError('PRESCRIPTION_UNKNOWN');
    if (row.userId === pharmacistId) throw new AppError('PRESCRIPTION_OWN_UPLOAD');
    if (!(REVIEWABLE_STATUSES as readonly string[]).includes(row.status)) {
      throw new AppError('PRESCRIPTION_ALREADY_REVIEWED');
    }
    const pharmacist = await auth.professionalIdentity(pharmacistId);
    if (input.decision === 'approve') {
      if (!pharmacist?.registrationNumber) throw new AppError('PHARMACIST_REGISTRATION_MISSING');
      const facts = await catalog.purchaseFacts(input.medicines.map((m) => m.productId));
      if (input.medicines.some((m) => !facts.has(m.productId))) {
        throw new AppError('REVIEW_MEDICINE_UNKNOWN', {}, { field: 'medicines' });
      }
    }
    const status: PrescriptionStatus = OUTCOME[input.decision];
    const approval =
      input.decision === 'approve'
        ? {
            prescriberName: input.prescriberName,
            prescriberRegistration: input.prescriberRegistration,
            prescribedOn: input.prescribedOn,
            patientName: input.patientName,
            validUntil: effectiveValidUntil(input),
          }
        : {};
    await uow.transaction(async () => {
      const decided = await repository.decide(id, REVIEWABLE_STATUSES, {
        status,
        reviewedAt: new Date(),
        reviewerUserId: pharmacistId,
        reviewerName: pharmacist?.name ?? null,
        reviewerRegistration: pharmacist?.registrationNumber ?? null,
        rejectionReason: input.decision === 'reject' ? input.reason : null,
        reviewNote: input.note ?? null,
        ...approval,
      });
      if (!decided) throw new AppError('PRESCRIPTION_ALREADY_REVIEWED');
      if (input.decision === 'approve') await repository.insertMedicines(id, input.medicines);
      await repository.insertHistory({
        prescriptionId: id,
        status,
        note:
          input.decision === 'reject' ? [input.reason, input.note].filter(Boolean).join(': ') : (input.note ?? null),
        byUserId: pharmacistId,
        byRole: 'pharmacy',
      });
      await events.publish('prescription.reviewed', { prescriptionId: id, userId: decided.userId, outcome: status });
    });
    return detail(pharmacistId, id);
  }

  /**
   * The customer is told by mail (subscriber of `prescription.reviewed`). Idempotent: the mail and a history
   * entry naming the event are written together, and a redelivery finds that entry. A guest's upload has no
   * address to write to: they see the decision under "My prescriptions" once they sign in.
   */
  async function notifyReviewed(
    eventId: number,
    { prescriptionId, outcome }: { prescriptionId: number; outcome: 'approved' | 'rejected' | 'callback' },
  ): Promise<void> {
    const row = await repository.find(prescriptionId);
    // A later decision (a call-back, then an approval) supersedes this one: its own event tells the customer.
    if (!row?.userId || row.status !== outcome) return;
    const contact = await auth.contactOf(row.userId);
    if (!contact) return;
    const allowed = row.status === 'approved' ? await repository.medicinesOf([row.id]) : [];
    const facts = await catalog.purchaseFacts(allowed.map((m) => m.productId));
    const key = `event:${eventId}`;
    await uow.transaction(async () => {
      if (await repository.historyHasNote(row.id, NOTIFIED, key)) return;
      await mail.enqueue(
        reviewMail({
          to: contact.email,
          language: contact.language,
          customerName: contact.name,
          prescriptionId: row.id,
          outcome,
          reviewerName: row.reviewerName,
          reviewerRegistration: row.reviewerRegistration,
          rejectionReason: row.rejectionReason as RejectionReason | null,
          note: row.reviewNote,
          validUntil: row.validUntil,
          medicines: allowed.map((m) => ({
            name: facts.get(m.productId)?.name ?? `Product ${m.productId}`,
            quantity: m.quantityAllowed,
          })),
        }),
      );
      await repository.insertHistory({ prescriptionId: row.id, status: NOTIFIED, note: key, byRole: 'system' });
    });
  }

  return { review, notifyReviewed };
}

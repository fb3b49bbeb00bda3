import { DEFAULT_LANGUAGE, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import type { RejectionReason } from '@aushadh/shared/prescriptions/schemas.ts';
import { localizedMail } from '../mail/mail.service.ts';

export interface ReviewMailInput {
  to: string;
  /** The customer's language (`users.language`); English when absent. */
  language?: LanguageCode | undefined;
  customerName: string;
  prescriptionId: number;
  outcome: 'approved' | 'rejected' | 'callback';
  reviewerName: string | null;
  reviewerRegistration: string | null;
  rejectionReason: RejectionReason | null;
  note: string | null;
  validUntil: string | null;
  medicines: { name: string; quantity: number }[];
}

/** The customer's mail after a pharmacist's review, in the customer's language. */
export function reviewMail(input: ReviewMailInput): { to: string; subject: string; text: string; html: string } {
  return localizedMail(input.to, input.language ?? DEFAULT_LANGUAGE, (t, f) => {
    const id = input.prescriptionId;
    const by = input.reviewerName
      ? input.reviewerRegistration
        ? t('prescription.pharmacistRegistered', { name: input.reviewerName, registration: input.reviewerRegistration })
        : t('prescription.pharmacistNamed', { name: input.reviewerName })
      : t('prescription.pharmacist');
    const note = input.note ? t('prescription.note', { note: input.note }) : '';
    const statusHint = t('prescription.statusHint');
    if (input.outcome === 'approved') {
      const medicines = input.medicines
        .map((m) => `  - ${t('prescription.medicineLine', { name: m.name, quantity: m.quantity })}`)
        .join('\n');
      return {
        subject: t('prescription.approvedSubject'),
        name: input.customerName,
        paragraphs: [
          input.validUntil
            ? `${t('prescription.approved', { id, by })} ${t('prescription.validFor', { date: f.longDay(input.validUntil, 'long') })}\n\n${medicines}`
            : t('prescription.approved', { id, by }),
          note,
          t('prescription.approvedNext'),
          statusHint,
        ],
      };
    }
    if (input.outcome === 'rejected') {
      return {
        subject: t('prescription.rejectedSubject'),
        name: input.customerName,
        paragraphs: [
          t('prescription.rejected', {
            id,
            by,
            reason: t(`prescription.reasons.${input.rejectionReason ?? 'other'}`),
          }),
          note,
          t('prescription.rejectedNext'),
          statusHint,
        ],
      };
    }
    return {
      subject: t('prescription.callbackSubject'),
      name: input.customerName,
      paragraphs: [t('prescription.callback', { id, by }), note, statusHint],
    };
  });
}

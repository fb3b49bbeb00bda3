import type { RejectionReason } from '@aushadh/shared/prescriptions/schemas.ts';

/**
 * The customer's mail after a review. English only: the account has no language of its own on the server yet
 * (the web keeps the choice in the browser), so a mail in the customer's language waits for that column.
 */
export const REJECTION_REASON_TEXTS: Record<RejectionReason, string> = {
  illegible: 'the prescription could not be read clearly',
  expired: 'the prescription has expired',
  'no-prescriber-registration': "the doctor's registration number is not on the prescription",
  'patient-mismatch': 'the patient details do not match',
  'schedule-x-or-narcotic':
    'it is for a Schedule X or narcotic medicine, which the law does not allow us to sell online',
  incomplete: "the prescription is incomplete (a page, the date or the doctor's signature is missing)",
  other: 'of the reason in the note below',
};

export interface ReviewMailInput {
  to: string;
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

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export function reviewMail(input: ReviewMailInput): { to: string; subject: string; text: string } {
  const ref = `prescription #${input.prescriptionId}`;
  const by = input.reviewerName
    ? `our pharmacist ${input.reviewerName}${input.reviewerRegistration ? ` (registration ${input.reviewerRegistration})` : ''}`
    : 'our pharmacist';
  const note = input.note ? `\nNote from the pharmacist: ${input.note}\n` : '';
  let subject: string;
  let body: string;
  if (input.outcome === 'approved') {
    subject = 'Your prescription is approved';
    const lines = input.medicines.map((m) => `  - ${m.name}, quantity ${m.quantity}`).join('\n');
    body =
      `Your ${ref} has been verified by ${by}.` +
      (input.validUntil ? ` It is valid until ${longDate(input.validUntil)} for:\n\n${lines}\n` : '\n') +
      `${note}\nOrders waiting for this prescription will now be packed. You can also choose it at checkout while it is valid.`;
  } else if (input.outcome === 'rejected') {
    subject = 'We could not accept your prescription';
    body =
      `Your ${ref} was reviewed by ${by} and could not be accepted because ${REJECTION_REASON_TEXTS[input.rejectionReason ?? 'other']}.\n${note}` +
      `\nPlease upload a clear photo of a valid prescription from a registered doctor. Orders waiting for it stay on hold until then.`;
  } else {
    subject = 'Our pharmacist would like to call you about your prescription';
    body = `While verifying your ${ref}, ${by} has a question and will call you on the number you gave.\n${note}`;
  }
  return {
    to: input.to,
    subject,
    text: `Hello ${input.customerName},\n\n${body}\n\nYou can see the status under My prescriptions on your profile.\n\nAushadh`,
  };
}

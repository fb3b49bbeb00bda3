import { DEFAULT_LANGUAGE, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { localizedMail } from '../mail/mail.service.ts';

/** The patient's mail when the hospital answers an appointment request, in the patient's language. */
export interface AppointmentMailInput {
  to: string;
  /** English when absent. */
  language?: LanguageCode | undefined;
  customerName: string;
  reference: string;
  hospitalName: string;
  hospitalPhone: string;
  department: string;
  date: string;
  timeWindow: 'morning' | 'afternoon' | 'evening';
  status: string;
  note: string | null;
}

const ANSWERS = ['confirmed', 'rescheduled', 'declined'] as const;
const isAnswer = (status: string): status is (typeof ANSWERS)[number] =>
  (ANSWERS as readonly string[]).includes(status);

export function appointmentMail(input: AppointmentMailInput) {
  return localizedMail(input.to, input.language ?? DEFAULT_LANGUAGE, (t, f) => {
    // Only the hospital's answers are mailed (appointments.notify filters them).
    const status = input.status;
    if (!isAnswer(status)) throw new Error(`no appointment mail for status ${status}`);
    const when = `${f.longDay(input.date)}, ${t(`hospital.windows.${input.timeWindow}`)}`;
    const facts = { department: input.department, reference: input.reference, hospital: input.hospitalName, when };
    return {
      subject: t('hospital.subject', { reference: input.reference, status: t(`hospital.status.${status}`) }),
      name: input.customerName,
      paragraphs: [
        t(`hospital.${status}`, facts),
        input.note ? t('hospital.note', { note: input.note }) : '',
        t('hospital.questions', { phone: input.hospitalPhone }),
      ],
    };
  });
}

import { DEFAULT_LANGUAGE, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { localizedMail } from '../mail/mail.service.ts';

/** The customer's mails about a lab booking, in the customer's language (`users.language`). */
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00–${String(h + 1).padStart(2, '0')}:00`;

export interface LabMailInput {
  to: string;
  /** English when absent. */
  language?: LanguageCode | undefined;
  customerName: string;
  number: string;
  date: string;
  startHour: number;
  people: { name: string; tests: string[] }[];
  totalPaise: number;
  fastingHours: number;
}

export function bookedMail(input: LabMailInput) {
  return localizedMail(input.to, input.language ?? DEFAULT_LANGUAGE, (t, f) => ({
    subject: t('lab.bookedSubject', { number: input.number }),
    name: input.customerName,
    paragraphs: [
      t('lab.booked', { number: input.number, date: f.longDay(input.date), hours: hourLabel(input.startHour) }),
      // Test names as the lab catalog prints them.
      input.people.map((p) => `  - ${p.name}: ${p.tests.join(', ')}`).join('\n'),
      t('total', { amount: f.money(input.totalPaise) }),
      input.fastingHours ? t('lab.fasting', { count: input.fastingHours }) : '',
      t('lab.reschedule'),
    ],
  }));
}

export function reportReadyMail(input: Pick<LabMailInput, 'to' | 'language' | 'customerName' | 'number' | 'people'>) {
  return localizedMail(input.to, input.language ?? DEFAULT_LANGUAGE, (t) => ({
    subject: t('lab.reportSubject', { number: input.number }),
    name: input.customerName,
    paragraphs: [
      t('lab.report', { number: input.number, names: input.people.map((p) => p.name).join(', ') }),
      t('lab.reportHint'),
    ],
  }));
}

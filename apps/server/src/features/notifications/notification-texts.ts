import type { NotificationKind } from '@aushadh/shared/notifications/schemas.ts';
import { ORDER_STATUS_WORDS } from '@aushadh/shared/errors/error-texts.ts';

type Params = Readonly<Record<string, string | number>>;

const FOOD = { before: 'before food', after: 'after food', with: 'with food', any: '' } as const;
const OUTCOMES = {
  approved: 'was approved by our pharmacist',
  rejected: 'could not be approved',
  callback: 'needs a word with you: our pharmacist will call',
} as const;

const indiaTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

const word = <T extends Record<string, string>>(table: T, key: unknown): string =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key as keyof T]! : String(key ?? '');

/**
 * The English title and text of a push message or fallback mail. The in-app inbox words the same kind and params
 * in the reader's language (web: notifications namespace); push and mail go out in English for now.
 */
export function notificationText(kind: NotificationKind, params: Params): { title: string; body: string } {
  switch (kind) {
    case 'dose-due': {
      const who = params.patient ? ` for ${params.patient}` : '';
      const food = word(FOOD, params.food);
      return {
        title: `Time for ${params.medicine}${who}`,
        body: `Take ${params.units} at ${params.time}${food ? `, ${food}` : ''}. Mark it taken in Aushadh.`,
      };
    }
    case 'refill-due':
      return {
        title: `Refill ${params.medicine} soon`,
        body:
          Number(params.consultDoctor) === 1
            ? `It runs out on ${params.runsOutOn} and the prescription will have expired by then: consult a doctor first.`
            : `It runs out on ${params.runsOutOn}. Reorder in one tap.`,
      };
    case 'order-placed':
      return { title: `Order ${params.orderNumber} placed`, body: 'We will tell you when it is on its way.' };
    case 'order-status':
      return {
        title: `Order ${params.orderNumber}: ${word(ORDER_STATUS_WORDS, params.status)}`,
        body: 'Open your order for the details.',
      };
    case 'prescription-reviewed':
      return { title: 'Your prescription', body: `Your prescription ${word(OUTCOMES, params.outcome)}.` };
    case 'appointment-booked':
      return {
        title: 'Consultation booked',
        body: `Your consultation with ${params.doctor} is booked for ${indiaTime(String(params.startsAt))}.`,
      };
    case 'appointment-status':
      return {
        title: 'Your consultation',
        body: `Your consultation is now ${String(params.status).replace('_', ' ')}.`,
      };
    case 'lab-booking-status':
      return { title: 'Your lab test', body: `Your lab booking is now ${String(params.status).replace(/-/g, ' ')}.` };
  }
}

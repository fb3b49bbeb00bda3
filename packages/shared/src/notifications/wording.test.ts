import { describe, expect, it } from 'vitest';
import { wordNotification, type NotificationWords } from './wording.ts';

/** A translator over a tiny table, with i18next's {{name}} interpolation and defaultValue. */
const table: Record<string, string> = {
  'food.before': 'before food',
  'orderStatus.shipped': 'shipped',
  'kinds.dose-due.title': 'Time for {{medicine}}',
  'kinds.dose-due.body': 'Take {{units}} at {{time}} {{food}}',
  'kinds.dose-due.titleFamily': "Time for {{patient}}'s {{medicine}}",
  'kinds.dose-due.bodyFamily': 'Take {{units}} at {{time}} {{food}}',
  'kinds.order-status.title': 'Order {{orderNumber}}: {{status}}',
  'kinds.order-status.body': 'Open your order for the details.',
  'kinds.refill-due.titleConsult': 'Refill {{medicine}} soon',
  'kinds.refill-due.bodyConsult': 'It runs out on {{runsOutOn}}: consult a doctor first.',
  'kinds.appointment-booked.title': 'Consultation booked',
  'kinds.appointment-booked.body': 'With {{doctor}} on {{startsAt}}.',
};
const words: NotificationWords = {
  t: (key, values = {}) =>
    (table[key] ?? String(values.defaultValue ?? key)).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    ),
  moment: (iso) => `moment(${iso})`,
  day: (isoDate) => `day(${isoDate})`,
};

describe('wordNotification', () => {
  it('words a dose reminder, with the food timing translated and no trailing space without one', () => {
    const params = { medicine: 'Telma 40', time: '08:00', units: 1, patient: '' };
    expect(wordNotification({ kind: 'dose-due', params: { ...params, food: 'before' } }, words)).toEqual({
      title: 'Time for Telma 40',
      body: 'Take 1 at 08:00 before food',
    });
    expect(wordNotification({ kind: 'dose-due', params: { ...params, food: 'any' } }, words).body).toBe(
      'Take 1 at 08:00',
    );
    expect(wordNotification({ kind: 'dose-due', params: { ...params, patient: 'Amma' } }, words).title).toBe(
      "Time for Amma's Telma 40",
    );
  });

  it('translates statuses, formats days and moments, and picks the consult variant', () => {
    expect(
      wordNotification({ kind: 'order-status', params: { orderNumber: 'AUS000042', status: 'shipped' } }, words).title,
    ).toBe('Order AUS000042: shipped');
    // A status the texts do not know yet reads as itself rather than as a key.
    expect(
      wordNotification({ kind: 'order-status', params: { orderNumber: 'AUS000043', status: 'lost-at-sea' } }, words)
        .title,
    ).toBe('Order AUS000043: lost-at-sea');
    expect(
      wordNotification(
        { kind: 'refill-due', params: { medicine: 'Telma 40', runsOutOn: '2026-12-03', consultDoctor: 1 } },
        words,
      ),
    ).toEqual({ title: 'Refill Telma 40 soon', body: 'It runs out on day(2026-12-03): consult a doctor first.' });
    expect(
      wordNotification(
        { kind: 'appointment-booked', params: { doctor: 'Dr Rao', startsAt: '2026-12-01T04:30:00.000Z' } },
        words,
      ).body,
    ).toBe('With Dr Rao on moment(2026-12-01T04:30:00.000Z).');
  });
});

import type { AppNotification } from './schemas.ts';

/** What wording needs from the reader's language: i18next's `t` on the notifications namespace, and Intl. */
export interface NotificationWords {
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A moment (ISO instant) as the reader reads dates and times. */
  moment: (iso: string) => string;
  /** A calendar day ("2026-11-24"), day and month. */
  day: (isoDate: string) => string;
}

/**
 * A notification's title and text in the reader's language, from its kind and params (translations: the web's
 * `notifications` namespace). One wording for the inbox and the open tab's toast (web) and for the system
 * notification and fallback mail (server), so they always say the same thing.
 */
export function wordNotification(
  n: Pick<AppNotification, 'kind' | 'params'>,
  { t, moment, day }: NotificationWords,
): { title: string; body: string } {
  const p = n.params;
  const values: Record<string, string | number> = { ...p };
  if (n.kind === 'dose-due') values.food = p.food && p.food !== 'any' ? t(`food.${p.food}`) : '';
  if (n.kind === 'order-status') values.status = t(`orderStatus.${p.status}`, { defaultValue: String(p.status) });
  if (n.kind === 'prescription-reviewed')
    values.outcome = t(`outcome.${p.outcome}`, { defaultValue: String(p.outcome) });
  if (n.kind === 'lab-booking-status') values.status = t(`labStatus.${p.status}`, { defaultValue: String(p.status) });
  if (typeof p.startsAt === 'string') values.startsAt = moment(p.startsAt);
  if (typeof p.runsOutOn === 'string') values.runsOutOn = day(p.runsOutOn);
  const variant =
    n.kind === 'dose-due' && p.patient
      ? 'Family'
      : n.kind === 'refill-due' && Number(p.consultDoctor) === 1
        ? 'Consult'
        : '';
  return {
    title: t(`kinds.${n.kind}.title${variant}`, values).trim(),
    body: t(`kinds.${n.kind}.body${variant}`, values).trim(),
  };
}

import { LAB_COLLECTION } from '@aushadh/shared/constants.ts';
import { CalendarDays, ChevronLeft, ChevronRight, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useLabDay } from '../api/lab-work.ts';

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const shift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const hour = (h: number) => `${String(h).padStart(2, '0')}:00–${String(h + 1).padStart(2, '0')}:00`;

/** /laboratory: the day's home-collection visits, window by window. */
export default function LabDayPage() {
  const { t, i18n } = useTranslation('laboratory');
  const [params, setParams] = useSearchParams();
  const raw = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : shift(indiaToday(), 1);
  const day = useLabDay(date);
  const go = (next: string) => setParams({ date: next });

  return (
    <section>
      <title>{`${t('day.title')} | ${t('areaTitle')}`}</title>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('day.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('day.description')}</p>
          <p className="mt-1 text-sm text-slate-600" data-testid="slot-capacity">
            {t('day.capacity', { visits: day.data?.slotCapacity ?? LAB_COLLECTION.visitsPerSlotPerArea })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" aria-label={t('day.previous')} onClick={() => go(shift(date, -1))}>
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          </Button>
          <label className="flex items-center gap-2 text-sm font-medium">
            <CalendarDays className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('day.date')}</span>
            <input
              type="date"
              value={date}
              onChange={(e) => e.target.value && go(e.target.value)}
              className="h-11 rounded-lg border border-slate-300 px-2"
            />
          </label>
          <Button variant="outline" size="icon" aria-label={t('day.next')} onClick={() => go(shift(date, 1))}>
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </Button>
        </div>
      </div>
      <QueryState
        query={day}
        errorTitle={t('day.error')}
        isEmpty={(d) => d.bookings.length === 0}
        empty={
          <StateMessage
            icon={<FlaskConical />}
            title={t('day.empty', { date: formatCalendarDate(date, i18n.language) })}
          />
        }
      >
        {(d) => {
          const hours = [...new Set(d.bookings.map((b) => b.startHour))];
          return (
            <div className="space-y-5">
              {hours.map((h) => (
                <section key={h} aria-labelledby={`hour-${h}`}>
                  <h2 id={`hour-${h}`} className="text-sm font-semibold text-slate-700" dir="ltr">
                    {hour(h)}
                  </h2>
                  <ul className="mt-2 grid gap-3 md:grid-cols-2">
                    {d.bookings
                      .filter((b) => b.startHour === h)
                      .map((b) => (
                        <li key={b.id} className="rounded-xl border border-slate-200 bg-white p-4">
                          <div className="flex items-center justify-between gap-2">
                            <Link
                              to={`/laboratory/lab-bookings/${b.id}`}
                              className="font-semibold text-brand-800 hover:underline"
                            >
                              {b.number}
                            </Link>
                            <Badge
                              variant={
                                b.status === 'cancelled' ? 'neutral' : b.status === 'report-ready' ? 'success' : 'info'
                              }
                            >
                              {t(`status.${b.status}`)}
                            </Badge>
                          </div>
                          <p className="mt-1 text-sm text-slate-800">
                            {b.contactName} · <span dir="ltr">{b.phone}</span>
                          </p>
                          <p className="text-sm text-slate-600">{`${b.address}, ${b.city} ${b.pincode}`}</p>
                          <p className="mt-1 text-sm text-slate-700">
                            {t('day.people', { count: b.patientCount })}: {b.tests.join(', ')}
                          </p>
                          {b.phlebotomist ? (
                            <p className="text-xs text-slate-600">{t('day.phlebotomist', { name: b.phlebotomist })}</p>
                          ) : null}
                        </li>
                      ))}
                  </ul>
                </section>
              ))}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

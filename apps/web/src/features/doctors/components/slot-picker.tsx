import type { DaySlots } from '@aushadh/shared/doctors/schemas.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';

/** The next days as tabs, each day's slots as buttons; taken slots are shown, disabled. */
export function SlotPicker({
  days,
  value,
  onChange,
}: {
  days: DaySlots[];
  value: string | null;
  onChange: (startsAt: string) => void;
}) {
  const { t, i18n } = useTranslation('doctors');
  const initial = Math.max(
    0,
    days.findIndex((d) => d.slots.some((s) => s.startsAt === value)),
  );
  const [dayIndex, setDayIndex] = useState(initial);
  const day = days[dayIndex];
  if (!day) return <p className="text-sm text-slate-600">{t('card.noSlots')}</p>;
  return (
    <div>
      <div role="tablist" aria-label={t('profile.days')} className="flex gap-2 overflow-x-auto pb-2">
        {days.map((d, i) => (
          <button
            key={d.date}
            type="button"
            role="tab"
            aria-selected={i === dayIndex}
            onClick={() => setDayIndex(i)}
            className={cn(
              'min-h-11 shrink-0 rounded-lg border px-3 text-sm font-medium',
              i === dayIndex
                ? 'border-brand-700 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white text-slate-700',
            )}
          >
            {formatCalendarDate(d.date, i18n.language)}
            <span className="block text-xs font-normal text-slate-500">
              {t('profile.freeCount', { count: d.slots.filter((s) => s.free).length })}
            </span>
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        className="mt-2 grid max-h-72 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-5 lg:grid-cols-6"
      >
        {day.slots.map((slot) => (
          <button
            key={slot.startsAt}
            type="button"
            disabled={!slot.free}
            aria-pressed={slot.startsAt === value}
            onClick={() => onChange(slot.startsAt)}
            className={cn(
              'min-h-11 rounded-lg border text-sm',
              !slot.free && 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400 line-through',
              slot.free && slot.startsAt !== value && 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
              slot.startsAt === value && 'border-brand-700 bg-brand-700 text-white',
            )}
          >
            {formatDateTime(slot.startsAt, i18n.language, { day: undefined, month: undefined, year: undefined })}
          </button>
        ))}
      </div>
    </div>
  );
}

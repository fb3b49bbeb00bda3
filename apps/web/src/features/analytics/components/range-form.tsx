import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import type { DateRange } from '../api/get-dashboard.ts';
import { daysBefore, indiaToday } from './use-date-range.ts';

const PRESETS = [7, 30, 90] as const;

/** From/To dates and quick ranges; the server checks the range (at most a year). */
export function RangeForm({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation('analytics');
  const [draft, setDraft] = useState(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const preset = (days: number) => {
    const today = indiaToday();
    const next = { from: daysBefore(today, days - 1), to: today };
    setDraft(next);
    onChange(next);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('range.label')}>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t('range.from')}
        <input
          type="date"
          name="from"
          required
          value={draft.from}
          max={draft.to}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          className={`${inputClassName} w-40`}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t('range.to')}
        <input
          type="date"
          name="to"
          required
          value={draft.to}
          min={draft.from}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          className={`${inputClassName} w-40`}
        />
      </label>
      <Button type="submit">{t('range.apply')}</Button>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((days) => (
          <Button key={days} variant="outline" onClick={() => preset(days)}>
            {t(`range.last${days}`)}
          </Button>
        ))}
      </div>
    </form>
  );
}

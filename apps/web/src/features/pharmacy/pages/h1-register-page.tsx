import { todayInIndia } from '@aushadh/shared/prescriptions/schemas.ts';
import { Download, NotebookTabs } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { h1CsvUrl, useH1Register, type H1Range } from '../api/get-h1-register.ts';

const daysBefore = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** /pharmacy/h1-register — Schedule H1 sales by date range, and the CSV an inspector asks for. */
export default function H1RegisterPage() {
  const { t, i18n } = useTranslation('pharmacy');
  const today = todayInIndia();
  const [draft, setDraft] = useState<H1Range>({ from: daysBefore(today, 30), to: today });
  const [range, setRange] = useState<H1Range>(draft);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const register = useH1Register(range);
  const entries = register.data?.pages.flatMap((page) => page.entries);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(t('h1.rangeInvalid'));
      return;
    }
    setRangeError(undefined);
    setRange(draft);
  };

  const columns = ['date', 'order', 'medicine', 'quantity', 'batch', 'prescriber', 'patient', 'pharmacist'] as const;
  return (
    <section aria-labelledby="h1-title">
      <title>{`${t('h1.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <h1 id="h1-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('h1.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t('h1.subtitle')}</p>
      <form
        onSubmit={apply}
        className="mt-5 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <TextField
          label={t('h1.from')}
          type="date"
          value={draft.from}
          max={today}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          error={rangeError}
          fieldClassName="sm:w-48"
        />
        <TextField
          label={t('h1.to')}
          type="date"
          value={draft.to}
          max={today}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          fieldClassName="sm:w-48"
        />
        <Button type="submit">{t('h1.apply')}</Button>
        <Button asChild variant="outline" className="sm:ms-auto">
          <a href={h1CsvUrl(range)} download data-testid="h1-csv">
            <Download aria-hidden="true" />
            {t('h1.download')}
          </a>
        </Button>
      </form>
      <div className="mt-4">
        <QueryState
          query={{ ...register, data: entries }}
          loading={<Skeleton className="h-48 rounded-xl" />}
          errorTitle={t('h1.loadFailed')}
          isEmpty={(list) => list.length === 0}
          empty={<StateMessage icon={<NotebookTabs />} title={t('h1.emptyTitle')} description={t('h1.empty')} />}
        >
          {(list) => (
            <div
              className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
              tabIndex={0}
              aria-label={t('h1.tableLabel')}
            >
              <table className="w-full min-w-[56rem] text-start text-sm" data-testid="h1-table">
                <caption className="sr-only">{t('h1.title')}</caption>
                <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                        {t(`h1.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {list.map((entry) => (
                    <tr key={entry.id} className="align-top">
                      <td className="px-3 py-2 whitespace-nowrap">
                        {formatDateTime(entry.dispensedAt, i18n.language)}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{entry.orderNumber}</td>
                      <td className="px-3 py-2">{entry.medicineName}</td>
                      <td className="px-3 py-2 tabular-nums">{entry.quantity}</td>
                      <td className="px-3 py-2">{entry.batchNumber ?? '—'}</td>
                      <td className="px-3 py-2">
                        {entry.prescriberName}
                        <span className="block text-xs text-slate-500">{entry.prescriberRegistration}</span>
                      </td>
                      <td className="px-3 py-2" dir="auto">
                        {entry.patientName}
                        <span className="block text-xs text-slate-500">{entry.patientAddress}</span>
                      </td>
                      <td className="px-3 py-2">
                        {entry.pharmacistName}
                        <span className="block text-xs text-slate-500">{entry.pharmacistRegistration}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
        {register.hasNextPage ? (
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => void register.fetchNextPage()}
            disabled={register.isFetchingNextPage}
          >
            {t('h1.loadMore')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

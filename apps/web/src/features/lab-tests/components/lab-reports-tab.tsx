import { LAB_BOOKING, type LabBooking, type LabReport, type LabResult } from '@aushadh/shared/labs/schemas.ts';
import { ArrowDown, ArrowUp, FileText, FlaskConical, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useLabSlots } from '../api/get-lab-slots.ts';
import { labReportPdfUrl, useLabReports } from '../api/get-lab-reports.ts';
import { useChangeLabBooking, useMyLabBookings } from '../api/lab-bookings.ts';
import { hourLabel } from './hour-label.ts';
import { ParameterChart } from './parameter-chart.tsx';

const valueOf = (r: LabResult) => (r.valueNumeric !== null ? r.valueNumeric.toFixed(r.decimals) : (r.valueText ?? ''));
const rangeOf = (r: LabResult) =>
  r.refText ??
  (r.refLow !== null && r.refHigh !== null
    ? `${r.refLow.toFixed(r.decimals)}–${r.refHigh.toFixed(r.decimals)}`
    : r.refHigh !== null
      ? `≤ ${r.refHigh.toFixed(r.decimals)}`
      : r.refLow !== null
        ? `≥ ${r.refLow.toFixed(r.decimals)}`
        : '—');

/** The profile's "Lab reports" tab: my bookings (reschedule, cancel), each ready report, a parameter's trend. */
export function LabReportsTab() {
  const { t } = useTranslation('lab-tests');
  const reports = useLabReports();
  const bookings = useMyLabBookings();
  return (
    <div className="space-y-8">
      <section aria-labelledby="lab-reports-heading">
        <h2 id="lab-reports-heading" className="text-lg font-semibold text-slate-900">
          {t('reports.title')}
        </h2>
        <QueryState
          query={reports}
          errorTitle={t('reports.error')}
          isEmpty={(list) => list.length === 0}
          empty={
            <StateMessage
              icon={<FlaskConical />}
              title={t('reports.empty')}
              action={
                <Link to="/lab-tests" className="font-semibold text-brand-800 underline">
                  {t('reports.browse')}
                </Link>
              }
            />
          }
        >
          {(list) => <Reports reports={list} />}
        </QueryState>
      </section>
      <section aria-labelledby="lab-bookings-heading">
        <h2 id="lab-bookings-heading" className="text-lg font-semibold text-slate-900">
          {t('bookings.title')}
        </h2>
        <QueryState
          query={bookings}
          errorTitle={t('bookings.error')}
          isEmpty={(list) => list.length === 0}
          empty={<p className="mt-2 text-sm text-slate-600">{t('bookings.empty')}</p>}
        >
          {(list) => (
            <ul className="mt-3 space-y-3">
              {list.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function Reports({ reports }: { reports: LabReport[] }) {
  const { t, i18n } = useTranslation('lab-tests');
  // Trend: a numeric parameter measured more than once for the same person (HbA1c over a year).
  const trends = useMemo(() => {
    const series = new Map<
      string,
      { patient: string; result: LabResult; points: { date: string; value: number; flagged: boolean }[] }
    >();
    for (const report of [...reports].reverse()) {
      for (const result of report.results) {
        if (result.valueNumeric === null) continue;
        const key = `${report.patientId}/${result.parameterCode}`;
        const entry = series.get(key) ?? { patient: report.patientName, result, points: [] };
        entry.points.push({
          date: (report.collectedAt ?? report.reportReadyAt).slice(0, 10),
          value: result.valueNumeric,
          flagged: result.flag !== 'normal',
        });
        entry.result = result;
        series.set(key, entry);
      }
    }
    return [...series.entries()].filter(([, s]) => s.points.length > 1);
  }, [reports]);
  const [chosen, setChosen] = useState<string | null>(null);
  const trend = trends.find(([key]) => key === chosen) ?? trends.find(([key]) => key.endsWith('/hba1c')) ?? trends[0];

  return (
    <div className="mt-3 space-y-4">
      {trend ? (
        <div className="space-y-2">
          <label className="block text-sm font-medium text-slate-800">
            {t('reports.chartPick')}
            <select
              className="mt-1 h-11 w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 text-sm"
              value={trend[0]}
              onChange={(e) => setChosen(e.target.value)}
            >
              {trends.map(([key, s]) => (
                <option key={key} value={key}>{`${s.result.name} — ${s.patient}`}</option>
              ))}
            </select>
          </label>
          <ParameterChart
            title={`${trend[1].result.name} (${trend[1].patient})`}
            unit={trend[1].result.unit}
            points={trend[1].points}
            low={trend[1].result.refLow}
            high={trend[1].result.refHigh}
            decimals={trend[1].result.decimals}
          />
        </div>
      ) : null}
      {reports.map((report) => (
        <article key={report.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="lab-report">
          <header className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-semibold text-slate-900">{report.patientName}</h3>
              <p className="text-xs text-slate-600">
                {t('reports.meta', {
                  number: report.bookingNumber,
                  date: formatDateTime(report.reportReadyAt, i18n.language),
                  sample: report.sampleId ?? '—',
                })}
              </p>
              <p className="text-sm text-slate-700">{report.tests.join(', ')}</p>
            </div>
            {report.hasPdf ? (
              <a
                href={labReportPdfUrl(report.id)}
                target="_blank"
                rel="noopener"
                className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-brand-600"
              >
                <FileText className="size-4" aria-hidden="true" />
                {t('reports.pdf')}
              </a>
            ) : null}
          </header>
          {report.results.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="p-2 text-start">
                      {t('reports.parameter')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('reports.value')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('reports.range')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {report.results.map((r) => (
                    <tr key={r.parameterCode} className={r.flag !== 'normal' ? 'bg-red-50' : undefined}>
                      <th scope="row" className="p-2 text-start font-normal text-slate-900">
                        {r.name}
                      </th>
                      <td className="p-2">
                        <span className={r.flag !== 'normal' ? 'font-bold text-red-700' : 'text-slate-900'} dir="ltr">
                          {valueOf(r)} {r.unit}
                        </span>{' '}
                        {r.flag !== 'normal' ? (
                          <Badge variant="danger" data-testid="lab-flag">
                            {r.flag === 'high' ? (
                              <ArrowUp aria-hidden="true" />
                            ) : r.flag === 'low' ? (
                              <ArrowDown aria-hidden="true" />
                            ) : (
                              <TriangleAlert aria-hidden="true" />
                            )}
                            {t(`flag.${r.flag}`)}
                          </Badge>
                        ) : null}
                      </td>
                      <td className="p-2 text-slate-600" dir="ltr">
                        {rangeOf(r)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t('reports.pdfOnly')}</p>
          )}
        </article>
      ))}
    </div>
  );
}

function BookingRow({ booking }: { booking: LabBooking }) {
  const { t, i18n } = useTranslation('lab-tests');
  const { error: errorText } = useErrorText();
  const change = useChangeLabBooking();
  const [moving, setMoving] = useState(false);
  const slots = useLabSlots(moving ? booking.address.pincode : null);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{booking.number}</p>
        <Badge
          variant={booking.status === 'cancelled' ? 'neutral' : booking.status === 'report-ready' ? 'success' : 'info'}
        >
          {t(`status.${booking.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">
        {formatCalendarDate(booking.slot.date, i18n.language)} ·{' '}
        <span dir="ltr">{hourLabel(booking.slot.startHour)}</span> · {formatMoney(booking.totalPaise)}
      </p>
      <p className="text-sm text-slate-600">
        {booking.patients.map((p) => `${p.name} (${p.items.map((i) => i.name).join(', ')})`).join('; ')}
      </p>
      {booking.phlebotomist ? (
        <p className="text-sm text-slate-600">
          {t('bookings.phlebotomist', { name: booking.phlebotomist.name, phone: booking.phlebotomist.phone })}
        </p>
      ) : null}
      {booking.canChange ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => setMoving((v) => !v)}>
            {t('bookings.reschedule')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 text-red-700"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: booking.id, cancel: true })}
          >
            {t('bookings.cancel')}
          </Button>
        </div>
      ) : null}
      {moving && slots.data ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {slots.data.days.slice(0, 3).flatMap((day) =>
            day.slots
              .filter((s) => !s.full)
              .slice(0, LAB_BOOKING.lastHour)
              .map((s) => (
                <Button
                  key={`${day.date}-${s.startHour}`}
                  variant="outline"
                  size="sm"
                  className="min-h-11"
                  onClick={() =>
                    change.mutate(
                      { id: booking.id, date: day.date, startHour: s.startHour },
                      { onSuccess: () => setMoving(false) },
                    )
                  }
                >
                  {formatCalendarDate(day.date, i18n.language)} <span dir="ltr">{hourLabel(s.startHour)}</span>
                </Button>
              )),
          )}
        </div>
      ) : null}
      {change.isError ? (
        <FormError message={errorText(change.error) ?? t('bookings.changeFailed')} className="mt-2" />
      ) : null}
    </li>
  );
}

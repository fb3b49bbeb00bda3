import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format-date.ts';

export interface ChartPoint {
  date: string;
  value: number;
  flagged: boolean;
}

/**
 * One parameter across reports (e.g. HbA1c over a year), drawn as a small SVG: the reference band shaded,
 * each value a point (red when flagged). A table with the same numbers follows for screen readers, so the
 * chart itself is decoration for them (decision 0013: no chart library for one line).
 */
export function ParameterChart({
  title,
  unit,
  points,
  low,
  high,
  decimals,
}: {
  title: string;
  unit: string;
  points: ChartPoint[];
  low: number | null;
  high: number | null;
  decimals: number;
}) {
  const { t, i18n } = useTranslation('lab-tests');
  const width = 560;
  const height = 200;
  const pad = { left: 44, right: 16, top: 16, bottom: 32 };
  const values = [...points.map((p) => p.value), ...(low !== null ? [low] : []), ...(high !== null ? [high] : [])];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || Math.abs(max) || 1;
  const top = max + span * 0.15;
  const bottom = Math.max(0, min - span * 0.15);
  const y = (v: number) => pad.top + ((top - v) / (top - bottom)) * (height - pad.top - pad.bottom);
  const x = (i: number) =>
    points.length === 1 ? width / 2 : pad.left + (i / (points.length - 1)) * (width - pad.left - pad.right);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const fmt = (v: number) => v.toFixed(decimals);

  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3">
      <figcaption className="text-sm font-semibold text-slate-900">
        {t('reports.chartTitle', { name: title })}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-2 w-full"
        aria-hidden="true"
        data-testid="parameter-chart"
        style={{ direction: 'ltr' }}
      >
        {low !== null || high !== null ? (
          <rect
            x={pad.left}
            width={width - pad.left - pad.right}
            y={y(high ?? top)}
            height={Math.max(0, y(low ?? bottom) - y(high ?? top))}
            className="fill-emerald-50"
          />
        ) : null}
        {[bottom, (bottom + top) / 2, top].map((v) => (
          <g key={v}>
            <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} className="stroke-slate-200" />
            <text x={pad.left - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[13px]">
              {fmt(v)}
            </text>
          </g>
        ))}
        <path d={line} fill="none" className="stroke-brand-700" strokeWidth={2} />
        {points.map((p, i) => (
          <g key={`${p.date}-${i}`}>
            <circle cx={x(i)} cy={y(p.value)} r={5} className={p.flagged ? 'fill-red-600' : 'fill-brand-700'} />
            <text x={x(i)} y={y(p.value) - 9} textAnchor="middle" className="fill-slate-800 text-[13px] font-semibold">
              {fmt(p.value)}
            </text>
            <text
              x={x(i)}
              y={height - 10}
              textAnchor={
                points.length === 1 ? 'middle' : i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'
              }
              className="fill-slate-500 text-[13px]"
            >
              {formatCalendarDate(p.date, i18n.language, { weekday: undefined, year: '2-digit' })}
            </text>
          </g>
        ))}
      </svg>
      <div className="sr-only">
        <table>
          <caption>{t('reports.chartTitle', { name: title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.date')}</th>
              <th scope="col">{t('reports.value')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.date}-${i}`}>
                <td>{formatCalendarDate(p.date, i18n.language, { year: 'numeric' })}</td>
                <td>
                  {fmt(p.value)} {unit} {p.flagged ? t('reports.outOfRange') : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

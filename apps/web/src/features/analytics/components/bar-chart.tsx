import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import { useWidth } from './use-width.ts';

export interface ChartPoint {
  label: string;
  value: number;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 64 };

/**
 * A bar per point (days of the range). The SVG is a picture for sighted users; screen readers get its summary
 * as the label, and everyone can open the same numbers as a table. Drawn left to right in every language
 * (time runs that way on a chart, also in Arabic).
 */
export function BarChart({
  title,
  points,
  format,
  labelFormat = (label) => label.slice(5),
  minScale = 4,
}: {
  title: string;
  points: ChartPoint[];
  format: (value: number) => string;
  labelFormat?: (label: string) => string;
  /** The axis reaches at least this, so an empty or tiny range does not draw fractions (0.2 orders, ₹0 ₹0 ₹0). */
  minScale?: number;
}) {
  const { t } = useTranslation('analytics');
  const [ref, width] = useWidth<HTMLDivElement>(300);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(minScale, ...points.map((p) => p.value));
  const x = scaleBand({ domain: points.map((p) => p.label), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const peak = points.reduce<ChartPoint | null>((best, p) => (p.value > (best?.value ?? 0) ? p : best), null);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const summary = peak
    ? t('charts.summary', { title, max: format(peak.value), day: labelFormat(peak.label), total: format(total) })
    : t('charts.nothing', { title });
  // Every label would overlap on a phone: about one per 48 px.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / 48))));

  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <div ref={ref} className="w-full" dir="ltr">
        <svg width={width} height={HEIGHT} role="img" aria-label={summary}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {points.map((p) => {
              const barHeight = innerHeight - (y(p.value) ?? innerHeight);
              return (
                <Bar
                  key={p.label}
                  x={x(p.label) ?? 0}
                  y={innerHeight - barHeight}
                  width={x.bandwidth()}
                  height={barHeight}
                  className="fill-brand-600"
                  rx={2}
                />
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => format(Number(v))}
              tickLabelProps={{ fontSize: 11, fill: '#475569' }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickFormat={labelFormat}
              tickValues={points.filter((_, i) => i % every === 0).map((p) => p.label)}
              tickLabelProps={{ fontSize: 11, fill: '#475569', textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      </div>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand-700">
          {t('charts.showTable')}
        </summary>
        <div className="max-h-72 overflow-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full text-start">
            <thead>
              <tr>
                <th scope="col" className="py-1 text-start">
                  {t('table.day')}
                </th>
                <th scope="col" className="py-1 text-end">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.label} className="border-t border-slate-100">
                  <td className="py-1">{p.label}</td>
                  <td className="py-1 text-end tabular-nums">{format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

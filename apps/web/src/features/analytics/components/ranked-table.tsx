import { useTranslation } from 'react-i18next';

export interface RankedRow {
  key: string | number;
  name: string;
  orders?: number;
  units?: number;
  revenuePaise: number;
}

/**
 * A ranked list (products, categories, cities) with a bar showing each row's share of the leader's revenue:
 * a table first, so it reads the same to a screen reader.
 */
export function RankedTable({
  title,
  rows,
  money,
  count,
  columns,
}: {
  title: string;
  rows: RankedRow[];
  money: (paise: number) => string;
  count: (value: number) => string;
  columns: ('orders' | 'units')[];
}) {
  const { t } = useTranslation('analytics');
  const top = Math.max(1, ...rows.map((r) => r.revenuePaise));
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('table.name')}
                </th>
                {columns.map((c) => (
                  <th key={c} scope="col" className="py-2 text-end font-medium">
                    {t(`table.${c}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 text-end font-medium">
                  {t('table.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-slate-100 align-top">
                  <td className="py-2 pe-3">
                    <span className="block">{row.name}</span>
                    <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-brand-100">
                      <span
                        className="block h-1.5 rounded-full bg-brand-600"
                        style={{ width: `${Math.round((row.revenuePaise / top) * 100)}%` }}
                      />
                    </span>
                  </td>
                  {columns.map((c) => (
                    <td key={c} className="py-2 text-end tabular-nums">
                      {count(row[c] ?? 0)}
                    </td>
                  ))}
                  <td className="py-2 text-end tabular-nums">{money(row.revenuePaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import type { PickLine, PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { PackageCheck, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { usePackOrder } from '../api/pack-order.ts';

/** First expiry, first out: the usable batch that expires soonest is what a careful chemist picks. */
const firstUsable = (line: PickLine) => line.batches.find((b) => b.unusableReason === null)?.id;

/**
 * The pick list as a form: per line, the shelf's batches of its product — one expiring within 90 days of the
 * delivery date, or holding too few units, is shown but cannot be chosen, with the reason — then Pack.
 */
export function PackForm({ pickList }: { pickList: PickList }) {
  const { t, i18n } = useTranslation('chemist');
  const { error: errorText } = useErrorText();
  const pack = usePackOrder(pickList.order.id);
  const [chosen, setChosen] = useState<Record<number, number | undefined>>(() =>
    Object.fromEntries(pickList.lines.map((line) => [line.orderItemId, firstUsable(line)])),
  );
  const complete = pickList.lines.every((line) => chosen[line.orderItemId] !== undefined);
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, { year: 'numeric', weekday: undefined });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) return;
    pack.mutate({
      lines: pickList.lines.map((line) => ({ orderItemId: line.orderItemId, batchId: chosen[line.orderItemId]! })),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="pack-title">
      <div>
        <h2 id="pack-title" className="text-lg font-semibold text-slate-900">
          {t('pack.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('pack.rule', { deliveryBy: date(pickList.deliveryBy), minimumExpiry: date(pickList.minimumExpiry) })}
        </p>
      </div>
      {pickList.lines.map((line) => (
        <fieldset key={line.orderItemId} className="rounded-xl border border-slate-200 bg-white p-4">
          <legend className="sr-only">{t('pack.lineLegend', { name: line.name, count: line.quantity })}</legend>
          <div className="mb-3 flex flex-wrap items-start justify-between gap-2" aria-hidden="true">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{line.name}</p>
              <p className="text-xs text-slate-500">
                {line.packSize} · {line.manufacturer}
              </p>
            </div>
            <div className="flex items-center gap-2">
              {line.prescriptionRequired ? (
                <Badge variant="warning">{t('rx', { schedule: line.schedule })}</Badge>
              ) : null}
              <Badge variant="brand" className="text-sm">
                {t('pack.quantity', { count: line.quantity })}
              </Badge>
            </div>
          </div>
          {line.batches.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-red-700">
              <TriangleAlert className="size-4" aria-hidden="true" />
              {t('pack.noBatches')}
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {line.batches.map((batch) => {
                const inputId = `batch-${line.orderItemId}-${batch.id}`;
                const reasonId = `${inputId}-reason`;
                const disabled = batch.unusableReason !== null;
                return (
                  <li key={batch.id}>
                    <label
                      htmlFor={inputId}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                        disabled
                          ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-500'
                          : chosen[line.orderItemId] === batch.id
                            ? 'border-brand-600 bg-brand-50'
                            : 'border-slate-200 hover:border-brand-400',
                      )}
                    >
                      <input
                        id={inputId}
                        type="radio"
                        name={`line-${line.orderItemId}`}
                        value={batch.id}
                        disabled={disabled}
                        checked={chosen[line.orderItemId] === batch.id}
                        onChange={() => setChosen((current) => ({ ...current, [line.orderItemId]: batch.id }))}
                        aria-describedby={disabled ? reasonId : undefined}
                        className="mt-1 size-4 accent-brand-700"
                      />
                      <span className="flex min-w-0 flex-col">
                        <span className="font-mono font-semibold text-slate-900">{batch.batchNumber}</span>
                        <span>{t('pack.batchFacts', { expiry: date(batch.expiryDate), count: batch.quantity })}</span>
                        {disabled ? (
                          <span id={reasonId} className="font-medium text-amber-800">
                            {t(`pack.unusable.${batch.unusableReason}`, { count: line.quantity })}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      ))}
      {pack.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errorText(pack.error) ?? t('pack.failed')}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!complete || pack.isPending} className="self-start">
        <PackageCheck aria-hidden="true" />
        {pack.isPending ? t('pack.packing') : t('pack.submit')}
      </Button>
    </form>
  );
}

import type { ChemistReturn } from '@aushadh/shared/orders/order-life-schemas.ts';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useDecideReturn } from '../api/decide-return.ts';

/** One return to decide: the customer's photo and lines; approve (each line resellable or not) or decline. */
export function ReturnDecision({ request }: { request: ChemistReturn }) {
  const { t, i18n } = useTranslation('chemist');
  const { error: errorText } = useErrorText();
  const id = useId();
  const decide = useDecideReturn();
  const [resellable, setResellable] = useState<Record<number, boolean>>({});
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const refund = request.lines.reduce((sum, line) => sum + line.quantity * line.unitPricePaise, 0);
  const lang = i18n.language;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" aria-labelledby={`${id}-title`} role="group">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-slate-900">
            {t('returns.for', { orderNumber: request.orderNumber, name: request.customerName })}
          </h2>
          <p className="text-xs text-slate-500">
            {t('returns.requested', { date: formatDateTime(request.requestedAt, lang) })}
            {request.deliveredOn
              ? ` · ${t('returns.delivered', { date: formatCalendarDate(request.deliveredOn, lang) })}`
              : ''}
          </p>
        </div>
        <Badge variant="brand">{t('returns.refund', { amount: formatMoney(refund) })}</Badge>
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <a href={request.photoUrl} target="_blank" rel="noreferrer" className="block">
          <img
            src={request.photoUrl}
            alt={t('returns.photoAlt', { orderNumber: request.orderNumber })}
            className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
            loading="lazy"
          />
        </a>
        <div className="flex min-w-0 flex-col gap-3">
          {request.note ? <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">“{request.note}”</p> : null}
          <ul className="flex flex-col gap-2">
            {request.lines.map((line) => (
              <li key={line.orderItemId} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {t('returns.line', { name: line.name, count: line.quantity })}
                </p>
                <p className="text-xs text-slate-600">
                  {t(`returns.reasons.${line.reason}`)}
                  {line.batchNumber ? ` · ${t('returns.batch', { batch: line.batchNumber })}` : ''}
                </p>
                <label className="mt-2 flex min-h-11 items-center gap-2 font-medium text-slate-800">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={resellable[line.orderItemId] ?? false}
                    onChange={(event) =>
                      setResellable((current) => ({ ...current, [line.orderItemId]: event.target.checked }))
                    }
                  />
                  {t('returns.resellable')}
                </label>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {declining ? (
        <TextAreaField
          label={t('returns.declineReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={300}
          rows={2}
        />
      ) : null}
      {decide.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(decide.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {declining ? (
          <>
            <Button
              variant="primary"
              disabled={reason.trim().length < 3 || decide.isPending}
              onClick={() => decide.mutate({ returnId: request.id, body: { decline: { reason: reason.trim() } } })}
            >
              <X aria-hidden="true" />
              {t('returns.confirmDecline')}
            </Button>
            <Button variant="ghost" onClick={() => setDeclining(false)}>
              {t('returns.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate({
                  returnId: request.id,
                  body: {
                    approve: {
                      lines: request.lines.map((line) => ({
                        orderItemId: line.orderItemId,
                        resellable: resellable[line.orderItemId] ?? false,
                      })),
                    },
                  },
                })
              }
            >
              <Check aria-hidden="true" />
              {t('returns.approve', { amount: formatMoney(refund) })}
            </Button>
            <Button variant="outline" onClick={() => setDeclining(true)}>
              {t('returns.decline')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}

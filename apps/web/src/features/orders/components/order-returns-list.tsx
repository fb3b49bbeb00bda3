import type { CustomerReturn } from '@aushadh/shared/orders/schemas.ts';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';

const VARIANT = { requested: 'warning', approved: 'success', declined: 'neutral' } as const;

/** The returns asked for on an order: what, why, and the store's decision (refund or the reason). */
export function OrderReturnsList({ returns }: { returns: CustomerReturn[] }) {
  const { t, i18n } = useTranslation('orders');
  if (returns.length === 0) return null;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Undo2 className="size-4 text-brand-700 rtl:-scale-x-100" aria-hidden="true" />
        {t('returns.listTitle')}
      </h2>
      <ul className="flex flex-col gap-3">
        {returns.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-slate-500">{formatDateTime(item.requestedAt, i18n.language)}</span>
              <Badge variant={VARIANT[item.status]}>{t(`returns.status.${item.status}`)}</Badge>
            </p>
            <ul className="mt-2 list-inside list-disc text-slate-800">
              {item.lines.map((line) => (
                <li key={line.orderItemId}>
                  {t('returns.lineSummary', {
                    name: line.name,
                    count: line.quantity,
                    reason: t(`returns.reasons.${line.reason}`),
                  })}
                </li>
              ))}
            </ul>
            {item.status === 'approved' && item.refundPaise !== null ? (
              <p className="mt-2 font-semibold text-emerald-800">
                {t('returns.refunded', { amount: formatMoney(item.refundPaise) })}
              </p>
            ) : null}
            {item.status === 'declined' && item.declineReason ? (
              <p className="mt-2 text-slate-700">{t('returns.declinedBecause', { reason: item.declineReason })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

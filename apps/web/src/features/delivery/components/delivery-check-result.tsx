import type { DeliveryCheckResponse } from '@aushadh/shared/delivery/schemas.ts';
import { CircleAlert, CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';

export type DeliveryCheckState =
  | { status: 'idle' }
  | { status: 'checking'; pincode: string }
  | { status: 'available' | 'unavailable'; result: DeliveryCheckResponse }
  | { status: 'error' };

/** SPEC §4 delivery check states with SPEC §8's titles and texts (checking, available, not available, error). */
export function DeliveryCheckResult({ state, className }: { state: DeliveryCheckState; className?: string }) {
  const { t, i18n } = useTranslation('delivery');
  if (state.status === 'idle') return null;
  if (state.status === 'checking') {
    return (
      <p role="status" className={cn('flex items-center gap-2 text-sm text-slate-600', className)}>
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t('check.checking', { pincode: state.pincode })}
      </p>
    );
  }
  const tone = {
    available: {
      box: 'border-emerald-200 bg-emerald-50 text-emerald-950',
      icon: <CircleCheck className="text-emerald-600" />,
    },
    unavailable: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: <CircleX className="text-amber-600" /> },
    error: { box: 'border-red-200 bg-red-50 text-red-950', icon: <CircleAlert className="text-red-600" /> },
  }[state.status];
  const result = state.status === 'error' ? null : state.result;
  const place = result?.city ? [result.city, result.state].filter(Boolean).join(', ') : null;
  let estimate: string | null = null;
  if (result?.available && result.estimatedFrom) {
    const from = formatCalendarDate(result.estimatedFrom, i18n.language);
    const to = result.estimatedTo ? formatCalendarDate(result.estimatedTo, i18n.language) : from;
    estimate = from === to ? t('check.estimateOn', { date: from }) : t('check.estimateRange', { from, to });
  }
  return (
    <div
      role={state.status === 'error' ? 'alert' : 'status'}
      data-testid="delivery-check-result"
      data-state={state.status}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', tone.box, className)}
    >
      <span className="mt-0.5 shrink-0 [&_svg]:size-5" aria-hidden="true">
        {tone.icon}
      </span>
      <div className="min-w-0">
        <p className="font-semibold">
          {state.status === 'available'
            ? t('check.availableTitle')
            : state.status === 'unavailable'
              ? t('check.unavailableTitle')
              : t('check.errorTitle')}
        </p>
        <p className="mt-0.5">
          {state.status === 'available'
            ? t('check.available')
            : state.status === 'unavailable'
              ? t('check.unavailable')
              : t('check.error')}
        </p>
        {result ? (
          <p className="mt-1 text-xs opacity-80">
            {place ? t('check.place', { pincode: result.pincode, place }) : result.pincode}
          </p>
        ) : null}
        {estimate ? <p className="mt-1 font-medium">{estimate}</p> : null}
      </div>
    </div>
  );
}

import type { OrderDetail, OrderStatus } from '@aushadh/shared/orders/schemas.ts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The steps every order goes through when all goes well. */
const FORWARD: readonly OrderStatus[] = ['processing', 'packed', 'shipped', 'delivered'];
/** Who made a move, as the timeline says it. */
const ACTORS = ['customer', 'system', 'pharmacy', 'chemist', 'delivery'] as const;
type Actor = (typeof ACTORS)[number];
const actorOf = (by: string): Actor => ((ACTORS as readonly string[]).includes(by) ? (by as Actor) : 'system');

/** Moves whose note is worth reading: a failed delivery's reason, a return's decision. */
function noteShown(previous: OrderStatus | undefined, status: OrderStatus): boolean {
  return (
    (previous === 'shipped' && status === 'packed') ||
    (previous === 'return-requested' && (status === 'delivered' || status === 'returned'))
  );
}

/**
 * The order's life as a vertical timeline: each step with its time and who — the verifying pharmacist with
 * their registration (draft e-pharmacy rules), the rider's first name — then the steps still to come.
 */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const events = order.statusHistory;
  const upcoming = FORWARD.includes(order.status)
    ? FORWARD.slice(FORWARD.indexOf(order.status) + 1)
    : order.status === 'awaiting-prescription'
      ? FORWARD
      : [];

  function who(index: number): string {
    const event = events[index]!;
    const previous = events[index - 1]?.status;
    if (event.status === 'processing' && previous === 'awaiting-prescription' && order.verifiedBy) {
      return t('timeline.verifiedBy', { name: order.verifiedBy.name, registration: order.verifiedBy.registration });
    }
    if (
      event.status === 'shipped' &&
      order.riderFirstName &&
      index === events.map((e) => e.status).lastIndexOf('shipped')
    ) {
      return t('timeline.withRider', { name: order.riderFirstName });
    }
    return t(`timeline.by.${actorOf(event.by)}`);
  }

  return (
    <ol className="flex flex-col" data-testid="order-timeline" aria-label={t('timeline.title')}>
      {events.map((event, index) => {
        const current = index === events.length - 1;
        const previous = events[index - 1]?.status;
        return (
          <li
            key={`${event.status}-${event.at}-${index}`}
            className="relative flex gap-3 pb-5 last:pb-0"
            data-status={event.status}
          >
            <span
              className={cn(
                'absolute start-[11px] top-6 bottom-0 w-0.5',
                current && upcoming.length === 0 ? 'hidden' : 'bg-brand-200',
              )}
              aria-hidden="true"
            />
            <span
              className={cn(
                'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full',
                current ? 'bg-brand-700 text-white ring-4 ring-brand-100' : 'bg-brand-100 text-brand-800',
              )}
              aria-hidden="true"
            >
              <Check className="size-3.5" />
            </span>
            <div className="min-w-0 pb-0.5">
              <p className={cn('text-sm font-semibold', current ? 'text-slate-900' : 'text-slate-700')}>
                {t(`status.${event.status}`)}
                {current ? <span className="sr-only"> {t('timeline.current')}</span> : null}
              </p>
              <p className="text-xs text-slate-500">
                <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
              </p>
              <p className="mt-0.5 text-sm text-slate-700" data-testid="timeline-who">
                {who(index)}
              </p>
              {event.note && noteShown(previous, event.status) ? (
                <p className="mt-1 rounded-md bg-slate-50 px-2 py-1 text-sm text-slate-700">{event.note}</p>
              ) : null}
            </div>
          </li>
        );
      })}
      {upcoming.map((status, index) => (
        <li key={status} className="relative flex gap-3 pb-5 last:pb-0">
          {index < upcoming.length - 1 ? (
            <span className="absolute start-[11px] top-6 bottom-0 w-0.5 bg-slate-200" aria-hidden="true" />
          ) : null}
          <span
            className="relative z-10 size-6 shrink-0 rounded-full border-2 border-dashed border-slate-300 bg-white"
            aria-hidden="true"
          />
          <p className="text-sm text-slate-500">
            {t(`status.${status}`)}
            <span className="sr-only"> {t('timeline.upcoming')}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

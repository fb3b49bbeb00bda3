import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface DeliverToButtonProps {
  /** The chosen delivery pincode, or null when none is set yet. */
  pincode: string | null;
  /** Where the pincode is (e.g. "New Delhi"), shown after it. */
  place?: string | null;
  /** True while the pincode is being detected from the device location. */
  detecting?: boolean;
  /** With no pincode (SPEC §4): "Set location" or "Detect location"; "Select pincode" when not said. */
  emptyAction?: 'set' | 'detect';
  /** Opens the pincode chooser. */
  onClick?: () => void;
  className?: string;
}

/** The header's "Deliver to · 110001 · New Delhi" button (SPEC §2 Header). */
export function DeliverToButton({
  pincode,
  place = null,
  detecting = false,
  emptyAction,
  onClick,
  className,
  stacked = false,
}: DeliverToButtonProps & { stacked?: boolean }) {
  const { t } = useTranslation();
  const empty =
    emptyAction === 'set'
      ? t('header.setLocation')
      : emptyAction === 'detect'
        ? t('header.detectLocation')
        : t('header.selectPincode');
  const label = detecting ? t('header.detecting') : pincode ? (place ? `${pincode} · ${place}` : pincode) : empty;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('header.deliverToLabel', { place: label })}
      aria-haspopup="dialog"
      aria-busy={detecting || undefined}
      data-testid="deliver-to"
      className={cn(
        'flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-start text-sm text-slate-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
    >
      <MapPin className={cn('size-4 shrink-0 text-brand-700', detecting && 'animate-pulse')} aria-hidden="true" />
      {stacked ? (
        // Desktop header: "Deliver to" above the place, so "110001 · Central Delhi" fits without an ellipsis.
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="text-xs text-slate-500">{t('header.deliverTo')}</span>{' '}
          <span className={cn('truncate font-semibold', pincode ? 'text-slate-900' : 'text-brand-700')}>{label}</span>
        </span>
      ) : (
        <span className="truncate">
          <span className="text-slate-500">{t('header.deliverTo')}</span>
          <span aria-hidden="true"> · </span>
          <span className={cn('font-semibold', pincode ? 'text-slate-900' : 'text-brand-700')}>{label}</span>
        </span>
      )}
    </button>
  );
}

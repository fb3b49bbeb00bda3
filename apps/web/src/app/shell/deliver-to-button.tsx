import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface DeliverToButtonProps {
  /** The chosen delivery pincode, or null when none is set yet. */
  pincode: string | null;
  /** True while the pincode is being detected from the device location. */
  detecting?: boolean;
  /** Opens the pincode chooser. */
  onClick?: () => void;
  className?: string;
}

/** The header's "Deliver to · <pincode>" slot (SPEC §2 Header). */
export function DeliverToButton({ pincode, detecting = false, onClick, className }: DeliverToButtonProps) {
  const { t } = useTranslation();
  const place = detecting ? t('header.detecting') : (pincode ?? t('header.selectPincode'));
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('header.deliverToLabel', { place })}
      className={cn(
        'flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-start text-sm text-slate-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
    >
      <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="truncate">
        <span className="text-slate-500">{t('header.deliverTo')}</span>
        <span aria-hidden="true"> · </span>
        <span className={cn('font-semibold', pincode ? 'text-slate-900' : 'text-brand-700')}>{place}</span>
      </span>
    </button>
  );
}

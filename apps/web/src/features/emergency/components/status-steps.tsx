import type { EmergencyRequestStatus } from '@aushadh/shared/emergency/emergency-constants.ts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const STEPS = ['requested', 'dispatched', 'arrived', 'completed'] as const;

/** requested → dispatched → arrived → completed, the current step marked. */
export function StatusSteps({ status }: { status: EmergencyRequestStatus }) {
  const { t } = useTranslation('emergency');
  if (status === 'cancelled') return <p className="font-semibold text-red-800">{t('status.cancelled')}</p>;
  const at = STEPS.indexOf(status);
  return (
    <ol className="flex flex-wrap gap-2" aria-label={t('track.steps')}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === at ? 'step' : undefined}
          className={cn(
            'flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold',
            i < at && 'bg-green-100 text-green-900',
            i === at && 'bg-brand-700 text-white',
            i > at && 'bg-slate-100 text-slate-600',
          )}
        >
          {i <= at ? <Check className="size-3.5" aria-hidden="true" /> : null}
          {t(`status.${step}`)}
        </li>
      ))}
    </ol>
  );
}

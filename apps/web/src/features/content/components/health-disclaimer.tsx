import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** SPEC: content is informational only, not a substitute for medical advice. */
export function HealthDisclaimer({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  return (
    <p className={cn('flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200', className)}>
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('article.disclaimer')}
    </p>
  );
}

import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** Shown when a line needs a prescription: it can be ordered, and the order waits for a pharmacist's check. */
export function CartRxNote({ className }: { className?: string }) {
  const { t } = useTranslation('cart');
  return (
    <p
      className={cn(
        'flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-xs leading-relaxed text-amber-900',
        className,
      )}
      data-testid="rx-note"
    >
      <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{t('rx.atCheckout')}.</strong> {t('rx.note')}
      </span>
    </p>
  );
}

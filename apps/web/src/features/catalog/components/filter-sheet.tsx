import * as DialogPrimitive from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCount } from '../../../lib/format-number.ts';

export interface FilterSheetProps {
  activeCount: number;
  /** Results for the current filters, shown on the close button. */
  total: number | undefined;
  onClear: () => void;
  children: ReactNode;
}

/** Mobile: the filter panel in a bottom sheet. Filters apply at once (the list updates behind it). */
export function FilterSheet({ activeCount, total, onClear, children }: FilterSheetProps) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" className="lg:hidden">
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.title')}
          {activeCount > 0 ? (
            <Badge variant="count" aria-label={t('filters.activeCount', { count: activeCount })}>
              {activeCount}
            </Badge>
          ) : null}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-2xl outline-none data-[state=open]:animate-fade-in"
          aria-describedby={undefined}
        >
          <div className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-slate-300" aria-hidden="true" />
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              {t('filters.title')}
            </DialogPrimitive.Title>
            <div className="flex items-center gap-1">
              {activeCount > 0 ? (
                <Button variant="ghost" size="sm" onClick={onClear}>
                  {t('filters.clearAll')}
                </Button>
              ) : null}
              <DialogPrimitive.Close
                className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                aria-label={t('filters.close')}
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 pt-4">{children}</div>
          <div className="border-t border-slate-200 p-3">
            <DialogPrimitive.Close asChild>
              <Button className="w-full" size="lg">
                {total === undefined
                  ? t('filters.showResultsPending')
                  : t('filters.showResults', { count: total, formattedCount: formatCount(total) })}
              </Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = DialogPrimitive.Root;

const contentVariants = cva('fixed z-50 flex flex-col bg-white shadow-2xl outline-none', {
  variants: {
    side: {
      // Centred by physical left 50% and a -50% shift: symmetric, so it stays physical in Arabic too.
      center:
        // eslint-disable-next-line house/logical-css
        'left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl data-[state=open]:animate-fade-in',
      start: 'inset-y-0 start-0 h-full w-[88vw] max-w-sm data-[state=open]:animate-slide-in-start',
      end: 'inset-y-0 end-0 h-full w-[92vw] max-w-md data-[state=open]:animate-slide-in-end',
    },
  },
  defaultVariants: { side: 'center' },
});

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof contentVariants> & {
    /** Accessible name of the close button (translated by the caller). */
    closeLabel: string;
  };

/** A modal dialog, or a drawer when side is start/end (cart sidebar, mobile navigation). */
export function DialogContent({ className, children, side, closeLabel, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content className={cn(contentVariants({ side }), className)} {...props}>
        {children}
        <DialogPrimitive.Close
          className="absolute end-3 top-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-b border-slate-200 px-5 py-4 pe-14', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}

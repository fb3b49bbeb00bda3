import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        brand: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset',
        success: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset',
        warning: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset',
        danger: 'bg-red-50 text-red-800 ring-1 ring-red-200 ring-inset',
        info: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200 ring-inset',
        neutral: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200 ring-inset',
        discount: 'bg-emerald-700 text-white',
        count: 'min-w-5 justify-center rounded-full bg-amber-400 px-1.5 text-[11px] leading-5 text-slate-900',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

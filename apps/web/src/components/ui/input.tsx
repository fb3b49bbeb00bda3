import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClassName =
  'block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-slate-50 read-only:text-slate-600 aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/30';

/** A single-line text input with the house look; pair it with a label (see TextField). */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}

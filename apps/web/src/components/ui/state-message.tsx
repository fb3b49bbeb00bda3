import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface StateMessageProps {
  icon?: ReactNode;
  title: string;
  description?: string;
  /** Buttons or links, e.g. a retry button. */
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}

/** An empty, error or not-found state: icon, title, a line of help and an action. */
export function StateMessage({ icon, title, description, action, tone = 'neutral', className }: StateMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center',
        tone === 'error' ? 'border-red-200 bg-red-50/50' : 'border-slate-300 bg-slate-50/60',
        className,
      )}
    >
      {icon ? (
        <div
          className={cn(
            'flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
            tone === 'error' ? 'bg-red-100 text-red-700' : 'bg-brand-50 text-brand-700',
          )}
          aria-hidden="true"
        >
          {icon}
        </div>
      ) : null}
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {description ? <p className="max-w-md text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';

/** Title, optional step counter and a line of help for a sign-in sub-flow. */
export function FlowHeading({ id, title, step, hint }: { id: string; title: string; step?: ReactNode; hint: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {step ? <span className="text-xs font-medium text-slate-500">{step}</span> : null}
      </div>
      <p className="text-sm text-slate-600">{hint}</p>
    </div>
  );
}

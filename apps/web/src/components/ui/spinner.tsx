import { cn } from '../../lib/cn.ts';

/** A loading spinner with a screen-reader label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex items-center justify-center', className)} role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

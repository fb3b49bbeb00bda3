import { useId } from 'react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClassName } from './input.tsx';

/** A multi-line text input with the house look (addresses, notes). */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(inputClassName, 'h-auto min-h-20 py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /** The validation message (already translated); marks the field invalid and is read with it. */
  error?: string | undefined;
  description?: string | undefined;
  fieldClassName?: string;
};

/** A labelled textarea with its error or hint wired through aria-invalid and aria-describedby (as TextField). */
export function TextAreaField({ label, error, description, fieldClassName, id, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = error ? `${fieldId}-error` : description ? `${fieldId}-description` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', fieldClassName)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Textarea id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {description && !error ? (
        <p id={`${fieldId}-description`} className="text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

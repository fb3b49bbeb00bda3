import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  description?: string | undefined;
  /** Something beside the label, e.g. a "Forgot Password?" link. */
  labelAside?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, error, description, labelAside, className, children }: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {description && !error ? (
        <p id={`${id}-description`} className="text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, description?: string): string | undefined {
  if (error) return `${id}-error`;
  if (description) return `${id}-description`;
  return undefined;
}

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The validation message (already translated); marks the input invalid and is read with it. */
  error?: string | undefined;
  description?: string | undefined;
  labelAside?: ReactNode;
  fieldClassName?: string;
};

/** A labelled input with its error message wired up through aria-invalid and aria-describedby. */
export function TextField({
  label,
  error,
  description,
  labelAside,
  fieldClassName,
  id,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      description={description}
      labelAside={labelAside}
      className={fieldClassName}
    >
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, description)}
        {...inputProps}
      />
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Accessible names of the visibility toggle (translated by the caller). */
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide toggle button (keyboard reachable, aria-pressed). */
export function PasswordField({
  label,
  error,
  description,
  labelAside,
  fieldClassName,
  showLabel,
  hideLabel,
  id,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      description={description}
      labelAside={labelAside}
      className={fieldClassName}
    >
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, description)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={cn('pe-11', className)}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}

/** A form's own error (e.g. the server refused the submit for no one field), announced and shown above its button. */
export function FormError({ message, className }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="form-error"
      className={cn('rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800', className)}
    >
      {message}
    </p>
  );
}

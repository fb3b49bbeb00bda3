import { PINCODE_PATTERN } from '@aushadh/shared/delivery/pincode.ts';
import type { DeliveryCheckResponse } from '@aushadh/shared/delivery/schemas.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDeliveryCheck } from '../api/get-delivery-check.ts';
import { DeliveryCheckResult } from './delivery-check-result.tsx';
import type { DeliveryCheckState } from './delivery-check-result.tsx';

type FieldError = 'required' | 'invalid';

export interface DeliveryCheckProps {
  /** The pincode to start with (e.g. the header's). */
  pincode?: string | null;
  /** Check `pincode` at once (product page with a chosen pincode, checkout address). */
  autoCheck?: boolean;
  /** No input: only the result for `pincode` (checkout, where the address names it). */
  fixed?: boolean;
  /** Called with every answer of the server (the popover keeps the pincode). */
  onChecked?: (result: DeliveryCheckResponse) => void;
  /** Called whenever the state settles: available or not, or null for an error or nothing checked. */
  onAvailabilityChange?: (available: boolean | null) => void;
  title?: string;
  className?: string;
}

/**
 * "Check delivery" by pincode (SPEC §4, §8): an empty or malformed pincode is a field error here; a served
 * one "Delivery Available", an unserved or unknown one "Delivery Unavailable" (the server says which); a
 * failed call "Pincode Error".
 */
export function DeliveryCheck({
  pincode: initial = null,
  autoCheck = false,
  fixed = false,
  onChecked,
  onAvailabilityChange,
  title,
  className,
}: DeliveryCheckProps) {
  const { t } = useTranslation('delivery');
  const inputId = useId();
  const [value, setValue] = useState(initial ?? '');
  const [submitted, setSubmitted] = useState<string | null>(autoCheck || fixed ? initial : null);
  // A malformed pincode is the typist's to fix: a field error beside the input, never SPEC's Pincode Error.
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const errorId = useId();
  // A fixed check follows its pincode (another address chosen).
  const [lastInitial, setLastInitial] = useState(initial);
  if (initial !== lastInitial) {
    setLastInitial(initial);
    if (fixed || autoCheck) {
      setValue(initial ?? '');
      setSubmitted(initial && PINCODE_PATTERN.test(initial) ? initial : null);
      setFieldError(null);
    }
  }
  const valid = submitted !== null && PINCODE_PATTERN.test(submitted);
  const query = useDeliveryCheck(valid ? submitted : null);

  let state: DeliveryCheckState = { status: 'idle' };
  // A saved pincode that is not even well-formed cannot be delivered to (checkout shows it, no input).
  if (fixed && submitted === null && initial) state = { status: 'error' };
  else if (valid && query.isPending) state = { status: 'checking', pincode: submitted };
  else if (valid && query.isError) state = { status: 'error' };
  else if (valid && query.data)
    state = { status: query.data.available ? 'available' : 'unavailable', result: query.data };

  const data = valid ? query.data : undefined;
  useEffect(() => {
    if (data) onChecked?.(data);
  }, [data, onChecked]);
  const availability = state.status === 'available' ? true : state.status === 'unavailable' ? false : null;
  useEffect(() => {
    onAvailabilityChange?.(availability);
  }, [availability, onAvailabilityChange]);

  const submit = () => {
    const pincode = value.trim();
    const problem: FieldError | null = pincode === '' ? 'required' : PINCODE_PATTERN.test(pincode) ? null : 'invalid';
    setFieldError(problem);
    setSubmitted(problem ? null : pincode);
  };

  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="delivery-check">
      {fixed ? null : (
        <form
          noValidate
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {title ?? t('check.label')}
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              inputMode="numeric"
              autoComplete="postal-code"
              dir="ltr"
              maxLength={6}
              placeholder={t('check.placeholder')}
              value={value}
              onChange={(event) => {
                setValue(event.target.value.slice(0, 6));
                setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              className="tracking-widest tabular-nums"
            />
            <Button type="submit" variant="outline" className="h-11" disabled={state.status === 'checking'}>
              {t('check.submit')}
            </Button>
          </div>
          {fieldError ? (
            <p id={errorId} className="text-sm text-red-700" data-testid="pincode-field-error">
              {t(fieldError === 'required' ? 'check.required' : 'check.invalid')}
            </p>
          ) : null}
        </form>
      )}
      <DeliveryCheckResult state={state} />
    </div>
  );
}

import { LIMITS } from '@aushadh/shared/constants.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { TextFieldProps } from '../../../components/ui/form-field.tsx';

/** A 6-digit code field: numeric keyboard on phones and the browser's one-time-code autofill. */
export function OtpField(props: TextFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.otpLength}
      autoFocus
      className="font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
      {...props}
    />
  );
}

import type { ErrorOption } from 'react-hook-form';
import { errorToken, serverIssues } from './error-text.ts';

/** Any react-hook-form `setError` (declared as a method, so forms of every shape fit). */
interface FieldErrorSink {
  setError(name: string, error: ErrorOption, options?: { shouldFocus: boolean }): void;
}

/**
 * Shows a refused submit beside the fields it is about (the toast alone may cover them): each server
 * issue whose field is one of `fields` becomes that field's error, and the first such field gets the
 * focus; anything else becomes the form's `root.server` error, shown above the submit button. The errors
 * are message tokens where the server sent codes: the form shows them with `useErrorText().message`.
 */
export function showServerErrors(
  setError: FieldErrorSink['setError'],
  error: unknown,
  fields: readonly string[],
  fallback: string,
): void {
  const known = serverIssues(error).filter((issue) => fields.includes(issue.field));
  if (known.length === 0) {
    setError('root.server', { type: 'server', message: errorToken(error) ?? fallback });
    return;
  }
  known.forEach((issue, index) =>
    setError(issue.field, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
  );
}

import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { ErrorOption } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { serverMessage } from './api-error-message.ts';

/** The `issues` of a failed call's JSON error model (field path and message), if it has any. */
export function serverIssues(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.message.slice(error.message.indexOf(': ') + 2);
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(body));
    if (!parsed.success) return [];
    return (parsed.data.issues ?? [])
      .filter((issue) => issue.path.length > 0)
      .map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
  } catch {
    return [];
  }
}

/** Any react-hook-form `setError` (declared as a method, so forms of every shape fit). */
interface FieldErrorSink {
  setError(name: string, error: ErrorOption, options?: { shouldFocus: boolean }): void;
}

/**
 * Shows a refused submit beside the fields it is about (the toast alone may cover them): each server
 * issue whose field is one of `fields` becomes that field's error, and the first such field gets the
 * focus; anything else becomes the form's `root.server` error, shown above the submit button.
 */
export function showServerErrors(
  setError: FieldErrorSink['setError'],
  error: unknown,
  fields: readonly string[],
  fallback: string,
): void {
  const known = serverIssues(error).filter((issue) => fields.includes(issue.field));
  if (known.length === 0) {
    setError('root.server', { type: 'server', message: serverMessage(error) ?? fallback });
    return;
  }
  known.forEach((issue, index) =>
    setError(issue.field, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
  );
}

import {
  errorTextDefinition,
  isErrorCode,
  parseErrorParams,
  renderError,
  WORD_PARAMS,
  wordOf,
  type ErrorCode,
  type WordParam,
} from '@aushadh/shared/errors/error-texts.ts';
import { readMessageToken, tokenOf } from '@aushadh/shared/errors/message-token.ts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiErrorBody } from './api-client.ts';

/**
 * Errors and validation messages in the visitor's language: `t('errors:<CODE>', params)` from errors.json,
 * whose English is the catalog's (packages/shared/src/errors/error-texts.ts). Nothing is matched by its text.
 */

/** A code with its params from errors.json; the catalog's English while the namespace is still loading. */
function codeText(code: ErrorCode, params: Record<string, unknown>, t: TFunction): string {
  const values: Record<string, unknown> = { ...params };
  for (const param of Object.keys(WORD_PARAMS) as WordParam[]) {
    const word = wordOf(param, params[param]);
    if (word !== undefined) {
      values[param] = t(`${WORD_PARAMS[param].table}.${String(params[param])}`, { ns: 'errors', defaultValue: word });
    }
  }
  const { countBy } = errorTextDefinition(code);
  return t(code, {
    ns: 'errors',
    // `replace`: a param can never be taken for one of i18next's own options.
    replace: values,
    ...(countBy ? { count: Number(params[countBy]) } : {}),
    defaultValue: renderError(code, params),
  });
}

type Issue = NonNullable<ApiErrorBody['issues']>[number];

/** An issue's catalog token, or its English when it has none (zod's own messages). */
function issueToken(issue: Issue): string {
  const params = isErrorCode(issue.code) && issue.params ? parseErrorParams(issue.code, issue.params) : null;
  return params && isErrorCode(issue.code) ? tokenOf(issue.code, params) : issue.message;
}

/**
 * What a failed call says, as a message token when the server sent its code and params (then it can be shown
 * in any language), else the server's English; undefined when it said nothing (not our JSON error model).
 */
export function errorToken(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  const { code, message, params, issues } = error.body;
  // `params` is there exactly when `message` is the catalog's text for `code`.
  const checked = params && isErrorCode(code) ? parseErrorParams(code, params) : null;
  if (checked && isErrorCode(code)) return tokenOf(code, checked);
  // A refused form (the schema said no): its first issue says more than "Invalid body (…)".
  const first = issues?.[0];
  if (code === 'VALIDATION_FAILED' && first?.code) return issueToken(first);
  return message || undefined;
}

/** A message a form holds (a shared schema's token, or text already in the visitor's language) to show. */
export function messageText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const token = readMessageToken(message);
  return token ? codeText(token.code, token.params, t) : message;
}

/** What a failed call says, in the visitor's language; undefined when it said nothing. */
export function errorText(error: unknown, t: TFunction): string | undefined {
  return messageText(errorToken(error), t);
}

/** The `issues` of a failed call: the field each is about and its message token (or English). */
export function serverIssues(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return (error.body?.issues ?? [])
    .filter((issue) => issue.path.length > 0)
    .map((issue) => ({ field: String(issue.path[0]), message: issueToken(issue) }));
}

/**
 * `errorText` and `messageText` bound to the errors namespace. It loads without suspending: errors come
 * after an action, by when it is there (before that, the catalog's English).
 */
export function useErrorText() {
  const { t } = useTranslation('errors', { useSuspense: false });
  return useMemo(
    () => ({
      error: (error: unknown) => errorText(error, t),
      message: (message: string | undefined) => messageText(message, t),
    }),
    [t],
  );
}

import { isErrorCode, parseErrorParams, type ErrorCode, type ErrorParamsArgs } from './error-texts.ts';

/**
 * What a shared schema says instead of an English sentence: a code of the error catalog, followed by its
 * params as JSON when it has any (`TEXT_TOO_LONG{"field":"name","max":120}`). The server renders it in
 * English for `message` and sends code and params beside it; the web shows it from i18n.
 */
export function messageToken<C extends ErrorCode>(code: C, ...[params]: ErrorParamsArgs<C>): string {
  return tokenOf(code, params as Record<string, unknown> | undefined);
}

/** The same for a code and params known only at run time (an error being passed on). */
export function tokenOf(code: ErrorCode, params: Readonly<Record<string, unknown>> | undefined): string {
  return params === undefined || Object.keys(params).length === 0 ? code : `${code}${JSON.stringify(params)}`;
}

export interface ReadToken {
  code: ErrorCode;
  params: Record<string, unknown>;
}

/** The code and params of a message token; null for any other text (zod's own messages, free text). */
export function readMessageToken(message: string | undefined): ReadToken | null {
  if (!message) return null;
  const brace = message.indexOf('{');
  const code = brace === -1 ? message : message.slice(0, brace);
  if (!isErrorCode(code)) return null;
  let raw: unknown = undefined;
  if (brace !== -1) {
    try {
      raw = JSON.parse(message.slice(brace));
    } catch {
      return null;
    }
  }
  const params = parseErrorParams(code, raw);
  return params ? { code, params } : null;
}

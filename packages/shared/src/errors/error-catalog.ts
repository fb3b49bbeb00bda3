import { z } from 'zod';
import { ERROR_TEXTS, type ErrorCode, type ErrorTextDefinition, type ParamKind } from './error-texts.ts';

/**
 * The error catalog as the server uses it: error-texts.ts (codes, generic codes, English, word lists — without
 * zod, for the web) with each code's params as a zod schema made from their kinds, so `AppError` checks them.
 */
export {
  ERROR_CODES,
  FIELD_LABELS,
  ORDER_STATUS_WORDS,
  WORD_PARAMS,
  renderError,
  type ErrorCode,
  type ErrorParams,
} from './error-texts.ts';

interface ErrorDefinition extends Omit<ErrorTextDefinition, 'params'> {
  params?: z.ZodObject;
}

function paramSchema(kind: ParamKind): z.ZodType {
  if (kind === 'count') return z.number().int();
  if (kind === 'text') return z.string();
  return z.enum(kind as [string, ...string[]]);
}

function withSchema(definition: ErrorTextDefinition): ErrorDefinition {
  const { params, ...rest } = definition;
  if (!params) return rest;
  return {
    ...rest,
    params: z.object(Object.fromEntries(Object.entries(params).map(([name, kind]) => [name, paramSchema(kind)]))),
  };
}

type Texts = typeof ERROR_TEXTS;
export const ERROR_CATALOG = Object.fromEntries(
  Object.entries(ERROR_TEXTS).map(([code, definition]) => [code, withSchema(definition)]),
) as { [C in ErrorCode]: Omit<Texts[C], 'params'> & Pick<ErrorDefinition, 'params'> };

export function errorDefinition(code: ErrorCode): ErrorDefinition {
  return ERROR_CATALOG[code];
}

import { z } from 'zod';
import { renderError, type FieldKey } from './errors/error-texts.ts';
import { tokenOf } from './errors/message-token.ts';

/** C0 controls, DEL and C1 controls (Unicode category Cc). */
const CONTROL = /\p{Cc}/u;
/** The same, but tab and line breaks pass: text that may span lines (addresses, notes). */
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
/** A surrogate half without its partner: not a character; PostgreSQL and UTF-8 cannot hold it. */
const LONE_SURROGATE = /\p{Cs}/u;
/** U+FDD0–U+FDEF and U+xFFFE / U+xFFFF of every plane: never assigned, never meant for interchange. */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;
/** Marks, embeddings, overrides and isolates that reorder how text is shown (e.g. U+202E). */
const BIDI_CONTROL = /\p{Bidi_Control}/u;

interface SafeTextBase {
  /** Longest allowed, in UTF-16 code units like zod's max, counted after trimming and NFC. */
  max: number;
  maxMessage?: string;
  min?: number;
  minMessage?: string;
  /** When the value is not a string at all (missing, a number…). */
  typeMessage?: string;
  /** Tab and line breaks are allowed (addresses, notes); single-line fields refuse them. */
  multiline?: boolean;
  /** Refuse bidi controls too, where reordered text could disguise what others read (usernames). */
  refuseBidi?: boolean;
  /** Trim surrounding white space (default true). */
  trim?: boolean;
}

/**
 * `field` (the shared schemas): the messages are catalog tokens the server renders in English and the web in
 * the visitor's language, the field's label first ("Name contains …"). `label`: plain English messages that
 * start with this label, for schemas no one translates.
 */
export type SafeTextOptions = SafeTextBase & ({ field: FieldKey; label?: never } | { label: string; field?: never });

type SafeTextCode = 'TEXT_FORBIDDEN_CHARACTER' | 'TEXT_DIRECTION_CHARACTER' | 'TEXT_TOO_SHORT' | 'TEXT_TOO_LONG';

/** Whether text holds anything no person types: controls, lone surrogates, noncharacters. */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (
    (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value) ||
    LONE_SURROGATE.test(value) ||
    NONCHARACTER.test(value)
  );
}

/**
 * The one schema for free text a person types (names, addresses, search text): refuses control characters,
 * lone surrogates and noncharacters (a NUL would otherwise reach PostgreSQL and fail there), trims, normalises
 * to NFC, and only then checks the length. Returns a zod string, so callers may add `.regex()` and the like.
 */
export function safeText(options: SafeTextOptions) {
  const { multiline = false } = options;
  const message = (code: SafeTextCode, bound: { min?: number; max?: number } = {}) =>
    options.field !== undefined
      ? tokenOf(code, { field: options.field, ...bound })
      : renderError(code, { field: options.label, ...bound });
  let schema = z
    .string(options.typeMessage ? { error: options.typeMessage } : undefined)
    .refine((value) => !hasForbiddenCharacters(value, multiline), {
      error: message('TEXT_FORBIDDEN_CHARACTER'),
      abort: true,
    });
  if (options.refuseBidi) {
    schema = schema.refine((value) => !BIDI_CONTROL.test(value), {
      error: message('TEXT_DIRECTION_CHARACTER'),
      abort: true,
    });
  }
  if (options.trim !== false) schema = schema.trim();
  schema = schema.normalize('NFC');
  if (options.min !== undefined) {
    schema = schema.min(options.min, options.minMessage ?? message('TEXT_TOO_SHORT', { min: options.min }));
  }
  return schema.max(options.max, options.maxMessage ?? message('TEXT_TOO_LONG', { max: options.max }));
}

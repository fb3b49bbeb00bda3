import { z } from 'zod';

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

export interface SafeTextOptions {
  /** The field as a person calls it; starts the messages ("Name contains …"). */
  label: string;
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
  const { label, multiline = false } = options;
  let schema = z
    .string(options.typeMessage ? { error: options.typeMessage } : undefined)
    .refine((value) => !hasForbiddenCharacters(value, multiline), {
      error: `${label} contains a character that is not allowed`,
      abort: true,
    });
  if (options.refuseBidi) {
    schema = schema.refine((value) => !BIDI_CONTROL.test(value), {
      error: `${label} contains a text-direction character that is not allowed`,
      abort: true,
    });
  }
  if (options.trim !== false) schema = schema.trim();
  schema = schema.normalize('NFC');
  if (options.min !== undefined) {
    schema = schema.min(options.min, options.minMessage ?? `${label} must be at least ${options.min} characters`);
  }
  return schema.max(options.max, options.maxMessage ?? `${label} must be at most ${options.max} characters`);
}

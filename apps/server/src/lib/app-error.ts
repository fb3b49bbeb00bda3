import { APP_ERROR_STATUS, genericCode, type AppErrorCode } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  errorDefinition,
  renderError,
  type ErrorCode,
  type ErrorParams,
} from '@aushadh/shared/errors/error-catalog.ts';

export interface AppErrorOptions {
  headers?: Record<string, string>;
  cause?: unknown;
  /** The request field the error is about (sent as `issues`), so a form can show it beside that field. */
  field?: string;
}

/** Params, then options: params are required for a code that has them and absent (or `{}`) otherwise. */
type CatalogArgs<C extends ErrorCode> =
  ErrorParams<C> extends undefined
    ? [params?: Record<string, never>, options?: AppErrorOptions]
    : [params: ErrorParams<C>, options?: AppErrorOptions];

/**
 * The one error type features throw: a code of the error catalog (packages/shared/src/errors/error-catalog.ts)
 * with its params; the message is the catalog's English. The error handler answers it with the code's status.
 *
 * A generic code with a sentence of its own (`new AppError('CONFLICT', 'Only 2 left')`) is sent as it is and
 * never translated: only for a message no catalog entry fits.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  /** The specific code (the catalog's), or the generic one of a free-text error. */
  readonly code: ErrorCode;
  /** What a client that asked for no specific codes sees. */
  readonly genericCode: AppErrorCode;
  /** Null when the message is free text rather than the catalog's. */
  readonly params: Readonly<Record<string, unknown>> | null;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly field: string | undefined;

  constructor(code: C, ...args: CatalogArgs<C>);
  constructor(code: AppErrorCode, message: string, options?: AppErrorOptions);
  constructor(code: ErrorCode, paramsOrMessage?: Record<string, unknown> | string, options: AppErrorOptions = {}) {
    const freeText = typeof paramsOrMessage === 'string';
    const schema = errorDefinition(code).params;
    // Checked here, so a reply always matches the contract the web translates from.
    const params = freeText ? null : schema ? (schema.parse(paramsOrMessage) as Record<string, unknown>) : {};
    super(freeText ? paramsOrMessage : renderError(code, params ?? {}), { cause: options.cause });
    this.code = code;
    this.genericCode = genericCode(code);
    this.params = params;
    this.statusCode = APP_ERROR_STATUS[this.genericCode];
    this.headers = options.headers ?? {};
    this.field = options.field;
  }
}

import { APP_ERROR_STATUS, type AppErrorCode } from '@aushadh/shared/errors/app-error-codes.ts';

/** The one error type features throw; the error handler turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** The request field the error is about (sent as `issues`), so a form can show it beside that field. */
  readonly field: string | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown; field?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.statusCode = APP_ERROR_STATUS[code];
    this.headers = options.headers ?? {};
    this.field = options.field;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

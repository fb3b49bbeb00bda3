import { APP_ERROR_STATUS, type AppErrorCode } from '@aushadh/shared/errors/app-error-codes.ts';

/** The one error type features throw; the error handler turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.statusCode = APP_ERROR_STATUS[code];
    this.headers = options.headers ?? {};
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

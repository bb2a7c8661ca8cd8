import { ERROR_STATUS, type ErrorCode } from '@flarescope/shared';

/** The one error type services throw; the error handler turns it into `{ error: { code, … } }`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      fields?: Record<string, string>;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.statusCode = ERROR_STATUS[code];
  }
}

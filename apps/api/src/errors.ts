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

/** A code a route may refuse with, alone or with a note on when ('code_expired', 'bad or used ticket'). */
type Refusal = ErrorCode | [ErrorCode, string];

/**
 * The "Refusals: …" sentence of a route's OpenAPI description, each code with its HTTP status read from
 * ERROR_STATUS, so the documentation cannot drift from what the API answers:
 * refusals(['code_invalid', 'wrong code'], 'rate_limited') → 'Refusals: code_invalid 400 (wrong code), rate_limited 429.'
 */
export const refusals = (...codes: Refusal[]): string => {
  const parts = codes.map((refusal) => {
    const [code, note] = typeof refusal === 'string' ? [refusal, undefined] : refusal;
    return `${code} ${ERROR_STATUS[code]}${note ? ` (${note})` : ''}`;
  });
  return `Refusals: ${parts.join(', ')}.`;
};

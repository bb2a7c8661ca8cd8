import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { CaptchaError } from './captcha';

/**
 * The dictionary key to show for a failed request: the API's error code, the bot check's failure, or
 * the general message ('Error. Check your internet connection…') for a lost connection or anything else.
 */
export const errorKeyOf = (error: unknown): string => {
  if (error instanceof ApiError) return error.messageKey;
  // The bot check's script did not load or could not give a token.
  if (error instanceof CaptchaError) return 'errors.captcha_failed';
  return 'errors.general';
};

/** True when the API refused with this code. */
export const isApiError = (error: unknown, code: ApiError['code']): error is ApiError =>
  error instanceof ApiError && error.code === code;

/**
 * Puts the API's per-field messages (`fields`: name → `validation.*` key) on the form's fields that
 * exist in this form. Returns true when at least one was placed.
 */
export const applyFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: ReadonlyArray<Path<T>>,
): boolean => {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = names.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
};

/** Seconds to wait from a `code_resend_wait` or `rate_limited` answer, or null. */
export const retryAfterSeconds = (error: unknown): number | null => {
  if (!(error instanceof ApiError)) return null;
  const seconds = Number(error.details.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
};

import { errorMessageValues } from '@flarescope/shared';
import type { TFunction } from 'i18next';
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

/** A message to show: a dictionary key and, for a refusal with a wait (`rate_limited`), the seconds to wait. */
export type Message = { key: string; retryAfterSeconds?: number };

/**
 * The message for a failed request: `key` (errorKeyOf's by default, or a screen's own SPEC message for
 * the case) with the wait of a `rate_limited` answer, so the reader learns when to try again.
 */
export const errorMessageOf = (error: unknown, key: string = errorKeyOf(error)): Message => {
  const seconds = isApiError(error, 'rate_limited') ? retryAfterSeconds(error) : null;
  return seconds ? { key, retryAfterSeconds: seconds } : { key };
};

/**
 * A message in the reader's language. `errors.rate_limited` says the wait in its `{{time}}` ('Too many
 * attempts. Please try again in 36 minutes.'); any other message with a wait (SPEC's 'It is not possible
 * to send a verification code at this time') is followed by 'Try again in 36 minutes.'.
 */
export const messageText = (t: TFunction, language: string, message: Message): string => {
  const isRateLimited = message.key === 'errors.rate_limited';
  // The API always gives the wait; 60 s (its default) should a rate_limited come without one.
  const seconds = message.retryAfterSeconds ?? (isRateLimited ? 60 : undefined);
  if (seconds === undefined) return t(message.key);
  const values = errorMessageValues({ retryAfterSeconds: seconds }, language);
  if (isRateLimited) return t(message.key, values);
  const head = t(message.key);
  return `${head}${/[.!?]$/.test(head) ? '' : '.'} ${t('errors.try_again_in', values)}`;
};

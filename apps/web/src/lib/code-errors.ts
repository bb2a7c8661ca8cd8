import { ApiError } from './api-client';
import { errorKeyOf, errorMessageOf, isApiError, retryAfterSeconds, type Message } from './form-errors';

/**
 * The message for a refused "send me a code" (SPEC §8 'Send code'): too many sends in a row is
 * 'It is not possible to send a verification code at this time'; a mail that could not go out is
 * 'Error sending verification code…'; a lost connection is the general message.
 */
export const sendCodeErrorKey = (error: unknown): string =>
  error instanceof ApiError && error.code === 'rate_limited'
    ? 'errors.code_send_unavailable'
    : errorKeyOf(error);

/** sendCodeErrorKey's message, with when to try again after too many sends ('Try again in 36 minutes.'). */
export const sendCodeErrorMessage = (error: unknown): Message =>
  errorMessageOf(error, sendCodeErrorKey(error));

/**
 * Asks for a code. When the API answers that one went out less than a minute ago, that code is still
 * good: resolves with the seconds to wait before another, instead of failing. Other refusals throw.
 */
export const sendCodeOrWait = async (send: () => Promise<void>): Promise<number | null> => {
  try {
    await send();
    return null;
  } catch (error) {
    const wait = isApiError(error, 'code_resend_wait') ? retryAfterSeconds(error) : null;
    if (!wait) throw error;
    return wait;
  }
};

import { ApiError } from './api-client';
import { errorKeyOf } from './form-errors';

/**
 * The message for a refused "send me a code" (SPEC §8 'Send code'): too many sends in a row is
 * 'It is not possible to send a verification code at this time'; a mail that could not go out is
 * 'Error sending verification code…'; a lost connection is the general message.
 */
export const sendCodeErrorKey = (error: unknown): string =>
  error instanceof ApiError && error.code === 'rate_limited'
    ? 'errors.code_send_unavailable'
    : errorKeyOf(error);

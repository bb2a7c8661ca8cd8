import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../infra/clock.js';
import { rateLimitKey, type RateLimitRule } from '../../lib/rate-limits.js';
import { findRateLimit, insertRateLimitIfAbsent, moveRateLimit } from '../../lib/rate-limits.repository.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Request budgets (README "Accounts"). Fixed windows counted in the database, so they hold across
 * processes; the resend wait (60 s per purpose and address) and the 5 tries per code come on top.
 */
export const RATE_LIMITS = {
  /**
   * Sign-in attempts per email from one client IP together (NIST 800-63B §5.2.2: by account and source);
   * a successful sign-in resets it. Another source is not held back by this one's attempts.
   */
  signInSource: { prefix: 'signin:source', limit: 10, windowSeconds: 15 * MINUTE },
  /** Sign-in attempts per client IP, whatever the email. */
  signInIp: { prefix: 'signin:ip', limit: 50, windowSeconds: 15 * MINUTE },
  /** Codes mailed to one address, all purposes together (a refused request, a failed mail do not count). */
  codeSendAddress: { prefix: 'code:address', limit: 5, windowSeconds: HOUR },
  /** Codes asked for from one IP. */
  codeSendIp: { prefix: 'code:ip', limit: 20, windowSeconds: HOUR },
  /** Codes entered from one IP (each code also allows only 5 tries). */
  codeVerifyIp: { prefix: 'verify:ip', limit: 30, windowSeconds: 15 * MINUTE },
  /** Password-reset codes asked for from one IP (on top of codeSendIp: an office shares one IP). */
  passwordResetIp: { prefix: 'reset:ip', limit: 10, windowSeconds: HOUR },
  /** Current-password checks of a signed-in user (change password, close account). */
  passwordCheckUser: { prefix: 'password:user', limit: 10, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Sign-in attempts per email, from every source: past SIGN_IN_FREE_ATTEMPTS in a row, each next attempt
 * waits twice as long after the one before (1 s, 2 s, 4 s … at most 15 minutes) instead of a hard lock; a
 * quiet hour, or a successful sign-in, ends the streak. The row under `signin:account:<email>` keeps the
 * streak's length (`count`) and the time of its latest attempt (`window_start`).
 */
export const SIGN_IN_ACCOUNT_PREFIX = 'signin:account';
export const SIGN_IN_FREE_ATTEMPTS = 10;
const SIGN_IN_MAX_DELAY_SECONDS = 15 * MINUTE;
const SIGN_IN_STREAK_END_MS = HOUR * 1000;

/** Seconds the next attempt must wait after the latest one, once `streak` attempts were made in a row. */
export const signInDelaySeconds = (streak: number): number =>
  streak < SIGN_IN_FREE_ATTEMPTS
    ? 0
    : Math.min(2 ** (streak - SIGN_IN_FREE_ATTEMPTS), SIGN_IN_MAX_DELAY_SECONDS);

/**
 * Counts a sign-in attempt on `email`'s streak. With `mayRefuse`, an attempt within the wait is refused
 * (`rate_limited` with the seconds left) and not counted; without it (a device that has signed in to the
 * account before), it is counted and let through. The count moves only from the state it was read in, so
 * two attempts at once cannot both use one free slot.
 */
export const countSignInAttempt = async (
  db: Db,
  clock: Clock,
  email: string,
  options: { mayRefuse: boolean },
): Promise<void> => {
  const key = rateLimitKey({ prefix: SIGN_IN_ACCOUNT_PREFIX }, email);
  const now = clock.now();
  const nowIso = now.toISOString();
  const raced = () => {
    if (options.mayRefuse) throw new AppError('rate_limited', { details: { retryAfterSeconds: 1 } });
  };
  const row = await findRateLimit(db, key);
  if (!row) {
    if (!(await insertRateLimitIfAbsent(db, key, nowIso))) raced();
    return;
  }
  const sinceLastMs = now.getTime() - Date.parse(row.window_start);
  const streak = sinceLastMs > SIGN_IN_STREAK_END_MS ? 0 : Number(row.count);
  const waitMs = signInDelaySeconds(streak) * 1000 - sinceLastMs;
  if (options.mayRefuse && waitMs > 0) {
    throw new AppError('rate_limited', { details: { retryAfterSeconds: Math.ceil(waitMs / 1000) } });
  }
  if (!(await moveRateLimit(db, key, row, { count: streak + 1, window_start: nowIso }))) raced();
};

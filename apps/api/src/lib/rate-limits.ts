import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Clock } from '../infra/clock.js';
import { countRateLimitHit, decrementRateLimit, deleteRateLimit } from './rate-limits.repository.js';

/** A request budget: at most `limit` requests per subject in a fixed window, counted under `prefix`. */
export type RateLimitRule = { prefix: string; limit: number; windowSeconds: number };

export const rateLimitKey = (rule: Pick<RateLimitRule, 'prefix'>, subject: string): string =>
  `${rule.prefix}:${subject.toLowerCase()}`.slice(0, 300);

/**
 * Counts one request against `rule` for `subject` and refuses with `rate_limited` (and the seconds
 * until the window ends) past the limit. One upsert: a new window starts at 1, otherwise +1; both
 * SQLite and PostgreSQL run it atomically, so concurrent processes never lose a count.
 */
export const consumeRateLimit = async (
  db: Db,
  clock: Clock,
  rule: RateLimitRule,
  subject: string,
): Promise<void> => {
  const now = clock.now();
  const nowIso = now.toISOString();
  const windowMs = rule.windowSeconds * 1000;
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const row = await countRateLimitHit(db, rateLimitKey(rule, subject), nowIso, cutoff);
  if (Number(row.count) <= rule.limit) return;
  const endsAt = Date.parse(row.window_start) + windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  throw new AppError('rate_limited', { details: { retryAfterSeconds } });
};

/** Gives back one request counted against `rule` for `subject` (one that did not happen after all). */
export const refundRateLimit = async (db: Db, rule: RateLimitRule, subject: string): Promise<void> => {
  await decrementRateLimit(db, rateLimitKey(rule, subject));
};

export const resetRateLimit = async (
  db: Db,
  rule: Pick<RateLimitRule, 'prefix'>,
  subject: string,
): Promise<void> => {
  await deleteRateLimit(db, rateLimitKey(rule, subject));
};

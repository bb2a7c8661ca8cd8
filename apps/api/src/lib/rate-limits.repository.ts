import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** rate_limits, the floor's table: one row per budget and subject (its key), a window's start and count. */

/**
 * Counts one request under `key` in one upsert: a new row, or a window that started at or before
 * `cutoff`, starts again at 1 from `nowIso`; otherwise +1. SQLite and PostgreSQL both run it atomically.
 * The row as it is after the count.
 */
export const countRateLimitHit = (db: Db, key: string, nowIso: string, cutoff: string) => {
  const isExpired = sql<boolean>`rate_limits.window_start <= ${cutoff}`;
  return db
    .insertInto('rate_limits')
    .values({ key, window_start: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${isExpired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<string>`case when ${isExpired} then ${nowIso} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
};

/** Takes one back from `key`'s count, never below 0. */
export const decrementRateLimit = async (db: Db, key: string): Promise<void> => {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
};

export const findRateLimit = (db: Db, key: string) =>
  db.selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();

/** A first row for `key` (count 1 from `nowIso`); false when another request inserted it first. */
export const insertRateLimitIfAbsent = async (db: Db, key: string, nowIso: string): Promise<boolean> => {
  const inserted = await db
    .insertInto('rate_limits')
    .values({ key, window_start: nowIso, count: 1 })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
};

/**
 * Sets `key`'s row to `next` only if it is still as it was read (`read`); false when another request
 * moved it meanwhile.
 */
export const moveRateLimit = async (
  db: Db,
  key: string,
  read: { count: number; window_start: string },
  next: { count: number; window_start: string },
): Promise<boolean> => {
  const updated = await db
    .updateTable('rate_limits')
    .set(next)
    .where('key', '=', key)
    .where('window_start', '=', read.window_start)
    .where('count', '=', read.count)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

export const deleteRateLimit = async (db: Db, key: string): Promise<void> => {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
};

export const deleteRateLimits = async (db: Db, keys: readonly string[]): Promise<void> => {
  await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
};

/** Every row whose key starts with `prefix`, matched as text (no LIKE, so its wildcards mean nothing). */
export const deleteRateLimitsStartingWith = async (db: Db, prefix: string): Promise<void> => {
  await db
    .deleteFrom('rate_limits')
    .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
    .execute();
};

/** Windows that started before `cutoff` (the purge job's clean-up). */
export const deleteRateLimitsBefore = async (db: Db, cutoff: string): Promise<void> => {
  await db.deleteFrom('rate_limits').where('window_start', '<', cutoff).execute();
};

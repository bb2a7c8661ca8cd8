import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Two requests at once must answer as the same two requests one after the other would (issue 25, item 5).
 * Reading, deciding and then inserting loses a race whenever another request inserts in between: a
 * unique constraint then stops the second row, and the driver's error would be a 500. Two tools:
 *
 * - `lockWithin(trx, key)` serialises the writers of one thing (a project's NDA versions, a document's
 *   versions, the technology list) for the rest of a transaction, so what the transaction reads after
 *   it is what it writes against. SQLite's transactions already hold the database's write lock from
 *   BEGIN IMMEDIATE (sqlite-waits.ts); PostgreSQL takes a transaction-scoped advisory lock on the key.
 * - `retryLostInsert(attempt)` runs a whole read-decide-write again when its insert met a row another
 *   request committed first: the second run reads that row and answers as the sequential twin does
 *   (a pipeline entry that now exists, an NDA accepted a moment ago).
 */

/** The advisory-lock key space of these locks (the two-integer form; the imports' lock uses the other). */
const LOCK_SPACE = 25;

/** Whether `db` (a transaction or the root) talks to PostgreSQL. */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Holds the write lock of `key` until `trx` ends (commit or rollback). Call it inside a transaction. */
export const lockWithin = async (trx: Db, key: string): Promise<void> => {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`.execute(trx);
};

/**
 * The table of a unique (or primary-key) violation, read from the driver's error: PostgreSQL's `table`
 * (code 23505), SQLite's message (`UNIQUE constraint failed: <table>.<column>`). Null for anything else.
 */
export const uniqueViolationTable = (error: unknown): string | null => {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; table?: unknown; message?: unknown };
  if (e.code === '23505') return String(e.table ?? '');
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return /constraint failed: (\w+)\./.exec(String(e.message ?? ''))?.[1] ?? '';
  }
  return null;
};

export const isUniqueViolation = (error: unknown, tables?: readonly string[]): boolean => {
  const table = uniqueViolationTable(error);
  return table !== null && (tables === undefined || tables.includes(table));
};

/**
 * Runs `attempt` again while it fails because another request inserted the same row first (a unique
 * violation on one of `tables`, or anything `isLostRace` says was such a loss), at most `times` runs in
 * all; each run reads afresh, so the last answers as if the requests had come one after the other.
 */
export const retryLostInsert = async <T>(
  attempt: () => Promise<T>,
  options: { tables: readonly string[]; isLostRace?: (error: unknown) => boolean; times?: number },
): Promise<T> => {
  const times = options.times ?? 3;
  for (let run = 1; ; run += 1) {
    try {
      return await attempt();
    } catch (error) {
      const lost = isUniqueViolation(error, options.tables) || options.isLostRace?.(error) === true;
      if (!lost || run >= times) throw error;
    }
  }
};

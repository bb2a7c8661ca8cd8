import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { AccountChangeFeed } from '../../db/account-changes.js';
import {
  accountChangesOf,
  accountWritesOf,
  type Db,
  pgAccountWritesOf,
  pgPoolOf,
  sqliteConnectionOf,
} from '../../db/database.js';
import { createSessionCache } from './session-cache.js';
import type { ActiveSessionUser, SessionUserJoin } from './session-port.js';

/**
 * All SQL for sessions. `db` may be a transaction.
 *
 * The lookup names only the session's table: the user's columns, their open account and the account-wide
 * grants come from `sessionUser`, which accounts writes and the app hands in (ctx.ports; decision 050). It
 * adds its join to this query, so the lookup stays the one query it was (the same SQL, compiled once).
 */
const activeSessionUserQuery = (db: Db, sessionUser: SessionUserJoin, tokenHash: string, nowIso: string) =>
  sessionUser(
    db
      .selectFrom('sessions')
      .select(['sessions.id as sessionId', 'sessions.expires_at as expiresAt'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', nowIso),
  );

/**
 * The session lookup compiled once per database: it runs on nearly every request. Kept with the join it
 * was compiled with, which is the one the app's composition hands in (ports.ts), the same on every call.
 */
const compiledSessionQueries = new WeakMap<Db, { sessionUser: SessionUserJoin; compiled: CompiledQuery }>();
type SqliteSessionLookup = {
  statement: SQLite.Statement<[string, string], ActiveSessionUser>;
  /** SQLite's count of commits by other connections (other processes) to the file. */
  dataVersion: SQLite.Statement<[], number>;
  cache: ReturnType<typeof createSessionCache<ActiveSessionUser>>;
};
const sqliteSessionLookups = new WeakMap<SQLite.Database, SqliteSessionLookup>();

/** Per PostgreSQL database: the cache, which the feed's notifications empty of one user at a time. */
const pgSessionCaches = new WeakMap<
  AccountChangeFeed,
  ReturnType<typeof createSessionCache<ActiveSessionUser>>
>();
const pgSessionCacheOf = (feed: AccountChangeFeed) => {
  let cache = pgSessionCaches.get(feed);
  if (!cache) {
    const created = createSessionCache<ActiveSessionUser>();
    feed.onUserChange((userId) => created.forgetUser(userId));
    pgSessionCaches.set(feed, created);
    cache = created;
  }
  return cache;
};

/** PostgreSQL lookups made while the feed was not listening (not through the cache): misses too. */
const pgUncachedLookups = new WeakMap<Db, number>();

/** The lookup as a named statement on the pool: each connection parses and plans it once. */
const pgLookup = async (pool: pg.Pool, compiled: CompiledQuery, tokenHash: string, nowIso: string) =>
  (
    await pool.query<ActiveSessionUser>({
      name: 'flarescope-active-session-user',
      text: compiled.sql,
      values: [tokenHash, nowIso],
    })
  ).rows[0];

/**
 * The signed-in user behind a session token's hash, if the session is live and the account open.
 *
 * On SQLite the lookup runs synchronously on the connection, outside Kysely's queue, and a found session
 * is kept (session-cache.ts) until users, sessions or grants change: this process's writes are counted by a
 * Kysely plugin (`accountWritesOf`), other processes' commits by SQLite's `PRAGMA data_version` (2 µs,
 * against 5 µs for the query and ~25 µs through Kysely). Signed-in reads no longer wait behind an
 * import's open transaction either. Run that way, the read sees the writes of a transaction still open
 * on the connection; those never make a session valid before its cookie is sent (the token reaches the
 * client after its insert commits), they can only end one a moment early.
 *
 * On PostgreSQL (decision 019) a found session is kept too, while the process listens to the account
 * changes feed (db/account-changes.ts): this process's writes to those tables, and its commits of them,
 * empty the cache at once; another process's commit reaches this one as a notification naming the user,
 * whose sessions are forgotten (a millisecond or two after that commit); a lookup during which anything
 * changed is answered but not kept. While the feed is not listening (starting, or its connection lost),
 * every lookup reads the database, as a named statement on the pool. A transaction's `db` always reads.
 */
export const findActiveSessionUser = async (
  db: Db,
  sessionUser: SessionUserJoin,
  tokenHash: string,
  nowIso: string,
): Promise<ActiveSessionUser | undefined> => {
  let kept = compiledSessionQueries.get(db);
  if (!kept) {
    const compiled = activeSessionUserQuery(db, sessionUser, tokenHash, nowIso).compile();
    // The two bound values, in the order the query compiles them (checked once, here): the join adds none.
    if (compiled.parameters.length !== 2 || compiled.parameters[0] !== tokenHash) {
      throw new Error('session lookup: unexpected parameters');
    }
    kept = { sessionUser, compiled };
    compiledSessionQueries.set(db, kept);
  }
  // The prepared statements below (SQLite's, PostgreSQL's named one) are this query's: another join
  // on the same database would read with the first one's SQL.
  if (kept.sessionUser !== sessionUser) throw new Error('session lookup: another user join on this database');
  const { compiled } = kept;
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    let lookup = sqliteSessionLookups.get(sqlite);
    if (!lookup) {
      lookup = {
        statement: sqlite.prepare<[string, string], ActiveSessionUser>(compiled.sql),
        dataVersion: sqlite.prepare<[], number>('PRAGMA data_version').pluck(),
        cache: createSessionCache<ActiveSessionUser>(),
      };
      sqliteSessionLookups.set(sqlite, lookup);
    }
    const { statement } = lookup;
    const generation = `${accountWritesOf(sqlite)}:${lookup.dataVersion.get()}`;
    return lookup.cache.find(tokenHash, nowIso, generation, () => statement.get(tokenHash, nowIso));
  }
  const pool = pgPoolOf(db);
  if (pool) {
    const query = compiled;
    const feed = accountChangesOf(db);
    if (!feed?.listening()) {
      pgUncachedLookups.set(db, (pgUncachedLookups.get(db) ?? 0) + 1);
      return pgLookup(pool, query, tokenHash, nowIso);
    }
    const writes = pgAccountWritesOf(db);
    const stamp = feed.stamp();
    return pgSessionCacheOf(feed).findAsync(
      tokenHash,
      nowIso,
      `${writes}:${feed.epoch()}`,
      () => pgLookup(pool, query, tokenHash, nowIso),
      () => feed.listening() && feed.stamp() === stamp && pgAccountWritesOf(db) === writes,
    );
  }
  const result = await db.executeQuery<ActiveSessionUser>({ ...compiled, parameters: [tokenHash, nowIso] });
  return result.rows[0];
};

/**
 * The session cache's lookups so far for this database: hits kept the query, misses ran it (on
 * PostgreSQL, lookups while the feed was not listening included).
 */
export const sessionCacheLookupsOf = (db: Db): { hits: number; misses: number } => {
  const sqlite = sqliteConnectionOf(db);
  const feed = sqlite ? undefined : accountChangesOf(db);
  const cache = sqlite ? sqliteSessionLookups.get(sqlite)?.cache : feed && pgSessionCaches.get(feed);
  const { hits, misses } = cache?.lookups ?? { hits: 0, misses: 0 };
  return { hits, misses: misses + (pgUncachedLookups.get(db) ?? 0) };
};

export const touchSession = (db: Db, sessionId: string, values: { lastUsedAt: string; expiresAt: string }) =>
  db
    .updateTable('sessions')
    .set({ last_used_at: values.lastUsedAt, expires_at: values.expiresAt })
    .where('id', '=', sessionId)
    .execute();

export const insertSession = (
  db: Db,
  row: {
    id: string;
    userId: string;
    tokenHash: string;
    now: string;
    expiresAt: string;
    userAgent: string | null;
  },
) =>
  db
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.now,
      last_used_at: row.now,
      expires_at: row.expiresAt,
      user_agent: row.userAgent,
    })
    .execute();

export const deleteSessionByHash = (db: Db, tokenHash: string) =>
  db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();

/** Deletes a user's sessions (but `exceptSessionId`); how many there were. */
export const deleteUserSessions = async (
  db: Db,
  userId: string,
  exceptSessionId?: string,
): Promise<number> => {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** A user's live sessions and when one of them was last used (the admin console's user page). */
export const liveSessionStats = async (db: Db, userId: string, nowIso: string) => {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('last_used_at').as('last_seen')])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastSeenAt: (row.last_seen as string | null) ?? null };
};

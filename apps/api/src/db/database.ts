import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  PostgresDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type TransactionSettings,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type SqliteDatabase,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { createAccountChangeFeed, type AccountChangeFeed } from './account-changes.js';
import { retryWhileBusySync, SQLITE_BUSY_TIMEOUT_MS, WaitingSqliteDialect } from './sqlite-waits.js';
import type { Database as DatabaseConfig } from '../config.js';

/**
 * Table types. Timestamps are ISO-8601 UTC text and booleans are 0/1 integers on both dialects,
 * so the same queries and comparisons work on SQLite and PostgreSQL. Here the floor's tables; each
 * module's are in modules/<module>/<module>.tables.ts.
 */
export type AppSettingsTable = { key: string; value: string; updated_at: string };

export type CaptchaUsesTable = { signature: string; expires_at: string };

export type RateLimitsTable = { key: string; window_start: string; count: number };

export type AuditEventsTable = {
  id: string;
  user_id: string | null;
  event: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  /** The administrator who made an admin change (user_id is then its target). */
  actor_id: string | null;
  /** JSON: what changed and why (admin changes); never a secret. */
  details: string | null;
};

/**
 * Every table. The floor's own (the app's settings, the bot check's spent tokens, the rate-limit counters
 * and the audit log, used by db/, infra/ and lib/) are listed here; each module adds the tables it owns
 * from its modules/<module>/<module>.tables.ts, by declaration merging (`declare module` on this file), so
 * that the floor imports no module (decision 027) and a module's tables sit beside its repository.
 */
export interface Database {
  app_settings: AppSettingsTable;
  captcha_uses: CaptchaUsesTable;
  rate_limits: RateLimitsTable;
  audit_events: AuditEventsTable;
}

export type Db = Kysely<Database>;
export type Dialect = DatabaseConfig['dialect'];

// PostgreSQL returns int8 (COUNT(*), SUM of integers) as strings; our counts fit a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

const sqliteConnections = new WeakMap<Db, SQLite.Database>();

/**
 * The better-sqlite3 connection under a SQLite Kysely made by createDatabase (its only connection, so
 * statements run on it belong to any transaction open on `db`). For bulk paths that reuse prepared
 * statements (imports); everything else goes through Kysely.
 */
export const sqliteConnectionOf = (db: Db): SQLite.Database | undefined => sqliteConnections.get(db);

const pgPools = new WeakMap<Db, pg.Pool>();

/**
 * The pool under a PostgreSQL Kysely made by createDatabase: only for the root `db` (a transaction is
 * another object and gets undefined), so a query sent on it never escapes a transaction. For the hot
 * lookups that use named (prepared once per connection) statements; everything else goes through Kysely.
 */
export const pgPoolOf = (db: Db): pg.Pool | undefined => pgPools.get(db);

/**
 * The tables that say who is signed in and with what access: a cache of session lookups must forget what
 * it holds when they change (a grant or revoke reaches the next request). On PostgreSQL migration 019's
 * triggers on the same three tables tell the other processes (db/account-changes.ts).
 */
const ACCOUNT_TABLES = new Set(['users', 'sessions', 'access_grants']);

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (node?.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node?.kind !== 'TableNode') return undefined;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
};

/** The table an insert, update or delete writes (undefined for reads and raw SQL). */
const writtenTable = (node: RootOperationNode): string | undefined => {
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableName(node.into);
    case 'UpdateQueryNode':
      return tableName(node.table);
    case 'DeleteQueryNode':
      return tableName(node.from.froms[0]);
    default:
      return undefined;
  }
};

/**
 * Counts the writes to users, sessions and grants run through Kysely on one database. The count moves both
 * when such a write is built and when it has run, so a lookup made while the write waited for the connection
 * cannot outlive it. (Deleting a user also deletes its sessions, through the foreign key: the count
 * moves because the users table was written.)
 */
class AccountWritesPlugin implements KyselyPlugin {
  count = 0;
  readonly #pending = new WeakSet<QueryId>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table && ACCOUNT_TABLES.has(table)) {
      this.count += 1;
      this.#pending.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.delete(queryId)) this.count += 1;
    return result;
  }
}

const accountWrites = new WeakMap<SQLite.Database, AccountWritesPlugin>();
const pgAccountWrites = new WeakMap<Db, AccountWritesPlugin>();

/**
 * How many writes to users, sessions and grants this process has run on a SQLite connection (through
 * Kysely: no code writes those tables another way). Raised by any such write, in or out of a transaction.
 */
export const accountWritesOf = (sqlite: SQLite.Database): number => accountWrites.get(sqlite)?.count ?? 0;

/** The same count on a PostgreSQL Kysely made by createDatabase (the root `db`; else 0). */
export const pgAccountWritesOf = (db: Db): number => pgAccountWrites.get(db)?.count ?? 0;

const accountFeeds = new WeakMap<Db, AccountChangeFeed>();

/**
 * The feed of account changes of a PostgreSQL Kysely made by createDatabase (the root `db` only), which a
 * per-process cache of session lookups follows to forget what another process changed.
 */
export const accountChangesOf = (db: Db): AccountChangeFeed | undefined => accountFeeds.get(db);

/**
 * pg's driver, with two additions for the session cache: a committed transaction that wrote account tables
 * moves the feed's epoch at once (what a lookup on another connection read before that commit must not be
 * kept, and this process's own notification arrives only a moment later), and closing the database stops
 * the feed's LISTEN connection.
 */
class AccountAwarePostgresDriver extends PostgresDriver {
  readonly #writes: AccountWritesPlugin;
  readonly #feed: AccountChangeFeed;
  readonly #writesAtBegin = new WeakMap<DatabaseConnection, number>();

  constructor(config: PostgresDialectConfig, writes: AccountWritesPlugin, feed: AccountChangeFeed) {
    super(config);
    this.#writes = writes;
    this.#feed = feed;
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    this.#writesAtBegin.set(connection, this.#writes.count);
    await super.beginTransaction(connection, settings);
  }

  override async commitTransaction(connection: DatabaseConnection) {
    await super.commitTransaction(connection);
    if (this.#writesAtBegin.get(connection) !== this.#writes.count) this.#feed.commitWrote();
  }

  override async destroy() {
    await this.#feed.stop();
    await super.destroy();
  }
}

class AccountAwarePostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  readonly #writes: AccountWritesPlugin;
  readonly #feed: AccountChangeFeed;

  constructor(config: PostgresDialectConfig, writes: AccountWritesPlugin, feed: AccountChangeFeed) {
    super(config);
    this.#config = config;
    this.#writes = writes;
    this.#feed = feed;
  }

  override createDriver(): Driver {
    return new AccountAwarePostgresDriver(this.#config, this.#writes, this.#feed);
  }
}

/**
 * better-sqlite3 for Kysely with its prepared statements kept by SQL text. Kysely prepares every query
 * it runs; preparing cost more than running the session lookup or a cached view's version read
 * (13 % of a signed-in request's CPU). A statement busy in an unfinished iteration (a stream) is not
 * shared: that caller gets a fresh one. SQLite re-prepares a kept statement itself after a schema change.
 */
const withStatementCache = (sqlite: SQLite.Database, maxStatements = 500): SqliteDatabase => {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      if (!kept) {
        // Queries with lists of varying length make many texts: forget the oldest first.
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
};

/**
 * Another SQLite connection to the database under `db` (an import writes on one of its own), with the
 * same per-connection settings: in the server, `wal_autocheckpoint` is 0, the log being checkpointed by
 * a thread (wal-checkpoints.ts), and a connection left at SQLite's default would copy an import's whole
 * log back inside its commit; and `synchronous = NORMAL` (below).
 */
export const openSiblingDatabase = (db: Db, config: DatabaseConfig): Db => {
  const sibling = createDatabase(config);
  const from = sqliteConnectionOf(db);
  const to = sqliteConnectionOf(sibling);
  if (from && to) {
    to.pragma(`wal_autocheckpoint = ${Number(from.pragma('wal_autocheckpoint', { simple: true }))}`);
    // An import's (and its screening's) commits do not fsync the log: better-sqlite3 commits on the
    // server's one thread, and the fsync of a 100 MB log held every request for up to ~50 ms (issue 25,
    // item 7: the world view's slowest answer during an import 106 -> 94 ms). With WAL the database stays
    // consistent; a power cut (not a crash) right after an import may lose it, job row included, and the
    // operator imports the file again. The server's own connection keeps FULL.
    to.pragma('synchronous = NORMAL');
  }
  return sibling;
};

/** Opens the configured database. SQLite files and their folder are created on first use. */
export const createDatabase = (config: DatabaseConfig): Db => {
  if (config.dialect === 'sqlite') {
    if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    // WAL lets readers go on while an import writes. Waits for the write lock happen on timers
    // (WaitingSqliteDialect), so SQLite's own blocking wait is kept to a few milliseconds.
    retryWhileBusySync(() => sqlite.pragma('journal_mode = WAL'));
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    sqlite.pragma('foreign_keys = ON');
    const writes = new AccountWritesPlugin();
    const db = new Kysely<Database>({
      dialect: new WaitingSqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [writes],
    });
    sqliteConnections.set(db, sqlite);
    accountWrites.set(sqlite, writes);
    return db;
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  const writes = new AccountWritesPlugin();
  const feed = createAccountChangeFeed(config.url);
  const db = new Kysely<Database>({
    dialect: new AccountAwarePostgresDialect({ pool }, writes, feed),
    plugins: [writes],
  });
  pgPools.set(db, pool);
  pgAccountWrites.set(db, writes);
  accountFeeds.set(db, feed);
  return db;
};

/** True when the database answers a trivial query. */
export const pingDatabase = async (db: Db): Promise<boolean> => {
  try {
    // On SQLite, on the connection directly: not queued behind a write waiting for the lock.
    const sqlite = sqliteConnections.get(db);
    if (sqlite) return sqlite.prepare('select 1').pluck().get() === 1;
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};

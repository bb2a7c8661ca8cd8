import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * How long a write waits for another connection's write lock (an import's transaction, another
 * process) before it gives up and the request answers 503 `database_busy` with Retry-After.
 */
export const BUSY_WAIT_MS = 15_000;

/** better-sqlite3's busy wait, kept tiny: it blocks the thread (SQLite sleeps inside the call). */
export const SQLITE_BUSY_TIMEOUT_MS = 20;

export const isSqliteBusy = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');

/**
 * Runs `run` again while SQLite answers SQLITE_BUSY, waiting on timers in between (5 ms, doubling to
 * 100 ms), until `budgetMs` is spent; then the busy error is thrown.
 */
export const waitWhileBusy = async <T>(run: () => Promise<T>, budgetMs = BUSY_WAIT_MS): Promise<T> => {
  const deadline = performance.now() + budgetMs;
  for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
    try {
      return await run();
    } catch (error) {
      if (!isSqliteBusy(error) || performance.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
};

/**
 * `run` again while SQLite answers SQLITE_BUSY, sleeping the thread in between (10 ms, doubling to
 * 100 ms) until `budgetMs` is spent. Only for opening a database, before the server serves anything:
 * two processes opening one new file both switch it to WAL, which needs an exclusive lock; when both
 * already read the file SQLite answers one of them SQLITE_BUSY at once, without its busy handler (it
 * would be a deadlock), and that process failed to start ("database is locked", 1 start in ~60).
 */
export const retryWhileBusySync = <T>(run: () => T, budgetMs = BUSY_WAIT_MS): T => {
  const deadline = performance.now() + budgetMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let delay = 10; ; delay = Math.min(delay * 2, 100)) {
    try {
      return run();
    } catch (error) {
      if (!isSqliteBusy(error) || performance.now() + delay > deadline) throw error;
      Atomics.wait(pause, 0, 0, delay);
    }
  }
};

class WaitingConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // In a transaction the write lock is held from BEGIN IMMEDIATE on: nothing to wait for.
    if (this.inTransaction) return this.inner.executeQuery<R>(query);
    return waitWhileBusy(() => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WaitingDriver implements Driver {
  readonly #inner: Driver;
  readonly #connections = new WeakMap<DatabaseConnection, WaitingConnection>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection();
    let waiting = this.#connections.get(connection);
    if (!waiting) {
      waiting = new WaitingConnection(connection);
      this.#connections.set(connection, waiting);
    }
    return waiting;
  }

  async beginTransaction(connection: WaitingConnection): Promise<void> {
    // IMMEDIATE takes the write lock at once, waiting here (on timers) while another connection has it.
    // A deferred BEGIN would take it at the first write and could then fail with SQLITE_BUSY_SNAPSHOT,
    // which no wait resolves.
    await waitWhileBusy(() => connection.inner.executeQuery(CompiledQuery.raw('begin immediate')));
    connection.inTransaction = true;
  }

  async commitTransaction(connection: WaitingConnection): Promise<void> {
    await waitWhileBusy(() => connection.inner.executeQuery(CompiledQuery.raw('commit')));
    connection.inTransaction = false;
  }

  async rollbackTransaction(connection: WaitingConnection): Promise<void> {
    try {
      await connection.inner.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      connection.inTransaction = false;
    }
  }

  async savepoint(
    connection: WaitingConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.#inner.savepoint?.(connection.inner, name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: WaitingConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.#inner.rollbackToSavepoint?.(connection.inner, name, compileQuery);
  }

  async releaseSavepoint(
    connection: WaitingConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.#inner.releaseSavepoint?.(connection.inner, name, compileQuery);
  }

  releaseConnection(connection: WaitingConnection): Promise<void> {
    return this.#inner.releaseConnection(connection.inner);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/**
 * Kysely's SQLite dialect whose waits for the write lock happen on timers, not inside SQLite
 * (issue 15, item 10). better-sqlite3 is synchronous: with `busy_timeout = 5000`, a sign-in arriving
 * while an import held the write lock slept up to 5 s on the one thread — the thread the import needed
 * to finish — so the import stalled, /api/health waited as long, and the sign-in failed with a 500.
 * Now a write (and every transaction, which begins IMMEDIATE) retries SQLITE_BUSY on timers for up to
 * BUSY_WAIT_MS while the import goes on, and only then fails (503 `database_busy`, Retry-After).
 */
export class WaitingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new WaitingDriver(super.createDriver());
  }
}

import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database as DatabaseConfig } from '../config.js';
import type { Db } from './database.js';

/** The advisory lock's key on PostgreSQL: any constant no other code uses ("FLARESCO" in ASCII). */
const POSTGRES_LOCK_KEY = 0x464c41524553434fn;

/** How long a process waits for another's first start (loading the shipped data takes well under this). */
const WAIT_LIMIT_MS = 15 * 60 * 1000;
const SQLITE_RETRY_MS = 100;

/**
 * Runs `work` — the migrations and the first-start data load — while holding a lock that every other
 * process starting on the same database waits for, so several processes started together migrate and
 * load once and all come up (issue 15, item 11).
 *
 * - PostgreSQL: a session advisory lock (pg_advisory_lock) on one pinned connection; the server ends it
 *   with the session if the process dies.
 * - SQLite: an exclusive transaction on a lock file beside the database (`<file>-startup-lock`). The
 *   operating system drops the file lock if the process dies, so a crash never leaves a stale lock.
 *   (Kysely's migration lock is a no-op on SQLite: its adapter assumes one process.)
 */
export const withStartupLock = async <T>(
  db: Db,
  config: DatabaseConfig,
  work: () => Promise<T>,
): Promise<T> => {
  if (config.dialect === 'postgres') {
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${POSTGRES_LOCK_KEY})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${POSTGRES_LOCK_KEY})`.execute(connection);
      }
    });
  }
  if (config.file === ':memory:') return work();
  const lock = new SQLite(`${config.file}-startup-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    const deadline = Date.now() + WAIT_LIMIT_MS;
    // Polled rather than a long busy_timeout, so this process's event loop stays free while it waits.
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        const busy = (error as { code?: string }).code === 'SQLITE_BUSY';
        if (!busy || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, SQLITE_RETRY_MS));
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
};

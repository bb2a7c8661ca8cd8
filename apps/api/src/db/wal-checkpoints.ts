import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import type { Database as DatabaseConfig } from '../config.js';
import { sqliteConnectionOf, type Db } from './database.js';

/**
 * SQLite's write-ahead log is copied back into the database file ("checkpointed") by default on the
 * connection that commits, inside the commit, once the log passes 1 000 pages. After an import that
 * wrote 100 MB that copy took ~1 s on the server's one thread, and every request waited for it (issue
 * 25, item 7); a sign-in committing after it would pay for it too. So the server's connection does not
 * checkpoint (`wal_autocheckpoint = 0`), and a thread of its own, on its own connection, does it every
 * `everyMs` when the log holds pages: PASSIVE, so it never waits for nor blocks a reader or a writer.
 * If the thread dies, the connection checkpoints by itself again.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
let db;
try {
  db = new SQLite(workerData.file, { fileMustExist: true });
  db.pragma('busy_timeout = 0');
} catch (error) {
  parentPort.postMessage({ type: 'error', message: String((error && error.message) || error) });
  process.exit(1);
}
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ type: 'checkpoint', busy: result.busy, log: result.log, checkpointed: result.checkpointed });
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'now') checkpoint();
  if (message === 'stop') { clearInterval(timer); db.close(); parentPort.close(); }
});
`;

/** SQLite's default threshold, put back when the checkpoint thread stops or dies. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

export type CheckpointResult = { busy: number; log: number; checkpointed: number };

export type WalCheckpoints = {
  /** Asks for a checkpoint now; resolves with its result (log and checkpointed pages). */
  now: () => Promise<CheckpointResult>;
  stop: () => Promise<void>;
};

export const startWalCheckpoints = (
  connection: SQLite.Database,
  file: string,
  options: { everyMs?: number; onError?: (message: string) => void } = {},
): WalCheckpoints => {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: options.everyMs ?? 1000,
    },
  });
  // A server shutting down does not wait for this thread.
  worker.unref();
  connection.pragma('wal_autocheckpoint = 0');
  let stopped = false;
  const restore = () => {
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  };
  const waiting: Array<(result: CheckpointResult) => void> = [];
  worker.on('message', (message: { type: string; message?: string } & CheckpointResult) => {
    if (message.type === 'error') options.onError?.(message.message ?? 'unknown error');
    if (message.type === 'checkpoint') for (const resolve of waiting.splice(0)) resolve(message);
  });
  worker.on('error', (error: Error) => {
    options.onError?.(error.message);
    restore();
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      if (!stopped) restore();
      resolve();
    }),
  );
  return {
    now: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        worker.postMessage('now');
      }),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      worker.postMessage('stop');
      await exited;
      restore();
    },
  };
};

/**
 * The server's checkpoint thread (server.ts, and the bench's server, which measures what it does): for a
 * SQLite file only; null on PostgreSQL and in memory.
 */
export const startServerCheckpoints = (
  db: Db,
  config: DatabaseConfig,
  onError: (message: string) => void,
): WalCheckpoints | null => {
  const connection = sqliteConnectionOf(db);
  if (config.dialect !== 'sqlite' || config.file === ':memory:' || !connection) return null;
  return startWalCheckpoints(connection, config.file, { onError });
};

import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';
import type { Storage } from '../../infra/storage/storage.js';
import { purgeClosedAccounts } from './purge.service.js';

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the purge now and then hourly in this process. The timer is unref'd, so it never keeps the
 * process alive; every process may run it (purgeClosedAccounts is safe to run concurrently).
 * Returns the function that stops it, resolving once a run under way has finished.
 */
export const startPurgeSchedule = (deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  log: Log;
  intervalMs?: number;
}): (() => Promise<void>) => {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeClosedAccounts(deps).then(
      () => undefined,
      (error: unknown) => deps.log.error({ err: error }, 'the purge of closed accounts failed'),
    );
  };
  run();
  const timer = setInterval(run, deps.intervalMs ?? PURGE_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};

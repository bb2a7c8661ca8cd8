import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import { startServerCheckpoints } from './db/wal-checkpoints.js';
import { systemClock } from './infra/clock.js';
import { startPurgeSchedule } from './modules/accounts/index.js';
import { isFlaringDataEmpty, loadShippedData, type SeedCounts, SEED_DIR } from './modules/flaring/index.js';
import { markInterruptedJobs } from './modules/imports/index.js';
import { loadDemoProjects } from './modules/projects/index.js';
import { refreshScreening } from './modules/screening/index.js';
import { createShutdown } from './shutdown.js';

const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee the configuration table in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
  const db = createDatabase(config.database);
  // Migrations and the first-start data load run under a lock, so processes started together on one
  // empty database do them once and all come up (withStartupLock).
  const startup = await withStartupLock(db, config.database, async () => {
    await migrateToLatest(db);
    // Import jobs a dead process of this host left queued or running are marked interrupted.
    const interrupted = await markInterruptedJobs({ db, clock: systemClock });
    let shipped: (SeedCounts & { ms: number }) | null = null;
    if (await isFlaringDataEmpty(db)) {
      // First start: fill the new database with the shipped real data (data/seed, SOURCES.md there).
      const started = Date.now();
      const counts = await loadShippedData(db, systemClock);
      shipped = { ...counts, ms: Date.now() - started };
    }
    // Once, on the shipped data: the illustrative projects, so that the Investors Room is not empty.
    let demo: number | Error;
    try {
      demo = await loadDemoProjects(db, systemClock, SEED_DIR);
    } catch (error) {
      demo = error instanceof Error ? error : new Error(String(error));
    }
    // The screened opportunities of the data as it is now (after the first load, or a migration).
    const screeningStarted = Date.now();
    const screened = (await refreshScreening({ db, clock: systemClock }))
      ? Date.now() - screeningStarted
      : null;
    return { shipped, demo, interrupted, screened };
  });
  const app = await buildApp({ config, db });
  // SQLite: the write-ahead log is copied back on a thread of its own, not inside a request's commit.
  const checkpoints = startServerCheckpoints(db, config.database, (message) =>
    app.log.warn({ message }, 'the SQLite checkpoint thread failed'),
  );
  if (startup.interrupted.length) {
    app.log.warn(
      { jobs: startup.interrupted },
      'import jobs left by a process that died were marked interrupted',
    );
  }
  if (startup.shipped) app.log.info(startup.shipped, 'loaded the shipped flaring data');
  if (startup.demo instanceof Error) {
    // A flare they name is gone (other data was loaded before the first start).
    app.log.warn({ err: startup.demo }, 'the illustrative projects were not loaded');
  } else if (startup.demo > 0) app.log.info({ projects: startup.demo }, 'loaded the illustrative projects');
  if (startup.screened !== null) app.log.info({ ms: startup.screened }, 'screened the flares');
  // Accounts closed more than 30 days ago: purged at start and hourly (DESIGN §5).
  const stopPurge = startPurgeSchedule({
    db,
    clock: systemClock,
    storage: app.storage,
    log: app.log,
  });
  // SIGTERM/SIGINT drain: readiness 503, no new connections, requests in flight and a running import
  // finish within SHUTDOWN_TIMEOUT_MS, the database closes, exit 0 (shutdown.ts, decision 031).
  const shutdown = createShutdown({
    app,
    timeoutMs: config.shutdownTimeoutMs,
    beforeClose: stopPurge,
    afterClose: async () => {
      await checkpoints?.stop();
    },
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Flarescope is serving on ${config.publicUrl}`);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `Flarescope failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { systemClock } from './infra/clock.js';
import { startPurgeSchedule } from './modules/accounts/purge-schedule.js';
import { isFlaringDataEmpty, loadShippedData } from './modules/flaring/seed/load-seed.js';
import { SEED_DIR } from './modules/flaring/seed/seed-path.js';
import { loadDemoProjects } from './modules/projects/demo-projects.js';

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
  const app = await buildApp({ config, db });
  if (await isFlaringDataEmpty(db)) {
    // First start: fill the new database with the shipped real data (data/seed, SOURCES.md there).
    const started = Date.now();
    const counts = await loadShippedData(db, systemClock);
    app.log.info({ ...counts, ms: Date.now() - started }, 'loaded the shipped flaring data');
  }
  // Once, on the shipped data: the illustrative projects, so that the Investors Room is not empty.
  try {
    const loaded = await loadDemoProjects(db, systemClock, SEED_DIR);
    if (loaded > 0) app.log.info({ projects: loaded }, 'loaded the illustrative projects');
  } catch (error) {
    // A flare they name is gone (other data was loaded), or another process loaded them first.
    app.log.warn({ err: error }, 'the illustrative projects were not loaded');
  }
  // Accounts closed more than 30 days ago: purged at start and hourly (DESIGN §5).
  const stopPurge = startPurgeSchedule({
    db,
    clock: systemClock,
    storage: app.storage,
    log: app.log,
  });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await stopPurge();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Flarescope is serving on ${config.publicUrl}`);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `Flarescope failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

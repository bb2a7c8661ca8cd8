import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { createManualClock } from '../infra/clock.js';
import type { Ports } from '../lib/ports.js';
import { modulePorts } from '../ports.js';
import { TEST_CLOCK_START } from './seeded-template.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ReturnType<typeof createManualClock>;
  /** The mail outbox (a fresh temporary folder unless OUTBOX_DIR or SMTP_URL is given). */
  outboxDir: string;
  /** The modules' ports as the app has them (ports.ts), for a test that calls a service with a port. */
  ports: Ports;
  close: () => Promise<void>;
};

/**
 * The app on a fresh database with a manual clock. `env` overrides configuration variables; `seeded`
 * starts from a copy of the run's seeded template (the shipped data, loaded at the clock's start).
 * Close it in afterAll/afterEach: that drops the test database and the outbox folder.
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void;
    logStream?: NodeJS.WritableStream;
    seeded?: boolean;
  } = {},
): Promise<TestApp> => {
  const { database, drop } = await createTestDatabase({ seeded: options.seeded ?? false, migrated: true });
  const outboxDir = env.OUTBOX_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-outbox-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      // TEST_LOG=1 prints the app's errors (500s with their stack) to stderr, to chase a failure.
      LOG_LEVEL: process.env.TEST_LOG ? 'error' : 'silent',
      WEB_DIST_DIR: '/nonexistent',
      OUTBOX_DIR: outboxDir,
      ...env,
    }),
    database,
  };
  const db = createDatabase(database);
  const clock = createManualClock(TEST_CLOCK_START);
  const app = await buildApp({
    config,
    db,
    clock,
    ...(options.logStream
      ? { logStream: options.logStream }
      : process.env.TEST_LOG
        ? { logStream: process.stderr }
        : { logger: false }),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    outboxDir,
    ports: modulePorts,
    close: async () => {
      await app.close();
      await drop();
      if (!env.OUTBOX_DIR) fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
};

/** Headers of a same-origin SPA request (the CSRF guard wants both). */
export const spaHeaders = { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost:3000' } as const;

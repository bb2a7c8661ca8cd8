import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createManualClock } from '../infra/clock.js';
import { buildSeed, loadSeed, SEED_DIR } from '../modules/flaring/index.js';
import { refreshScreening } from '../modules/screening/index.js';

/** The moment every test app's manual clock starts at (and the seeded template was loaded at). */
export const TEST_CLOCK_START = new Date('2026-11-21T12:00:00.000Z');

/**
 * Where the seeded template of this run lives: a SQLite file each test file copies, or a PostgreSQL
 * database each test file clones with CREATE DATABASE … TEMPLATE.
 */
export type SeededTemplate = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; name: string };

/** The name under which the API project's global setup hands the template to the test files. */
export const SEEDED_TEMPLATE_KEY = 'flarescopeSeededTemplate';
/** The name of the run's migrated template (no data): what a test app's empty database starts as. */
export const MIGRATED_TEMPLATE_KEY = 'flarescopeMigratedTemplate';

const randomName = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** Runs `fn` with a client on the server of a postgres:// URL (its maintenance database). */
export const withPgAdmin = async <T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL test server at ${url} is not reachable (${String(error)}). Run the suite with npm test, which starts one.`,
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

/** The URL of database `name` on the server of `url`. */
export const pgDatabaseUrl = (url: string, name: string): string => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/**
 * Builds, once per test run, a database migrated and loaded with the shipped seed (data/seed) at
 * TEST_CLOCK_START, and screened — what 14 test files used to rebuild from CSV for themselves, on each database.
 * With `seeded: false`, the database is only migrated: a test app's empty database copies it instead of
 * running every migration again (~0.2 s on SQLite, ~0.7 s on PostgreSQL, for each of ~100 test apps).
 * Returns the template and a function that removes it.
 */
export const buildSeededTemplate = async (
  url = process.env.DATABASE_URL,
  options: { seeded?: boolean } = {},
): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> => {
  const seeded = options.seeded ?? true;
  let database: Database;
  let template: SeededTemplate;
  let remove: () => Promise<void>;
  if (url?.startsWith('postgres')) {
    const name = randomName('flarescope_template');
    await withPgAdmin(url, (client) => client.query(`CREATE DATABASE ${name}`));
    database = { dialect: 'postgres', url: pgDatabaseUrl(url, name) };
    template = { dialect: 'postgres', name };
    remove = () =>
      withPgAdmin(url, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-template-'));
    const file = path.join(dir, seeded ? 'seeded.db' : 'migrated.db');
    database = { dialect: 'sqlite', file };
    template = { dialect: 'sqlite', file };
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const db = createDatabase(database);
  try {
    await migrateToLatest(db);
    if (seeded) {
      const clock = createManualClock(TEST_CLOCK_START);
      await loadSeed(db, clock, buildSeed(SEED_DIR));
      // The screened opportunities of the seeded data, as a server's first start computes them: a test file
      // that imports or lists them then finds them current instead of screening the whole catalogue first.
      await refreshScreening({ db, clock });
    }
  } catch (error) {
    await db.destroy();
    await remove();
    throw error;
  }
  // Closing the last SQLite connection folds the write-ahead log into the file, so one file is the copy.
  await db.destroy();
  return { template, remove };
};

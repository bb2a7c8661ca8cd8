import { spawn } from 'node:child_process';
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
import { entryPointArgs } from './entry-point.js';

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

/**
 * Runs a statement on a database again while PostgreSQL answers that it is in use (55006: another client
 * copies it, or pg's Pool.end() has resolved before its sockets have closed), up to `attempts` more times,
 * 50 ms apart; then answers the last refusal.
 */
export const whileInUse = async <T>(statement: () => Promise<T>, attempts: number): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
 * Returns the template as soon as it is named, a promise of it being ready and a function that removes it.
 * The template is built under another name and renamed when complete, so a test file that copies it meanwhile
 * waits for it (createTestDatabase): the building (~12 s on SQLite, ~20 s on PostgreSQL, mostly one core)
 * goes beside the first test files instead of before them.
 */
export const buildSeededTemplate = async (
  url = process.env.DATABASE_URL,
  options: { seeded?: boolean } = {},
): Promise<{ template: SeededTemplate; ready: Promise<void>; remove: () => Promise<void> }> => {
  const seeded = options.seeded ?? true;
  if (url?.startsWith('postgres')) {
    const name = randomName('flarescope_template');
    const building = buildingName({ dialect: 'postgres', name });
    const remove = () =>
      withPgAdmin(url, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    await withPgAdmin(url, (client) => client.query(`CREATE DATABASE ${building}`));
    const filled = fill({ dialect: 'postgres', url: pgDatabaseUrl(url, building) }, seeded).catch(
      async (error: unknown) => {
        // Neither the template nor its building left: a file waiting for it fails at once (waitForTemplate).
        await remove();
        throw error;
      },
    );
    // Until the pool's sockets have closed, the database is in use.
    const ready = filled
      .then(() =>
        withPgAdmin(url, (client) =>
          whileInUse(() => client.query(`ALTER DATABASE ${building} RENAME TO ${name}`), 100),
        ),
      )
      .then(() => undefined);
    return { template: { dialect: 'postgres', name }, ready, remove };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-template-'));
  const file = path.join(dir, seeded ? 'seeded.db' : 'migrated.db');
  const building = buildingName({ dialect: 'sqlite', file });
  const remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  fs.writeFileSync(building, ''); // an empty SQLite database, there from now on until it is renamed
  const ready = fill({ dialect: 'sqlite', file: building }, seeded).then(
    () => fs.renameSync(building, file),
    async (error: unknown) => {
      await remove();
      throw error;
    },
  );
  return { template: { dialect: 'sqlite', file }, ready, remove };
};

/** How long a test file waits for a template still being built (~20 s quiet; minutes on a loaded machine). */
const TEMPLATE_WAIT_MS = 300_000;

/** Where a template is built, until it is complete and renamed to its own name. */
const buildingName = (template: SeededTemplate): string =>
  template.dialect === 'postgres' ? `${template.name}_building` : `${template.file}.building`;

/** Where a template is: built, still being built, or neither (its build failed, or the run has ended). */
const templateState = async (
  template: SeededTemplate,
  client: pg.Client | undefined,
): Promise<'ready' | 'building' | 'gone'> => {
  if (template.dialect === 'sqlite')
    return fs.existsSync(template.file)
      ? 'ready'
      : fs.existsSync(buildingName(template))
        ? 'building'
        : 'gone';
  if (!client) throw new Error('A PostgreSQL template is looked for with a client on its server.');
  const found = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname IN ($1, $2)',
    [template.name, buildingName(template)],
  );
  const names = found.rows.map((row) => row.datname);
  return names.includes(template.name) ? 'ready' : names.length > 0 ? 'building' : 'gone';
};

/**
 * Waits while the template is being built by the global setup, up to TEMPLATE_WAIT_MS (on PostgreSQL,
 * looking with `client`, on its server). A template that is neither built nor being built fails at once,
 * pointing at the global setup's own error, which is reported at the end of the run.
 */
export const waitForTemplate = async (template: SeededTemplate, client?: pg.Client): Promise<void> => {
  const name = template.dialect === 'postgres' ? template.name : template.file;
  const until = Date.now() + TEMPLATE_WAIT_MS;
  for (;;) {
    const now = await templateState(template, client);
    if (now === 'ready') return;
    if (now === 'gone' || Date.now() >= until)
      throw new Error(
        `The template ${name} was not built${now === 'gone' ? '' : ` within ${TEMPLATE_WAIT_MS / 1000} s`}: see the global setup's error at the end of the run.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * Fills a template: only migrated, here (~0.3–0.7 s); seeded, in a process of its own (fill-template.ts),
 * so that Vitest's main process, which builds the templates beside the first files, stays free to answer its
 * workers. A build that fails rejects with what the process wrote.
 */
const fill = (database: Database, seeded: boolean): Promise<void> =>
  seeded ? fillInProcess(database) : fillTemplate(database, false);

const fillInProcess = (database: Database): Promise<void> =>
  new Promise((resolve, reject) => {
    // Started as the tests start the API's entry points (entry-point.ts: testing/ is never built, so through tsx).
    const child = spawn(
      process.execPath,
      [...entryPointArgs('testing/fill-template'), JSON.stringify(database)],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`The seeded template's build failed (${signal ?? `exit ${code}`}):\n${stderr}`)),
    );
  });

/** Migrates the database, and when `seeded` loads the shipped seed into it and screens it. */
export const fillTemplate = async (database: Database, seeded: boolean): Promise<void> => {
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
  } finally {
    // Closing the last SQLite connection folds the write-ahead log into the file, so one file is the copy
    // (and a PostgreSQL database with a connection left could be neither renamed nor cloned).
    await db.destroy();
  }
};

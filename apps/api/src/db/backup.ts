import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database as DatabaseConfig } from '../config.js';

/**
 * Backups and restores (issue 35, item 4; decision 033). A backup is two files in one folder: the database
 * (`flarescope-<UTC time>.sqlite`, a copy made with SQLite's online backup API, or `….pgdump`, pg_dump's
 * custom format) and its manifest (`<backup>.manifest.json`): the dialect, the migrations applied, the rows
 * of every table and the file's SHA-256, all read from the same snapshot as the copy. A restore checks the
 * file against the manifest, loads it into a database that must be new (or `--force`), applies this code's
 * migrations and counts the rows of every table again: a table that differs fails the restore, loudly.
 */

export const MANIFEST_FORMAT = 'flarescope-backup/1';

export type BackupManifest = {
  format: typeof MANIFEST_FORMAT;
  dialect: DatabaseConfig['dialect'];
  /** The backup file's name (in the manifest's folder). */
  file: string;
  createdAt: string;
  bytes: number;
  sha256: string;
  /** The migrations applied in the database backed up, in name order. */
  migrations: string[];
  /** Rows per table, read in the snapshot the backup holds. */
  tables: Record<string, number>;
};

/** A backup or restore that cannot go on: `key` and `params` name the message (admin.backup.*). */
export class BackupError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
  }
}

export const manifestPathOf = (backupFile: string) => `${backupFile}.manifest.json`;

/** `20261128T204512Z`: sortable, and a valid file name everywhere. */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

const sha256Of = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** The backup folder must exist and be a writable folder: a missing one is a typo, not a wish. */
const checkTarget = (dir: string) => {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch {
    throw new BackupError('admin.backup.targetMissing', { dir });
  }
  if (!stat.isDirectory()) throw new BackupError('admin.backup.targetNotFolder', { dir });
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    throw new BackupError('admin.backup.targetUnwritable', { dir });
  }
};

/** Rows per table of an open SQLite database (its user tables, Kysely's migration tables included). */
const sqliteCounts = (sqlite: SQLite.Database): Record<string, number> => {
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [
      table,
      Number(
        sqlite
          .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
          .pluck()
          .get(),
      ),
    ]),
  );
};

const sqliteMigrations = (sqlite: SQLite.Database, tables: Record<string, number>): string[] =>
  'kysely_migration' in tables
    ? (sqlite.prepare('select name from kysely_migration order by name').pluck().all() as string[])
    : [];

type Queryable = { query: (text: string) => Promise<{ rows: Array<Record<string, unknown>> }> };

const pgCounts = async (client: Queryable): Promise<Record<string, number>> => {
  const { rows } = await client.query(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows as Array<{ tablename: string }>) {
    const result = await client.query(`select count(*)::int as n from "${tablename.replaceAll('"', '""')}"`);
    counts[tablename] = Number(result.rows[0]?.n);
  }
  return counts;
};

const pgMigrations = async (client: Queryable, tables: Record<string, number>) =>
  'kysely_migration' in tables
    ? (await client.query('select name from kysely_migration order by name')).rows.map((r) => String(r.name))
    : [];

/**
 * PostgreSQL's client programs: `$PG_BIN/<name>`, else the newest /usr/lib/postgresql/<version>/bin (as
 * scripts/test.sh finds them; Debian's /usr/bin wrappers pick a version by cluster), else the PATH.
 */
export const pgProgram = (name: 'pg_dump' | 'pg_restore'): string => {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin', name) : name;
};

/** A postgres:// URL without its password, and the environment that gives the password to libpq. */
const libpqTarget = (url: string) => {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { url: parsed.toString(), env };
};

const run = (program: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new BackupError('admin.backup.programFailed', { program, message: error.message })),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError('admin.backup.programFailed', {
              program,
              message: stderr.trim() || `exit ${code}`,
            }),
          ),
    );
  });

/**
 * Backs the database up into `dir`: the copy is written under a temporary name and renamed when whole, then
 * the manifest beside it; on any failure both are removed. Consistent while the server serves and imports:
 * SQLite's backup API copies one committed state (it starts again if another connection writes meanwhile);
 * PostgreSQL's rows are counted in a REPEATABLE READ transaction whose snapshot pg_dump is given.
 */
export const backupDatabase = async (
  config: DatabaseConfig,
  dir: string,
  now = new Date(),
): Promise<{ file: string; manifest: BackupManifest }> => {
  checkTarget(dir);
  const extension = config.dialect === 'sqlite' ? 'sqlite' : 'pgdump';
  const name = `flarescope-${stamp(now)}.${extension}`;
  const file = path.join(dir, name);
  if (fs.existsSync(file)) throw new BackupError('admin.backup.exists', { file });
  const partial = path.join(dir, `.${name}.partial`);
  const manifestFile = manifestPathOf(file);
  let renamed = false;
  try {
    let tables: Record<string, number>;
    let migrations: string[];
    if (config.dialect === 'sqlite') {
      if (!fs.existsSync(config.file))
        throw new BackupError('admin.backup.noDatabase', { file: config.file });
      const source = new SQLite(config.file, { readonly: true, fileMustExist: true });
      try {
        // Large steps: fewer chances for a write from the server to restart the copy.
        await source.backup(partial, { progress: () => 4096 });
      } finally {
        source.close();
      }
      // Counted in the copy itself: the manifest says what the file holds, whatever happened since. The
      // copy inherits WAL mode from its source; back to a rollback journal, it is one self-contained file.
      const copy = new SQLite(partial, { fileMustExist: true });
      try {
        copy.pragma('journal_mode = DELETE');
        tables = sqliteCounts(copy);
        migrations = sqliteMigrations(copy, tables);
      } finally {
        copy.close();
      }
    } else {
      const client = new pg.Client({ connectionString: config.url });
      await client.connect();
      try {
        await client.query('begin isolation level repeatable read, read only');
        const snapshot = String(
          (await client.query('select pg_export_snapshot() as id')).rows[0]?.id as string,
        );
        const target = libpqTarget(config.url);
        // pg_dump reads the snapshot this transaction exported, so the dump and the counts agree.
        await run(
          pgProgram('pg_dump'),
          ['--format=custom', `--snapshot=${snapshot}`, `--file=${partial}`, `--dbname=${target.url}`],
          target.env,
        );
        tables = await pgCounts(client);
        migrations = await pgMigrations(client, tables);
        await client.query('commit');
      } finally {
        await client.end();
      }
    }
    const bytes = fs.statSync(partial).size;
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      dialect: config.dialect,
      file: name,
      createdAt: now.toISOString(),
      bytes,
      sha256: await sha256Of(partial),
      migrations,
      tables,
    };
    fs.renameSync(partial, file);
    renamed = true;
    const manifestPartial = path.join(dir, `.${name}.manifest.partial`);
    fs.writeFileSync(manifestPartial, `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(manifestPartial, manifestFile);
    return { file, manifest };
  } catch (error) {
    for (const leftover of [partial, path.join(dir, `.${name}.manifest.partial`), manifestFile])
      fs.rmSync(leftover, { force: true });
    if (renamed) fs.rmSync(file, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError('admin.backup.failed', {
      message: error instanceof Error ? error.message : String(error),
    });
  }
};

/** Reads and checks a backup's manifest, and the file against it (size and SHA-256). */
export const readBackup = async (
  file: string,
  manifestFile = manifestPathOf(file),
): Promise<BackupManifest> => {
  if (!fs.existsSync(file)) throw new BackupError('admin.restore.noBackup', { file });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('admin.restore.noManifest', { file: manifestFile });
  }
  if (
    manifest?.format !== MANIFEST_FORMAT ||
    typeof manifest.tables !== 'object' ||
    typeof manifest.sha256 !== 'string'
  )
    throw new BackupError('admin.restore.noManifest', { file: manifestFile });
  const bytes = fs.statSync(file).size;
  if (bytes !== manifest.bytes || (await sha256Of(file)) !== manifest.sha256)
    throw new BackupError('admin.restore.corrupt', { file });
  return manifest;
};

/** The tables of the target database (empty: a new database, which a restore may fill). */
const targetTables = async (config: DatabaseConfig): Promise<string[]> => {
  if (config.dialect === 'sqlite') {
    if (!fs.existsSync(config.file)) return [];
    const sqlite = new SQLite(config.file, { readonly: true, fileMustExist: true });
    try {
      return sqlite
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .pluck()
        .all() as string[];
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public'",
    );
    return rows.map((row) => row.tablename);
  } finally {
    await client.end();
  }
};

/** Creates the PostgreSQL database of `url` when the server has none of that name (a restore's target). */
const ensurePgDatabase = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client2 = new pg.Client({ connectionString: admin.toString() });
  await client2.connect();
  try {
    await client2.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client2.end();
  }
  return true;
};

/**
 * Loads a checked backup into the configured database, which must hold no table unless `force` (then what
 * it holds is replaced). Migrations and the count come after (restoreCheck).
 */
export const loadBackup = async (
  config: DatabaseConfig,
  file: string,
  manifest: BackupManifest,
  options: { force: boolean },
): Promise<{ created: boolean }> => {
  if (manifest.dialect !== config.dialect)
    throw new BackupError('admin.restore.wrongDialect', {
      backup: manifest.dialect,
      target: config.dialect,
    });
  let created = false;
  if (config.dialect === 'postgres') created = await ensurePgDatabase(config.url);
  const existing = await targetTables(config);
  if (existing.length > 0 && !options.force)
    throw new BackupError('admin.restore.notEmpty', { tables: existing.length });
  if (config.dialect === 'sqlite') {
    fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const partial = `${config.file}.restore-partial`;
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(partial, { progress: () => 4096 });
    } catch (error) {
      fs.rmSync(partial, { force: true });
      throw error;
    } finally {
      source.close();
    }
    for (const old of [config.file, `${config.file}-wal`, `${config.file}-shm`])
      fs.rmSync(old, { force: true });
    fs.renameSync(partial, config.file);
    return { created: !existing.length };
  }
  const target = libpqTarget(config.url);
  if (existing.length > 0) {
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    try {
      await client.query('drop schema public cascade; create schema public');
    } finally {
      await client.end();
    }
  }
  // One transaction: a restore that fails half-way leaves the database as it was (empty).
  await run(
    pgProgram('pg_restore'),
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${target.url}`,
      file,
    ],
    target.env,
  );
  return { created };
};

export type TableCheck = { table: string; expected: number | null; found: number | null };

/**
 * The restored database's rows per table against the manifest's. `mismatches` are the tables whose count
 * differs or that are missing; `added` the tables this code's migrations created since the backup.
 */
export const compareWithManifest = async (
  config: DatabaseConfig,
  manifest: BackupManifest,
  /** The migrations the restore applied after loading (an older backup): kysely_migration gained them. */
  appliedNow: string[] = [],
): Promise<{ tables: TableCheck[]; mismatches: TableCheck[]; added: string[] }> => {
  let found: Record<string, number>;
  if (config.dialect === 'sqlite') {
    const sqlite = new SQLite(config.file, { readonly: true, fileMustExist: true });
    try {
      found = sqliteCounts(sqlite);
    } finally {
      sqlite.close();
    }
  } else {
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    try {
      found = await pgCounts(client);
    } finally {
      await client.end();
    }
  }
  const tables = Object.entries(manifest.tables).map(([table, expected]) => ({
    table,
    expected: table === 'kysely_migration' ? expected + appliedNow.length : expected,
    found: found[table] ?? null,
  }));
  return {
    tables,
    mismatches: tables.filter((check) => check.found !== check.expected),
    added: Object.keys(found).filter((table) => !(table in manifest.tables)),
  };
};

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * The bench on PostgreSQL (`--db postgres`): the databases it measures are the SQLite files it builds
 * (shipped, 10×), copied table by table into databases of their own on a PostgreSQL server with COPY, so both
 * engines answer from the same rows (same ids, the same signed-in session) and only the engine differs.
 */

const INSTALL_HINT = 'install PostgreSQL (Debian: apt-get install postgresql) or pass --pg-url';

/** The newest installed server's bin directory (Debian's layout), or null. */
const serverBin = (): string | null => {
  const root = '/usr/lib/postgresql';
  const newest = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  return newest ? `${root}/${newest}/bin` : null;
};

let psqlFound: string | undefined;

/** The psql client: on PATH, else beside the newest installed server (looked up once per run). */
const psqlPath = (): string => (psqlFound ??= findPsql());

const findPsql = (): string => {
  try {
    execFileSync('psql', ['--version'], { stdio: 'ignore' });
    return 'psql';
  } catch {
    const bin = serverBin();
    if (!bin) throw new Error(`psql not found: ${INSTALL_HINT}`);
    return `${bin}/psql`;
  }
};

/**
 * A PostgreSQL server of its own in a temporary folder on 127.0.0.1:`port`, started as `npm test` starts one
 * (scripts/test.sh: trust authentication, fsync off; as the postgres user when run by root, which PostgreSQL
 * refuses to run as). `stop()` stops it and removes the folder.
 */
export const startThrowawayPostgres = (port: number): { url: string; stop: () => void } => {
  const bin = serverBin();
  if (!bin) throw new Error(`No PostgreSQL server found: ${INSTALL_HINT}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    execFileSync('chown', ['postgres', dir]);
  }
  const run = (file: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: '/', stdio: 'ignore' })
      : execFileSync(file, args, { stdio: 'ignore' });
  const data = path.join(dir, 'data');
  run(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`;
  run(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    options,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};

/** `serverUrl` with its database replaced by `name`. */
export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const onServer = async (serverUrl: string, statements: string[]) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A new, empty database `name` (dropped first if it exists), or a copy of `template`; its URL. */
export const recreateDatabase = async (
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> => {
  await onServer(serverUrl, [
    `drop database if exists ${quoteIdent(name)} with (force)`,
    `create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`,
  ]);
  return databaseUrl(serverUrl, name);
};

export const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, [`drop database if exists ${quoteIdent(name)} with (force)`]);

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format (`\N` for null; booleans stored as 0/1 are read by PostgreSQL as such). */
const copyText = (value: unknown): string =>
  value === null || value === undefined
    ? '\\N'
    : String(value).replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c);

/**
 * Streams `rows` into `table (columns)` with `\copy … from pstdin` (COPY over psql's standard input), in one
 * transaction of psql's own. `before` runs first in the same session (e.g. `set session_replication_role`).
 * Resolves when PostgreSQL has committed.
 */
export const copyRows = async (input: {
  url: string;
  table: string;
  columns: string[];
  rows: Iterable<unknown[]>;
  before?: string[];
}): Promise<void> => {
  const commands = [
    ...(input.before ?? []),
    `\\copy ${quoteIdent(input.table)} (${input.columns.map(quoteIdent).join(', ')}) from pstdin`,
  ];
  const child = spawn(
    psqlPath(),
    [input.url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', ...commands.flatMap((c) => ['-c', c])],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`psql \\copy ${input.table} failed (${code}): ${stderr}`)),
    );
  });
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const ok = child.stdin.write(`${batch.join('\n')}\n`);
    batch = [];
    if (!ok) await new Promise((resolve) => child.stdin.once('drain', resolve));
  };
  for (const row of input.rows) {
    batch.push(row.map(copyText).join('\t'));
    if (batch.length >= 2000) await flush();
  }
  await flush();
  child.stdin.end();
  await exited;
};

/**
 * The SQLite file's rows in a new PostgreSQL database `name`: the schema from the product's migrations, then
 * every table copied as it is (foreign keys not checked while copying: the rows come from a consistent
 * database), then ANALYZE, as a database filled by imports would have its statistics. Returns the URL.
 */
export const copySqliteToPostgres = async (input: {
  file: string;
  serverUrl: string;
  name: string;
}): Promise<string> => {
  const url = await recreateDatabase(input.serverUrl, input.name);
  const db = createDatabase({ dialect: 'postgres', url });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  const sqlite = new SQLite(input.file, { readonly: true });
  try {
    const tables = (
      sqlite
        .prepare(
          `select name from sqlite_master where type = 'table'
           and name not like 'sqlite_%' and name not like 'kysely_%' order by name`,
        )
        .all() as Array<{ name: string }>
    ).map((t) => t.name);
    // What the migrations may have inserted (settings) is replaced by the file's rows.
    await onServer(url, [`truncate ${tables.map(quoteIdent).join(', ')} cascade`]);
    for (const table of tables) {
      const columns = (
        sqlite.prepare(`pragma table_info(${quoteIdent(table)})`).all() as Array<{ name: string }>
      ).map((c) => c.name);
      const rows = sqlite
        .prepare(`select * from ${quoteIdent(table)}`)
        .raw(true)
        .iterate() as Iterable<unknown[]>;
      await copyRows({ url, table, columns, rows, before: ['set session_replication_role = replica'] });
    }
  } finally {
    sqlite.close();
  }
  await onServer(url, ['analyze']);
  return url;
};

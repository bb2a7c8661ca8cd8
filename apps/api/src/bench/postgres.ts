import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * The bench on PostgreSQL (`--db postgres`): the databases it measures are the SQLite files it builds
 * (shipped, 10×), copied table by table into databases of their own on a PostgreSQL server with COPY, so both
 * engines answer from the same rows (same ids, the same signed-in session) and only the engine differs.
 */

/** The psql client: on PATH, else beside the newest installed server. */
const psqlPath = (): string => {
  try {
    execFileSync('psql', ['--version'], { stdio: 'ignore' });
    return 'psql';
  } catch {
    const root = '/usr/lib/postgresql';
    const newest = fs.existsSync(root)
      ? fs
          .readdirSync(root)
          .sort((a, b) => Number(a) - Number(b))
          .at(-1)
      : undefined;
    if (!newest) throw new Error('psql not found: install postgresql-client (apt-get install postgresql)');
    return `${root}/${newest}/bin/psql`;
  }
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

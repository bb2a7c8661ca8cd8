import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';

/*
 * Which SQL an endpoint spends its time in:
 *   npx tsx apps/api/src/bench/queries.ts <file.db> /api/flaring/world /api/flaring/countries/colombia …
 * (COOKIE="auth=…" for signed-in routes). Each URL is requested once to warm up, then once more with
 * every query logged; the slowest five are printed with their parameters. Run EXPLAIN QUERY PLAN on them
 * with the sqlite3 shell.
 */
const [file, ...urls] = process.argv.slice(2) as [string, ...string[]];
const sqlite = new SQLite(file);
sqlite.pragma('journal_mode = WAL');
let log: Array<{ ms: number; sql: string; params: readonly unknown[] }> = [];
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: sqlite }),
  log: (event) => {
    if (event.level === 'query') {
      log.push({ ms: event.queryDurationMillis, sql: event.query.sql, params: event.query.parameters });
    }
  },
});
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: `file:${file}`,
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp({ config, db, logger: false });
const headers = process.env.COOKIE ? { cookie: process.env.COOKIE } : {};
for (const url of urls) {
  await app.inject({ url, headers });
  log = [];
  const started = performance.now();
  const response = await app.inject({ url, headers });
  const total = performance.now() - started;
  const sqlMs = log.reduce((sum, query) => sum + query.ms, 0);
  process.stdout.write(
    `\n${url} → ${response.statusCode}, ${total.toFixed(1)} ms, ${log.length} queries taking ${sqlMs.toFixed(1)} ms\n`,
  );
  for (const query of [...log].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
    process.stdout.write(
      `  ${query.ms.toFixed(1)} ms  ${query.sql.replace(/\s+/g, ' ')}  ${JSON.stringify(query.params)}\n`,
    );
  }
}
await app.close();

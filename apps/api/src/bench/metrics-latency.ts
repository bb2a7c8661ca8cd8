import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';

/**
 * How long GET /metrics takes (issue 35: under 20 ms), over real HTTP on 127.0.0.1, after the app has
 * answered a spread of routes so the request series are there. BENCH_DB: a PostgreSQL URL (else a fresh
 * SQLite file); BENCH_SCRAPES (default 500). Run: `tsx apps/api/src/bench/metrics-latency.ts`.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-metrics-bench-'));
const url = process.env.BENCH_DB ?? `file:${path.join(dir, 'bench.db')}`;
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  WEB_DIST_DIR: '/nonexistent',
  OUTBOX_DIR: path.join(dir, 'outbox'),
  STORAGE_DIR: path.join(dir, 'uploads'),
});
const db = createDatabase(config.database);
const app = await buildApp({ config, db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

// Series for many routes and statuses, as a process that has run a while has.
const paths = [
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/session',
  '/api/config',
  '/api/captcha/config',
  '/api/flaring/world',
  '/api/flaring/countries/nowhere',
  '/api/projects',
  '/api/account',
  '/api/no-such-route',
];
for (let round = 0; round < 20; round++) {
  await Promise.all(paths.map((p) => fetch(`${base}${p}`).then((r) => r.arrayBuffer())));
}

const scrapes = Number(process.env.BENCH_SCRAPES ?? 500);
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < scrapes; i++) {
  const started = performance.now();
  const response = await fetch(`${base}/metrics`);
  const text = await response.text();
  times.push(performance.now() - started);
  bytes = text.length;
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
process.stdout.write(
  `${config.database.dialect}: ${scrapes} scrapes of /metrics (${bytes} bytes): median ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms\n`,
);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });

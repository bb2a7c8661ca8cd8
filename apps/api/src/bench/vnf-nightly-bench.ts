import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { systemClock } from '../infra/clock.js';
import { loadShippedData } from '../modules/flaring/index.js';
import { adminHeaders, describeLatency, latencyFigures, pollUntil, uploadAndWait } from './upload-bench.js';

/**
 * Issue 34, item 8 (decision 034): a night of EOG Nightfire detections the size of a current v3.0 "-ez" file
 * (BENCH_DETECTIONS, default 10 000) uploaded as the admin console does to the product's server on the
 * shipped data (SQLite, or BENCH_DB a PostgreSQL URL), while GET /api/health is asked one request after
 * another: the job's time (read, match, write, roll up) and /api/health's latency meanwhile. Then the same
 * file again, which changes nothing. The night: 80 % of the detections within 600 m of catalogue flares
 * (some flares seen in two passes), 20 % where no flare is; every tenth cell a fill value (999999).
 * Run: `npx tsx apps/api/src/bench/vnf-nightly-bench.ts` (budget: < 5 s, /api/health < 100 ms).
 */
const detectionCount = Number(process.env.BENCH_DETECTIONS ?? 10_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-vnf-bench-'));
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
if ((await db.selectFrom('flares').select('id').limit(1).execute()).length === 0)
  await loadShippedData(db, systemClock);
const flares = await db.selectFrom('flares').select(['latitude', 'longitude']).orderBy('id').execute();
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

/** A deterministic number in [0, 1) for `i` and `salt`: the same night on every run. */
const random = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};
const header =
  'id,Date_Mscan,Date_LTZ,Lat_GMTCO,Lon_GMTCO,Temp_BB,Temp_Bkg,ESF_BB,RHI,RH,Area_BB,Cloud_Mask,QF_Detect';
const lines = [header];
for (let i = 0; i < detectionCount; i += 1) {
  const onFlare = random(i, 1) < 0.8;
  const flare = flares[Math.floor(random(i, 2) * flares.length)] as { latitude: number; longitude: number };
  const latitude = onFlare ? Number(flare.latitude) + (random(i, 3) - 0.5) * 0.01 : random(i, 4) * 120 - 60;
  const longitude = onFlare
    ? Number(flare.longitude) + (random(i, 5) - 0.5) * 0.01
    : random(i, 6) * 360 - 180;
  const minute = Math.floor(random(i, 7) * 1440);
  const time = `2024/03/15 ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000`;
  const fill = (value: string, salt: number) => (random(i, salt) < 0.1 ? '999999' : value);
  lines.push(
    [
      i + 1,
      time,
      time,
      latitude.toFixed(6),
      longitude.toFixed(6),
      fill(String(1500 + Math.round(random(i, 8) * 500)), 9),
      '999999',
      '2e-6',
      '1.2',
      fill((random(i, 10) * 5).toFixed(4), 11),
      '1.5',
      fill(String(Math.floor(random(i, 12) * 4)), 13),
      '100',
    ].join(','),
  );
}
const bytes = gzipSync(lines.join('\n'));
const name = 'VNF_j01_d20240315_noaa_v30-ez.csv.gz';
const headers = await adminHeaders(config.database, 'vnf-bench-admin@example.com');
const server = { base, cpuSeconds: () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 };

const idleUntil = performance.now() + 2000;
const idle = latencyFigures(await pollUntil(`${base}/api/health`, () => performance.now() > idleUntil));
let importing = true;
const during = pollUntil(`${base}/api/health`, () => !importing);
const first = await uploadAndWait({
  server,
  headers,
  source: 'EOG VIIRS Nightfire nightly (bench)',
  bytes,
  name,
}).finally(() => {
  importing = false;
});
const health = latencyFigures(await during);
const jobSeconds = (Date.parse(first.job.finishedAt ?? '') - Date.parse(first.job.startedAt ?? '')) / 1000;
const again = await uploadAndWait({
  server,
  headers,
  source: 'EOG VIIRS Nightfire nightly (bench)',
  bytes,
  name,
});
const againSeconds = (Date.parse(again.job.finishedAt ?? '') - Date.parse(again.job.startedAt ?? '')) / 1000;
const changed = Object.values(again.job.counts ?? {}).some(
  (c) => c.inserted > 0 || c.updated > 0 || (c.deleted ?? 0) > 0,
);

console.log(
  `database: ${config.database.dialect}; ${flares.length} catalogue flares; load ${os.loadavg()[0]?.toFixed(2)}`,
);
console.log(`night: ${detectionCount} detections, ${(bytes.length / 1024).toFixed(0)} KB gzipped`);
console.log(`summary: ${JSON.stringify(first.job.summary?.nightfire)}`);
console.log(
  `import: job ${jobSeconds.toFixed(2)} s (upload to success ${first.wallSeconds.toFixed(2)} s, ${first.cpuSeconds?.toFixed(2)} CPU s of this process, both threads)`,
);
console.log(`/api/health idle:   ${describeLatency(idle)}`);
console.log(`/api/health during: ${describeLatency(health)}`);
console.log(`again: job ${againSeconds.toFixed(2)} s, changed: ${changed}`);
await app.close();
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });

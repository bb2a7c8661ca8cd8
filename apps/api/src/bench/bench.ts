import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../infra/clock.js';
import { loadShippedData } from '../modules/flaring/index.js';
import { refreshScreening } from '../modules/screening/index.js';
import { buildSignedInUser } from '../testing/factories.js';
import { buildScaledDatabase, type ScaledBuild } from './build-scaled.js';
import type { CodeFrom } from './compiled.js';
import {
  BROWSER_ACCEPT_ENCODING,
  benchEndpoints,
  freePort,
  coresFor,
  type BareFigures,
  type EndpointResult,
  type EndpointTarget,
  type MeasuredEndpoint,
} from './endpoints.js';
import { benchImport, type ImportBenchResult } from './import-bench.js';
import { benchImportStall, type ImportStallResult } from './import-stall-bench.js';
import { copySqliteToPostgres, dropDatabase, startThrowawayPostgres } from './postgres.js';
import { describeLatency } from './upload-bench.js';
import { benchWorldBankImport, type WorldBankBenchResult } from './worldbank-bench.js';

/*
 * npm run bench [-- --seconds 10 --connections 10 --scale 10 --months 96 --import-rows 300000
 *   --rounds 3 --from dist|src --skip-scaled --only endpoints|import|stall|worldbank --encodings identity,browser
 *   --pin on|off --json results.json --keep --db sqlite|postgres --pg-url postgres://… --processes 2
 *   --targets flare,session]
 * `--only import` measures only the import (2 minutes); `--only worldbank` only the World Bank's full-size
 * workbook uploaded through the server while /api/health is asked (SQLite; 2–3 minutes); `--only stall` the
 * import's file uploaded through the server while /api/health and two views are asked; `--from src` runs the server and the import from
 * these sources under tsx instead of the compiled API (dist, which the script builds first, as npm start runs it).
 * Builds the shipped data in a temporary SQLite file, measures the flaring endpoints beside a bare
 * route of the same server, the import beside a raw insert loop, then does the endpoints again on a
 * database `scale` times larger with monthly observations. Budgets (docs/benchmarks.md) are checked
 * and printed; the exit code is 0 either way (a benchmark informs, tests decide).
 * `--db postgres` measures the same on PostgreSQL: a throwaway server started as `npm test` starts one (or the
 * server at `--pg-url` / BENCH_DATABASE_URL, any database on it, as a superuser) gets a copy of each SQLite
 * file built (postgres.ts), the endpoints' server runs on it, and the import's raw figure is COPY. The
 * throwaway server, or the databases made on a given one, are removed at the end.
 * `--processes 2` runs the endpoints on two server processes on the same database at once (the connections
 * shared between them, as behind a load balancer): on PostgreSQL each keeps its sessions in memory, which the
 * other's changes reach by LISTEN/NOTIFY, and the signed-in budget is taken that way (issue 25, item 8).
 * `--targets` measures only the targets named (world, country, company, company*, flare, session,
 * screened, screened-deep, matches, matches-deep).
 */

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    scale: { type: 'string', default: '10' },
    months: { type: 'string', default: '96' },
    'import-rows': { type: 'string', default: '300000' },
    rounds: { type: 'string', default: '3' },
    /** The code measured, server and import: the compiled API (dist) or the sources under tsx (src). */
    from: { type: 'string', default: 'dist' },
    'skip-scaled': { type: 'boolean', default: false },
    /** identity (no Accept-Encoding), browser (as Chromium asks), or both. */
    encodings: { type: 'string' },
    /** Server and autocannon on separate cores (on: default where taskset and 2 cores exist). */
    pin: { type: 'string', default: 'on' },
    /** Only one part: endpoints (both scales), import, stall, worldbank. */
    only: { type: 'string' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    db: { type: 'string', default: 'sqlite' },
    'pg-url': { type: 'string' },
    processes: { type: 'string', default: '1' },
    targets: { type: 'string' },
  },
});
const onPostgres = flags.db === 'postgres';
/** Without --pg-url (or BENCH_DATABASE_URL), a throwaway server of the bench's own, stopped at the end. */
const throwaway =
  onPostgres && !flags['pg-url'] && !process.env.BENCH_DATABASE_URL
    ? startThrowawayPostgres(await freePort())
    : null;
const pgServerUrl = flags['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? throwaway?.url;
// Named for this run, so that two benches on one server (another engineer's) do not drop each other's.
const PG_SHIPPED = `flarescope_bench_shipped_${process.pid}`;
const PG_SCALED = `flarescope_bench_scaled_${process.pid}`;

/** Where the endpoints read: the SQLite file itself, or its copy in a PostgreSQL database `name`. */
const onEngine = async (file: string, name: string): Promise<string> => {
  if (!onPostgres || !pgServerUrl) return file;
  const started = performance.now();
  const url = await copySqliteToPostgres({ file, serverUrl: pgServerUrl, name });
  log(`  copied into PostgreSQL database ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return url;
};
const option = (name: keyof typeof flags) => Number(flags[name]);
const codeFrom: CodeFrom = flags.from === 'src' ? 'src' : 'dist';
const log = (line: string) => process.stderr.write(`${line}\n`);

const BUDGETS = {
  shipped: { p99Ms: 10, share: 0.5 },
  scaled: { p99Ms: 25, share: 0.5 },
  importShare: 0.5,
  /** Signed-in routes (a target with a cookie): at least this share of bare (issue 25, item 8). */
  signedInShare: 0.6,
  /** p99 of /api/health and of the views while an import writes (issue 25, item 7). */
  duringImportP99Ms: 100,
  /** The World Bank's whole workbook (~156 000 rows) through the upload, on SQLite. */
  worldBankSeconds: 30,
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-bench-'));
const shippedDb = path.join(dir, 'shipped.db');

/** The largest country (by flares), its largest company, the largest named operator, a flare of each. */
const pickTargets = (file: string, cookie: string): EndpointTarget[] => {
  const db = new SQLite(file, { readonly: true });
  const one = <T>(query: string, ...params: unknown[]) => db.prepare(query).get(...params) as T;
  const country = one<{ iso3: string; slug: string }>(
    `select c.iso3, c.slug from flares f join countries c on c.iso3 = f.country_iso3
     group by c.iso3 order by count(*) desc limit 1`,
  );
  const biggest = one<{ id: string; slug: string }>(
    `select co.id, co.slug from flares f join companies co on co.id = f.company_id
     where co.country_iso3 = ? group by co.id order by count(*) desc limit 1`,
    country.iso3,
  );
  const operator = one<{ id: string; slug: string; countrySlug: string }>(
    `select co.id, co.slug, c.slug as countrySlug from flares f join companies co on co.id = f.company_id
     join countries c on c.iso3 = co.country_iso3 where co.is_unattributed = 0
     group by co.id order by count(*) desc limit 1`,
  );
  const flare = one<{ name: string }>(
    `select f.name from flares f join observations o on o.flare_id = f.id where f.company_id = ?
     group by f.id order by count(*) desc, f.name limit 1`,
    operator.id,
  );
  db.close();
  const base = '/api/flaring/countries';
  return [
    { name: 'world', path: '/api/flaring/world' },
    { name: 'country', path: `${base}/${country.slug}` },
    { name: 'company', path: `${base}/${operator.countrySlug}/companies/${operator.slug}` },
    { name: 'company*', path: `${base}/${country.slug}/companies/${biggest.slug}` },
    {
      name: 'flare',
      path: `${base}/${operator.countrySlug}/companies/${operator.slug}/flares/${flare.name}`,
      cookie,
    },
    // The start-up call every signed-in page makes (a session lookup and the refreshed cookies).
    { name: 'session', path: '/api/session', cookie },
    // The Investors Room's screened opportunities (issue 26, item 9): the first page by NPV, and a deep
    // page by operator (every page is one indexed query on the rows computed at load time).
    { name: 'screened', path: '/api/screened-opportunities', cookie },
    {
      name: 'screened-deep',
      path: '/api/screened-opportunities?sort=operator&order=asc&page=200',
      cookie,
    },
    // Matches for you (issue 33, item 9): the widest profile's first page, and a deep one (decision 039).
    { name: 'matches', path: '/api/account/investor-matches', cookie },
    { name: 'matches-deep', path: '/api/account/investor-matches?page=200', cookie },
  ].filter((target) => !wantedTargets || wantedTargets.has(target.name));
};
const wantedTargets = flags.targets ? new Set(flags.targets.split(',').map((name) => name.trim())) : null;

type EndpointRun = Awaited<ReturnType<typeof benchEndpoints>>;

/**
 * Each scale is measured twice: as autocannon asks by default (no Accept-Encoding: every answer
 * uncompressed) and as the web app's browser asks (brotli; the views are stored compressed).
 */
const ENCODINGS = {
  identity: { label: 'no Accept-Encoding (uncompressed)', acceptEncoding: undefined },
  browser: {
    label: `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING} (as Chromium asks)`,
    acceptEncoding: BROWSER_ACCEPT_ENCODING,
  },
} as const;
type Encoding = keyof typeof ENCODINGS;
const encodings = (flags.encodings ?? 'identity,browser')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Encoding => name in ENCODINGS);

const endpointRuns = async (database: string, targets: EndpointTarget[], label: string) => {
  const runs: Partial<Record<Encoding, EndpointRun>> = {};
  for (const encoding of encodings) {
    log(`Endpoints at ${label}, ${ENCODINGS[encoding].label}:`);
    runs[encoding] = await benchEndpoints({
      database,
      targets,
      seconds: option('seconds'),
      connections: option('connections'),
      acceptEncoding: ENCODINGS[encoding].acceptEncoding,
      pin: flags.pin !== 'off',
      from: codeFrom,
      processes: option('processes'),
      log,
    });
  }
  return runs;
};

const tables = (
  label: string,
  runs: Partial<Record<Encoding, EndpointRun>>,
  budget: { p99Ms: number; share: number },
) =>
  encodings.flatMap((encoding) => {
    const run = runs[encoding];
    return run ? ['', table(`${label} — ${ENCODINGS[encoding].label}`, run, budget)] : [];
  });

/** How busy the server's and autocannon's cores were during the run ("0.65 / 1.00"). */
const busyOf = (result: EndpointResult) =>
  result.busy ? `${result.busy.server?.toFixed(2) ?? '?'} / ${result.busy.client.toFixed(2)}` : '';

/** The endpoint's share of the bare runs around it: by measured req/s, and by the server's CPU per request. */
const shares = (result: EndpointResult, bare: BareFigures) => ({
  measured:
    result.requestsPerSecond === null ? null : result.requestsPerSecond / (bare.requestsPerSecond ?? 1),
  server:
    result.serverCpuUsPerRequest === null || bare.serverCpuUsPerRequest === null
      ? null
      : bare.serverCpuUsPerRequest / Math.max(1, result.serverCpuUsPerRequest),
});

/** The endpoint's req/s as a share of the no-work route answering as many bytes, run just after it. */
const sameBytesShare = (result: MeasuredEndpoint) =>
  result.requestsPerSecond === null || !result.sameSize?.requestsPerSecond
    ? null
    : result.requestsPerSecond / result.sameSize.requestsPerSecond;

const verdict = (result: MeasuredEndpoint, viewBudget: { p99Ms: number; share: number }) => {
  if (result.p99Ms === null || result.requestsPerSecond === null) return 'not measured';
  const budget = result.signedIn
    ? { ...viewBudget, share: Math.max(viewBudget.share, BUDGETS.signedInShare) }
    : viewBudget;
  const share = shares(result, result.bareNearby);
  const p99 = result.p99Ms <= budget.p99Ms;
  const rps = (share.measured ?? 0) >= budget.share;
  const server = share.server === null ? '' : share.server >= budget.share ? ', server ok' : ', server UNDER';
  const sameBytes = sameBytesShare(result);
  const control =
    rps || sameBytes === null
      ? ''
      : sameBytes >= budget.share
        ? `; ${percent(sameBytes)} of a no-work answer of the same bytes`
        : '; UNDER the same bytes too';
  return `${p99 ? 'p99 ok' : `p99 OVER ${budget.p99Ms} ms`}, ${rps ? 'req/s ok' : `req/s UNDER ${budget.share * 100} %`}${server}${control}`;
};

const percent = (value: number | null) => (value === null ? '' : `${Math.round(100 * value)} %`);

const ratio = (a: number | null, b: number | null) => (a === null || b === null ? '' : (a / b).toFixed(2));

const table = (
  label: string,
  run: { bare: EndpointResult; bareRuns: number[]; endpoints: MeasuredEndpoint[] },
  budget: { p99Ms: number; share: number },
) => {
  const lines = [
    `#### ${label}`,
    '',
    '| endpoint | path | p50 ms | p99 ms | req/s | bare req/s around it | share of bare req/s | server µs CPU/req | share by server CPU | CPU s/s: server / autocannon | body bytes | bytes on the wire | same bytes, no work: req/s | share of it | budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| bare (mean of ${run.bareRuns.length} runs: ${run.bareRuns.join(', ')}) | \`${run.bare.path}\` | ${run.bare.p50Ms} | ${run.bare.p99Ms} | ${run.bare.requestsPerSecond} | | 100 % | ${run.bare.serverCpuUsPerRequest ?? ''} | 100 % | ${busyOf(run.bare)} | ${run.bare.bytesPerResponse} | ${run.bare.wireBytesPerResponse} | | | |`,
  ];
  for (const r of run.endpoints) {
    const share = shares(r, r.bareNearby);
    lines.push(
      `| ${r.name} | \`${r.path}\` | ${r.p50Ms ?? r.status} | ${r.p99Ms ?? ''} | ${r.requestsPerSecond ?? ''} | ${r.bareNearby.requestsPerSecond ?? ''} | ${percent(share.measured)} | ${r.serverCpuUsPerRequest ?? ''} | ${percent(share.server)} | ${busyOf(r)} | ${r.bytesPerResponse ?? ''} | ${r.wireBytesPerResponse ?? ''} | ${r.sameSize?.requestsPerSecond ?? ''} | ${percent(sameBytesShare(r))} | ${verdict(r, budget)} |`,
    );
  }
  return lines.join('\n');
};

const results: {
  machine: Record<string, unknown>;
  shipped?: Partial<Record<Encoding, EndpointRun>>;
  import?: ImportBenchResult;
  stall?: ImportStallResult;
  worldBank?: WorldBankBenchResult;
  scaled?: { build: ScaledBuild } & Partial<Record<Encoding, EndpointRun>>;
} = {
  machine: {
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((n) => n.toFixed(1)),
    code: codeFrom === 'dist' ? 'the compiled API (apps/api/dist)' : 'the sources under tsx',
    database: onPostgres ? 'PostgreSQL (copies of the SQLite files built)' : 'SQLite',
    serverProcesses: option('processes'),
    endpointCores: (() => {
      const cores = flags.pin === 'off' ? null : coresFor();
      return cores ? `server on core ${cores.server}, autocannon on core ${cores.client}` : 'shared';
    })(),
  },
};

try {
  log(`Building the shipped data in ${shippedDb}…`);
  const db = createDatabase({ dialect: 'sqlite', file: shippedDb });
  await migrateToLatest(db);
  await loadShippedData(db, systemClock);
  // As the seed CLI and the server's start-up do: the screened opportunities of the data loaded.
  const screeningStarted = performance.now();
  await refreshScreening({ db, clock: systemClock });
  log(`  screened the flares in ${((performance.now() - screeningStarted) / 1000).toFixed(1)} s`);
  const { user, token } = await buildSignedInUser(db, systemClock, { email: 'bench@example.com' });
  await db.destroy();
  const checkpoint = new SQLite(shippedDb);
  // "Matches for you" (decision 039) at its widest: any country, technology and instrument, tickets of
  // 0.1–1 000 M$, no minimum IRR, so nearly every screened row with a lenders' case is a match.
  checkpoint
    .prepare(
      `insert into investor_profiles (user_id, organisation, type, ticket_min_usd, ticket_max_usd,
         countries, technologies, instruments, min_irr, irr_case, created_at, updated_at)
       values (?, 'Bench fund', 'fund', 100000, 1000000000, '[]', '[]', '[]', null, 'sponsors', ?, ?)`,
    )
    .run(user.id, new Date().toISOString(), new Date().toISOString());
  checkpoint.pragma('wal_checkpoint(TRUNCATE)');
  checkpoint.close();
  const targets = pickTargets(shippedDb, `auth=${token}`);
  const shipped = await onEngine(shippedDb, PG_SHIPPED);

  const wants = (part: 'endpoints' | 'import' | 'stall' | 'worldbank') =>
    flags.only === undefined || flags.only === part;

  if (wants('endpoints')) {
    results.shipped = await endpointRuns(shipped, targets, 'shipped scale');
  }

  if (wants('import')) {
    log(`Import of ${option('import-rows')} monthly observations vs a raw insert loop:`);
    results.import = await benchImport({
      shippedDb,
      dir,
      rows: option('import-rows'),
      rounds: option('rounds'),
      from: codeFrom,
      target:
        onPostgres && pgServerUrl
          ? { dialect: 'postgres', serverUrl: pgServerUrl, shippedDatabase: PG_SHIPPED }
          : { dialect: 'sqlite' },
      log,
    });
  }

  if (wants('stall')) {
    log(
      `The import's ${option('import-rows')} rows through the upload, with /api/health and two views asked meanwhile:`,
    );
    results.stall = await benchImportStall({
      shippedDb,
      dir,
      rows: option('import-rows'),
      from: codeFrom,
      pgServerUrl: onPostgres ? pgServerUrl : undefined,
      log,
    });
  }

  if (wants('worldbank') && !onPostgres) {
    log('The World Bank’s full-size workbook through the upload, with /api/health asked meanwhile:');
    results.worldBank = await benchWorldBankImport({ shippedDb, dir, from: codeFrom, log });
  }

  if (!flags['skip-scaled'] && wants('endpoints')) {
    log(
      `Building ${option('scale')}× the shipped flares with ${option('months')} monthly observations each…`,
    );
    const scaledDb = path.join(dir, 'scaled.db');
    const build = await buildScaledDatabase({
      from: shippedDb,
      to: scaledDb,
      scale: option('scale'),
      months: option('months'),
      log,
    });
    log(
      `  ${build.flares} flares, ${build.observations} observations, ${(build.bytes / 2 ** 30).toFixed(1)} GiB`,
    );
    const scaled = await onEngine(scaledDb, PG_SCALED);
    results.scaled = { build, ...(await endpointRuns(scaled, targets, `${option('scale')}×`)) };
  }

  const out: string[] = [
    `Machine: ${results.machine.cpus}, ${results.machine.memoryGb} GiB, Node ${results.machine.node}, load average at start ${(results.machine.loadAverageAtStart as string[]).join(' ')}; endpoint runs: ${String(results.machine.endpointCores)}, ${String(results.machine.serverProcesses)} server process(es); server and import: ${String(results.machine.code)}; database: ${String(results.machine.database)}`,
  ];
  if (results.shipped) out.push(...tables('Shipped scale', results.shipped, BUDGETS.shipped));
  const imp = results.import;
  if (imp)
    out.push(
      '',
      `#### Import (${imp.rows} rows, median of ${imp.rounds} rounds)`,
      '',
      '| | rows/s (wall) | rows/s (CPU) | rows/s (main thread CPU) |',
      '| --- | ---: | ---: | ---: |',
      `| ${onPostgres ? 'raw COPY (psql \\copy), one transaction' : 'raw prepared INSERT loop, one transaction'} | ${imp.raw.rowsPerSecond} | ${imp.raw.rowsPerCpuSecond ?? ''} | ${imp.raw.rowsPerMainThreadCpuSecond ?? ''} |`,
      `| import pipeline (parse, zod, resolve, upsert, roll-ups) | ${imp.pipeline.rowsPerSecond} | ${imp.pipeline.rowsPerCpuSecond ?? ''} | ${imp.pipeline.rowsPerMainThreadCpuSecond ?? ''} |`,
      `| ratio (budget ≥ ${BUDGETS.importShare}) | ${ratio(imp.pipeline.rowsPerSecond, imp.raw.rowsPerSecond)} | ${ratio(imp.pipeline.rowsPerCpuSecond, imp.raw.rowsPerCpuSecond)} | ${ratio(imp.pipeline.rowsPerMainThreadCpuSecond, imp.raw.rowsPerMainThreadCpuSecond)} |`,
      `| re-import of the same file (nothing changes) | ${imp.reimport.rowsPerSecond} | | |`,
      '',
      `The reader thread is started before each import, as the CLI (while it starts up) and the upload (while the file arrives) start it, and is ready when the import begins; started cold, it takes ${imp.readerStartMs} ms more (median), whatever the file's size.`,
    );
  const stall = results.stall;
  if (stall)
    out.push(
      '',
      `#### The site during an upload of ${stall.rows} monthly observations (${onPostgres ? 'PostgreSQL' : 'SQLite'}; import ${stall.importSeconds.toFixed(1)} s and its screening ${stall.screeningSeconds.toFixed(1)} s, load average ${stall.loadAverage.before.toFixed(1)} → ${stall.loadAverage.after.toFixed(1)})`,
      '',
      `| path, one request after another | idle p50 / p99 ms | during the import and its screening: requests | p50 ms | p99 ms | max ms | failed | budget p99 < ${BUDGETS.duringImportP99Ms} ms |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...stall.paths.map(
        (p) =>
          `| \`${p.path}\` | ${p.idle.p50Ms} / ${p.idle.p99Ms} | ${p.duringImport.requests} | ${p.duringImport.p50Ms} | ${p.duringImport.p99Ms} | ${p.duringImport.maxMs} | ${p.duringImport.failed} | ${p.duringImport.p99Ms < BUDGETS.duringImportP99Ms ? 'ok' : 'OVER'} |`,
      ),
    );
  const wb = results.worldBank;
  if (wb) {
    const tableRows = Object.entries(wb.import.counts ?? {}).map(
      ([table, c]) => `${table} ${c.inserted}/${c.updated}/${c.unchanged}${c.deleted ? `/${c.deleted}` : ''}`,
    );
    const matching = wb.import.summary?.siteMatching;
    out.push(
      '',
      `#### The World Bank's workbook, full size (${wb.rows} rows; ${(wb.xlsxBytes / 2 ** 20).toFixed(1)} MB as .xlsx, ${(wb.csvBytes / 2 ** 20).toFixed(1)} MB as its CSV export)`,
      '',
      '| | seconds (wall) | server CPU seconds (both threads) | budget |',
      '| --- | ---: | ---: | --- |',
      `| upload of the .xlsx → job succeeded (POST /api/imports, a new source) | ${wb.import.wallSeconds.toFixed(1)} | ${wb.import.cpuSeconds?.toFixed(1) ?? ''} | ${wb.import.wallSeconds < BUDGETS.worldBankSeconds ? 'ok' : 'OVER'} ${BUDGETS.worldBankSeconds} s |`,
      `| of which the job (read, match, write, roll-ups, commit) | ${wb.import.jobSeconds.toFixed(1)} | | |`,
      `| re-import of the CSV export (changes nothing: ${wb.reimport.changed ? 'NO, it changed' : 'yes'}) | ${wb.reimport.wallSeconds.toFixed(1)} | ${wb.reimport.cpuSeconds?.toFixed(1) ?? ''} | |`,
      '',
      `Load average (1 min) before and after the import: ${wb.loadAverage.before.toFixed(1)}, ${wb.loadAverage.after.toFixed(1)} (${os.cpus().length} cores).`,
      '',
      `Counts (inserted/updated/unchanged[/deleted]): ${tableRows.join('; ')}.`,
      matching
        ? `Matching within ${matching.radiusM} m: ${matching.matched} of ${matching.sites} sites matched, ${matching.unmatched.count} unmatched, ${matching.outclaimed.count} outclaimed, ${matching.keptByRegulator} kept by a regulator.`
        : '',
      `GET /api/health, one request after another: idle ${describeLatency(wb.health.idle)}; during the import ${describeLatency(wb.health.duringImport)}.`,
    );
  }
  if (results.scaled) {
    const b = results.scaled.build;
    out.push(
      ...tables(
        `${option('scale')}× (${b.flares} flares, ${b.observations} observations of which ${b.monthlyObservations} monthly; built in ${b.seconds.rows} s, roll-ups rebuilt in ${b.seconds.rollups} s)`,
        results.scaled,
        BUDGETS.scaled,
      ),
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
  if (flags.json) fs.writeFileSync(flags.json, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  if (throwaway) throwaway.stop();
  else if (onPostgres && pgServerUrl && !flags.keep)
    for (const name of [PG_SHIPPED, PG_SCALED]) await dropDatabase(pgServerUrl, name).catch(() => {});
  if (flags.keep) log(`Kept ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}

import fs from 'node:fs';
import os from 'node:os';
import SQLite from 'better-sqlite3';
import type { ImportJob } from '@flarescope/shared';
import { countryCodeOf, countryRow } from '../modules/flaring-data/index.js';
import {
  shippedRows,
  WORLD_BANK_SITES_DIR,
  worldBankCsv,
  worldBankWorkbook,
  type WorldBankRow,
} from '../testing/worldbank-workbook.js';
import type { CodeFrom } from './compiled.js';
import { startServer } from './endpoints.js';
import {
  adminHeaders,
  copyShipped,
  latencyFigures,
  pollUntil,
  uploadAndWait,
  type LatencyFigures,
} from './upload-bench.js';

/** The workbook's years: 2012–2024, as in the edition the shipped extracts come from. */
const YEARS = Array.from({ length: 13 }, (_, i) => 2012 + i);

/** A deterministic factor in [0.6, 1.4) for row `i` of year `year`: the same file on every run. */
const jitterOf = (year: number, i: number) => {
  const x = Math.sin(year * 7919 + i * 12.9898) * 43758.5453;
  return 0.6 + 0.8 * (x - Math.floor(x));
};

/** A row's volumes times `factor`, with the workbook's precision (bcm to 5 decimals, million m³ to 2). */
const jittered = (row: WorldBankRow, year: number, factor: number): WorldBankRow => {
  const bcm = Number(row.bcm);
  if (!Number.isFinite(bcm)) return { ...row, year: String(year) };
  const scaled = bcm * factor;
  return {
    ...row,
    year: String(year),
    bcm: scaled.toFixed(5),
    mmscfd: ((scaled * 1000 * 35.3147) / 365).toFixed(3),
    flaring_vol_million_m3: (scaled * 1000).toFixed(2),
  };
};

/**
 * A full-size workbook (~156 000 rows, as the 2012–2024 edition has) built from the shipped rows: the 2024
 * rows of the 16 countries repeated for every year 2012–2024 with jittered volumes, Nigeria's own 2012–2024
 * rows, and, for the countries the extracts leave out, each year a shipped row (its operator, field and
 * volume, jittered) placed at a satellite catalogue flare of such a country, so that the import matches,
 * dates and re-files flares there too, as the whole workbook would.
 */
export const syntheticWorkbookRows = (shippedDb: string, target = 156_000): WorldBankRow[] => {
  const files = fs.readdirSync(WORLD_BANK_SITES_DIR).filter((name) => name.endsWith('.csv'));
  const nigeria = files.filter((name) => name.includes('nigeria')).flatMap(shippedRows);
  const rows2024 = files
    .filter((name) => !name.includes('nigeria'))
    .sort()
    .flatMap(shippedRows);
  const covered = new Set([...rows2024, ...nigeria].map((row) => countryCodeOf(row.country ?? '')));
  const db = new SQLite(shippedDb, { readonly: true });
  const flares = db
    .prepare(
      `select f.latitude, f.longitude, f.country_iso3 as iso3 from flares f
       join data_sources s on s.id = f.source_id where s.kind = 'satellite' order by f.id`,
    )
    .all() as Array<{ latitude: number; longitude: number; iso3: string }>;
  db.close();
  const nameOf = new Map<string, string | null>();
  const others = flares.filter((flare) => {
    if (covered.has(flare.iso3)) return false;
    if (!nameOf.has(flare.iso3)) {
      const name = countryRow(flare.iso3).name_en;
      nameOf.set(flare.iso3, countryCodeOf(name) === flare.iso3 ? name : null);
    }
    return nameOf.get(flare.iso3) !== null;
  });
  const perYear = Math.max(
    0,
    Math.min(
      others.length,
      Math.round((target - rows2024.length * YEARS.length - nigeria.length) / YEARS.length),
    ),
  );
  const rows: WorldBankRow[] = [];
  for (const year of YEARS) {
    rows2024.forEach((row, i) => rows.push(jittered(row, year, jitterOf(year, i))));
    for (const row of nigeria) if (Number(row.year) === year) rows.push(row);
    for (let k = 0; k < perYear; k += 1) {
      const flare = others[k] as (typeof others)[number];
      const donor = rows2024[k % rows2024.length] as WorldBankRow;
      rows.push({
        ...jittered(donor, year, jitterOf(year, k + 100_000)),
        country: nameOf.get(flare.iso3) as string,
        latitude: flare.latitude.toFixed(4),
        longitude: flare.longitude.toFixed(4),
      });
    }
  }
  return rows;
};

export type WorldBankBenchResult = {
  rows: number;
  xlsxBytes: number;
  csvBytes: number;
  /**
   * Upload sent → job succeeded, seconds; the job's own start → finish; and the CPU seconds the server
   * process spent meanwhile (both its threads; on a shared machine less noisy than the wall time).
   */
  import: {
    cpuSeconds: number | null;
    wallSeconds: number;
    jobSeconds: number;
    counts: ImportJob['counts'];
    summary: ImportJob['summary'];
  };
  reimport: { wallSeconds: number; cpuSeconds: number | null; changed: boolean };
  /** The machine's load average (1 min) before and after the import: other work on the same cores. */
  loadAverage: { before: number; after: number };
  /** GET /api/health while idle and while the import ran: how the site keeps answering. */
  health: { idle: LatencyFigures; duringImport: LatencyFigures };
};

/**
 * The World Bank's full-size workbook (synthetic, see syntheticWorkbookRows) uploaded through the product's
 * server (POST /api/imports, as the admin console sends it) on a copy of the shipped SQLite database, as a
 * new source (so every site is new to it and the 2024 dates of the seed's extracts are taken over), while
 * GET /api/health is asked one request after another. Then its CSV export, which changes nothing.
 */
export const benchWorldBankImport = async (input: {
  shippedDb: string;
  dir: string;
  from: CodeFrom;
  log: (line: string) => void;
}): Promise<WorldBankBenchResult> => {
  const rows = syntheticWorkbookRows(input.shippedDb);
  input.log(`  ${rows.length} rows; writing the workbook…`);
  const xlsx = await worldBankWorkbook(rows);
  const csv = Buffer.from(worldBankCsv(rows));
  input.log(
    `  workbook ${(xlsx.length / 2 ** 20).toFixed(1)} MB, CSV export ${(csv.length / 2 ** 20).toFixed(1)} MB`,
  );
  const file = copyShipped(input.shippedDb, input.dir, 'worldbank.db');
  const headers = await adminHeaders({ dialect: 'sqlite', file }, 'bench-admin@example.com');
  const server = await startServer(file, null, input.from);
  const upload = (bytes: Buffer, name: string) =>
    uploadAndWait({ server, headers, source: 'World Bank GFMR 2012-2024 (bench)', bytes, name });
  try {
    const idleUntil = performance.now() + 3000;
    const idle = await pollUntil(`${server.base}/api/health`, () => performance.now() > idleUntil);
    const loadBefore = os.loadavg()[0] as number;
    let importing = true;
    const during = pollUntil(`${server.base}/api/health`, () => !importing);
    const first = await upload(xlsx, 'flare-volume-estimates-2012-2024.xlsx').finally(() => {
      importing = false;
    });
    const health = await during;
    const loadAfter = os.loadavg()[0] as number;
    const job = first.job;
    const jobSeconds = (Date.parse(job.finishedAt ?? '') - Date.parse(job.startedAt ?? '')) / 1000;
    input.log(
      `  import ${first.wallSeconds.toFixed(1)} s (job ${jobSeconds.toFixed(1)} s); /api/health p99 ${latencyFigures(health).p99Ms} ms`,
    );
    const again = await upload(csv, 'flare-volume-estimates-2012-2024.csv');
    const changed = Object.values(again.job.counts ?? {}).some(
      (c) => c.inserted > 0 || c.updated > 0 || (c.deleted ?? 0) > 0,
    );
    input.log(`  re-import of the CSV export ${again.wallSeconds.toFixed(1)} s, changed: ${changed}`);
    return {
      rows: rows.length,
      xlsxBytes: xlsx.length,
      csvBytes: csv.length,
      import: {
        wallSeconds: first.wallSeconds,
        jobSeconds,
        cpuSeconds: first.cpuSeconds,
        counts: job.counts,
        summary: job.summary,
      },
      reimport: { wallSeconds: again.wallSeconds, cpuSeconds: again.cpuSeconds, changed },
      loadAverage: { before: loadBefore, after: loadAfter },
      health: {
        idle: latencyFigures(idle),
        duringImport: latencyFigures(health),
      },
    };
  } finally {
    await server.stop();
  }
};

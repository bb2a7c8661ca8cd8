import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { importSourceSchema } from '../modules/imports/import-source.js';
import type * as DatabaseModule from '../db/database.js';
import { systemClock } from '../infra/clock.js';
import type * as RowReaderModule from '../modules/imports/row-reader.js';
import type * as RunImportModule from '../modules/imports/run-import.js';
import { moduleOf, type CodeFrom } from './compiled.js';
import { copyRows, dropDatabase, recreateDatabase } from './postgres.js';
import { observationsCsvFor } from './synthetic.js';

/**
 * Rows per second of wall time, of the process's CPU time and of its main thread's (null off Linux). On
 * PostgreSQL the CPU rates are null: the database's work is done by its server (and COPY's by psql), whose
 * CPU this process does not see.
 */
type Rates = {
  rowsPerSecond: number;
  rowsPerCpuSecond: number | null;
  rowsPerMainThreadCpuSecond: number | null;
};

/** Where the import is measured: copies of the shipped SQLite file, or of its copy in a PostgreSQL database. */
export type ImportTarget =
  { dialect: 'sqlite' } | { dialect: 'postgres'; serverUrl: string; shippedDatabase: string };

export type ImportBenchResult = {
  rows: number;
  rounds: number;
  /** Medians over the rounds. */
  raw: Rates;
  pipeline: Rates;
  reimport: { rowsPerSecond: number };
  /**
   * Median ms from starting the reader thread to its being ready to read. The CLI and the upload start it
   * before the import (while they start up, while the file arrives), so the timed imports find it ready.
   */
  readerStartMs: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/**
 * CPU seconds of this process's main thread (Linux: /proc, in 10 ms ticks), or null elsewhere. The
 * import also reads on a thread of its own; the main thread's share is what the second core cannot take.
 */
const mainThreadCpu = (): number | null => {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
};

type Timing = { wall: number; cpu: number; mainCpu: number | null };

/** Wall and CPU time of `work` (the process's, and its main thread's), in seconds. */
const timed = async (work: () => unknown): Promise<Timing> => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const main = mainThreadCpu();
  await work();
  const used = process.cpuUsage(cpu);
  const mainAfter = mainThreadCpu();
  return {
    wall: (performance.now() - wall) / 1000,
    cpu: (used.user + used.system) / 1e6,
    mainCpu: main === null || mainAfter === null ? null : mainAfter - main,
  };
};

const SOURCE = 'Bench Import Operator';

/**
 * The pipeline to measure: `dist`, the compiled API as `npm start` and `npm run import` run it (the
 * bench script builds it first), or `src`, these sources under tsx (whose reader thread also loads tsx:
 * ~0.2 s more per import).
 */
const loadPipeline = async (from: CodeFrom) => {
  const [{ runImport }, { prepareRowReader }, { createDatabase }] = await Promise.all([
    import(moduleOf(from, 'modules/imports/run-import.js')) as Promise<typeof RunImportModule>,
    import(moduleOf(from, 'modules/imports/row-reader.js')) as Promise<typeof RowReaderModule>,
    import(moduleOf(from, 'db/database.js')) as Promise<typeof DatabaseModule>,
  ]);
  return { runImport, prepareRowReader, createDatabase };
};

const RAW_SOURCE = 'bench-import-operator';
const RAW_DATABASE = 'flarescope_bench_raw';
const IMPORT_DATABASE = 'flarescope_bench_import';
const OBSERVATION_COLUMNS = ['flare_id', 'period', 'year', 'volume_m3', 'source_id', 'confidence'];
const sourceRow = () => [RAW_SOURCE, SOURCE, SOURCE, 'n/a', 'operator', new Date().toISOString()];

/** SQLite's raw figure: one prepared INSERT per row in one transaction, on a copy of the shipped file. */
const rawSqlite = async (file: string, rows: unknown[][]): Promise<Timing> => {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.prepare(
    `insert into data_sources (id, publisher, title, licence, kind, created_at) values (?, ?, ?, ?, ?, ?)`,
  ).run(sourceRow());
  const insert = db.prepare(
    `insert into observations (${OBSERVATION_COLUMNS.join(', ')}) values (?, ?, ?, ?, ?, ?)`,
  );
  const loop = db.transaction(() => {
    for (const row of rows) insert.run(row);
  });
  try {
    return await timed(() => loop());
  } finally {
    db.close();
  }
};

/** PostgreSQL's raw figure: one COPY of the rows (foreign keys checked), on a copy of the shipped database. */
const rawPostgres = async (
  target: Extract<ImportTarget, { dialect: 'postgres' }>,
  rows: unknown[][],
): Promise<Timing> => {
  const url = await recreateDatabase(target.serverUrl, RAW_DATABASE, target.shippedDatabase);
  try {
    await copyRows({
      url,
      table: 'data_sources',
      columns: ['id', 'publisher', 'title', 'licence', 'kind', 'created_at'],
      rows: [sourceRow()],
    });
    return await timed(() => copyRows({ url, table: 'observations', columns: OBSERVATION_COLUMNS, rows }));
  } finally {
    await dropDatabase(target.serverUrl, RAW_DATABASE);
  }
};

/**
 * The import's rows/s beside a raw loop, in the same run and on copies of the same database. The file
 * is monthly observations of existing flares in an operator's order (company, then flare name):
 * - raw: the rows already resolved to flare ids, on SQLite one prepared INSERT per row in one transaction
 *   (better-sqlite3 directly), on PostgreSQL one COPY through psql (its fastest way in); no parsing, no
 *   checks, no roll-ups;
 * - pipeline: the whole import from the file's bytes (parse, detect, zod, resolve, upsert, roll-ups,
 *   commit), as the CLI and the upload run it (the compiled API unless `from` is 'src'): with its reader
 *   thread started beforehand (`prepareRowReader`), as they start it, and the thread's start timed apart.
 * Rounds alternate the two so that a machine slowing down hurts both alike; CPU seconds are reported
 * too, being less sensitive to other processes on a shared machine.
 */
export const benchImport = async (input: {
  shippedDb: string;
  dir: string;
  rows: number;
  rounds: number;
  from: CodeFrom;
  target: ImportTarget;
  log: (line: string) => void;
}): Promise<ImportBenchResult> => {
  const { target } = input;
  const { runImport, prepareRowReader, createDatabase } = await loadPipeline(input.from);
  const source = new SQLite(input.shippedDb, { readonly: true });
  const flares = source
    .prepare(
      `select c.country_iso3 as country, c.name as company, f.name as name, f.id as id
       from flares f join companies c on c.id = f.company_id order by c.name, f.name limit ?`,
    )
    .all(Math.ceil(input.rows / 96)) as Array<{ country: string; company: string; name: string; id: string }>;
  source.close();
  const csv = observationsCsvFor(flares, input.rows);
  const bytes = Buffer.from(csv);
  // The raw loop's rows: the same values, already resolved to flare ids.
  const rawRows = csv
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line, i) => {
      const cells = line.split(',');
      const period = cells.at(-3) as string;
      const flare = flares[Math.floor(i / 96)] as (typeof flares)[number];
      return [flare.id, period, Number(period.slice(0, 4)), Number(cells.at(-2)), RAW_SOURCE, 'measured'];
    });

  const copy = (name: string) => {
    const file = path.join(input.dir, name);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    fs.copyFileSync(input.shippedDb, file);
    return file;
  };

  const raw: Timing[] = [];
  const pipeline: Timing[] = [];
  const reimport: number[] = [];
  const readerStarts: number[] = [];
  /** Starts the reader thread as the CLI and the upload do before an import, and waits until it is ready. */
  const prepareReader = async () => {
    const started = performance.now();
    await prepareRowReader();
    readerStarts.push(performance.now() - started);
  };
  for (let round = 1; round <= input.rounds; round += 1) {
    raw.push(
      await (target.dialect === 'sqlite' ? rawSqlite(copy('raw.db'), rawRows) : rawPostgres(target, rawRows)),
    );

    const kysely =
      target.dialect === 'sqlite'
        ? createDatabase({ dialect: 'sqlite', file: copy('import.db') })
        : createDatabase({
            dialect: 'postgres',
            url: await recreateDatabase(target.serverUrl, IMPORT_DATABASE, target.shippedDatabase),
          });
    const run = () =>
      runImport(
        { db: kysely, dialect: target.dialect, clock: systemClock },
        {
          bytes,
          fileName: 'bench.csv',
          source: importSourceSchema.parse({ source: SOURCE }),
          jobId: `bench-${round}`,
        },
        () => {},
      );
    await prepareReader();
    pipeline.push(await timed(run));
    await prepareReader();
    reimport.push((await timed(run)).wall);
    await kysely.destroy();
    if (target.dialect === 'postgres') await dropDatabase(target.serverUrl, IMPORT_DATABASE);
    const last = (list: Timing[]) => list.at(-1) as Timing;
    input.log(
      `  round ${round}: raw ${Math.round(input.rows / last(raw).wall)} rows/s, import ${Math.round(input.rows / last(pipeline).wall)} rows/s, re-import ${Math.round(input.rows / (reimport.at(-1) as number))} rows/s (load average ${os.loadavg()[0]?.toFixed(1)})`,
    );
  }
  const rate = (list: Timing[]): Rates => {
    const main = list.map((r) => r.mainCpu);
    return {
      rowsPerSecond: Math.round(input.rows / median(list.map((r) => r.wall))),
      rowsPerCpuSecond:
        target.dialect === 'sqlite' ? Math.round(input.rows / median(list.map((r) => r.cpu))) : null,
      rowsPerMainThreadCpuSecond:
        target.dialect === 'sqlite' && main.every((cpu) => cpu !== null)
          ? Math.round(input.rows / median(main as number[]))
          : null,
    };
  };
  return {
    rows: input.rows,
    rounds: input.rounds,
    raw: rate(raw),
    pipeline: rate(pipeline),
    reimport: { rowsPerSecond: Math.round(input.rows / median(reimport)) },
    readerStartMs: Math.round(median(readerStarts)),
  };
};

import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { createDatabase } from '../db/database.js';
import { refreshAllRollups, stableId, type FlaresTable } from '../modules/flaring-data/index.js';
import { MONTHS } from './synthetic.js';

export const MONTHLY_SOURCE = 'bench-operator-monthly';

export type ScaledBuild = {
  flares: number;
  observations: number;
  monthlyObservations: number;
  seconds: { rows: number; rollups: number };
  bytes: number;
};

/** Deterministic noise in [0.5, 1.5), so every run builds the same database. */
const noise = (seed: number) => 0.5 + (((Math.sin(seed * 78.233) * 43758.5453) % 1) + 1) / 2;

/**
 * The shipped database at `scale` times its flares: every flare gets scale − 1 clones (10 m–1 km away,
 * same company, field and type, name "<name>-cN"), each with the original's satellite yearly
 * observations (volume × noise); then every flare, originals included, gets monthly operator
 * observations for the last `months` months of 2017–2024 under a synthetic operator source. The
 * roll-ups are then rebuilt with the product's own refreshAllRollups (timed).
 */
export const buildScaledDatabase = async (input: {
  from: string;
  to: string;
  scale: number;
  months: number;
  log: (line: string) => void;
}): Promise<ScaledBuild> => {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${input.to}${suffix}`, { force: true });
  fs.copyFileSync(input.from, input.to);
  const db = new SQLite(input.to);
  // A throwaway file: no journal, no fsync, a large cache while it is built.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1000000');
  db.pragma('foreign_keys = OFF');
  const started = performance.now();

  db.prepare(
    `insert into data_sources (id, publisher, title, licence, kind, created_at) values (?, ?, ?, ?, 'operator', ?)`,
  ).run(
    MONTHLY_SOURCE,
    'Benchmark operator',
    'Synthetic monthly flaring reports',
    'n/a',
    new Date().toISOString(),
  );
  const originals = db.prepare('select * from flares').all() as FlaresTable[];
  const yearly = new Map<
    string,
    Array<{ period: string; year: number; volume_m3: number; source_id: string }>
  >();
  for (const row of db
    .prepare('select flare_id, period, year, volume_m3, source_id from observations')
    .all() as Array<{
    flare_id: string;
    period: string;
    year: number;
    volume_m3: number;
    source_id: string;
  }>) {
    const list = yearly.get(row.flare_id) ?? [];
    list.push(row);
    yearly.set(row.flare_id, list);
  }
  const columns = Object.keys(originals[0] as object);
  const insertFlare = db.prepare(
    `insert into flares (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const insertObservation = db.prepare(
    'insert into observations (flare_id, period, year, volume_m3, source_id, confidence) values (?, ?, ?, ?, ?, ?)',
  );
  const months = MONTHS.slice(MONTHS.length - input.months);
  let flares = originals.length;
  let monthly = 0;
  const writeFlare = (flare: FlaresTable, seed: number) => {
    const base = (yearly.get(flare.id)?.at(-1)?.volume_m3 ?? 1e6) / 12;
    months.forEach((period, i) => {
      insertObservation.run(
        flare.id,
        period,
        Number(period.slice(0, 4)),
        base * noise(seed + i),
        MONTHLY_SOURCE,
        'measured',
      );
    });
    monthly += months.length;
  };
  const chunk = db.transaction((list: FlaresTable[], offset: number) => {
    list.forEach((original, i) => {
      const n = offset + i;
      writeFlare(original, n * 131);
      for (let k = 1; k < input.scale; k += 1) {
        const clone: FlaresTable = {
          ...original,
          id: stableId('bench-clone', original.id, String(k)),
          name: `${original.name}-c${k}`,
          external_id: `${original.external_id}-c${k}`,
          latitude: original.latitude + (noise(n * 7 + k) - 1) / 100,
          longitude: original.longitude + (noise(n * 11 + k) - 1) / 100,
          search_key: `${original.search_key} c${k}`,
        };
        insertFlare.run(clone);
        flares += 1;
        for (const row of yearly.get(original.id) ?? []) {
          insertObservation.run(
            clone.id,
            row.period,
            row.year,
            row.volume_m3 * noise(n + k),
            row.source_id,
            'estimate',
          );
        }
        writeFlare(clone, n * 131 + k * 17);
      }
    });
  });
  const STEP = 500;
  for (let i = 0; i < originals.length; i += STEP) {
    chunk(originals.slice(i, i + STEP), i);
    if ((i / STEP) % 8 === 0) input.log(`  ${flares} flares, ${monthly} monthly rows…`);
  }
  db.pragma('journal_mode = WAL');
  db.close();
  const rowsSeconds = (performance.now() - started) / 1000;

  const rollupsStarted = performance.now();
  const kysely = createDatabase({ dialect: 'sqlite', file: input.to });
  await kysely.transaction().execute((trx) => refreshAllRollups(trx));
  await kysely.destroy();
  const total = new SQLite(input.to, { readonly: true });
  const count = (total.prepare('select count(*) as n from observations').get() as { n: number }).n;
  total.close();
  return {
    flares,
    observations: count,
    monthlyObservations: monthly,
    seconds: {
      rows: Math.round(rowsSeconds),
      rollups: Math.round((performance.now() - rollupsStarted) / 1000),
    },
    bytes: fs.statSync(input.to).size,
  };
};

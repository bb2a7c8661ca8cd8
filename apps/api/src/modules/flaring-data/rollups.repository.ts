import type SQLite from 'better-sqlite3';
import type { Db, Dialect } from '../../db/database.js';
import type { FlareYearTotalsTable } from './flaring-data.tables.js';
import { bulkInserter } from '../../db/bulk-insert.js';

/**
 * Roll-ups of observations (migration 004): per flare, company and country, per year and source, the
 * volume, the flares active (volume > 0) and observed, and the latest period. The seed rebuilds them
 * all; an import refreshes the flares it touched and the companies and countries above them. Summary
 * endpoints read these instead of summing millions of monthly observations per request.
 */

/** Ids per IN (…) list: far under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/** Flares per chunk when the caller pauses between chunks (an import). */
const PAUSED_CHUNK = 100;
/** Computed flare-year rows per insert between pauses. */
const INSERT_SLICE = 2000;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const FLARE_YEAR_COLUMNS = [
  'flare_id',
  'year',
  'source_id',
  'company_id',
  'country_iso3',
  'volume_m3',
  'periods',
  'last_period',
] as const;

const YEAR_TOTAL_COLUMNS = [
  'country_iso3',
  'year',
  'source_id',
  'volume_m3',
  'active_flares',
  'observed_flares',
  'last_period',
] as const;

/**
 * A flare-year's company: the one a source dates for that year (flare_operator_years, decision 014), else
 * the flare's own (today's operator). One per flare and year, so each flare-year row has one company.
 */
const flareYearsSelect = (db: Db) =>
  db
    .selectFrom('observations as o')
    .innerJoin('flares as f', 'f.id', 'o.flare_id')
    .leftJoin('flare_operator_years as d', (join) =>
      join.onRef('d.flare_id', '=', 'o.flare_id').onRef('d.year', '=', 'o.year'),
    )
    .select((eb) => [
      'o.flare_id',
      'o.year',
      'o.source_id',
      eb.fn.coalesce('d.company_id', 'f.company_id').as('company_id'),
      'f.country_iso3',
      eb.fn.sum<number>('o.volume_m3').as('volume_m3'),
      eb.fn.countAll<number>().as('periods'),
      eb.fn.max('o.period').as('last_period'),
    ])
    .groupBy(['o.flare_id', 'o.year', 'o.source_id', 'd.company_id', 'f.company_id', 'f.country_iso3']);

const companyYearsSelect = (db: Db) =>
  db
    .selectFrom('flare_year_totals')
    .select((eb) => [
      'company_id',
      eb.fn.max('country_iso3').as('country_iso3'),
      'year',
      'source_id',
      eb.fn.sum<number>('volume_m3').as('volume_m3'),
      eb.fn.sum<number>(eb.case().when('volume_m3', '>', 0).then(1).else(0).end()).as('active_flares'),
      eb.fn.countAll<number>().as('observed_flares'),
      eb.fn.max('last_period').as('last_period'),
    ])
    .groupBy(['company_id', 'year', 'source_id']);

const countryYearsSelect = (db: Db) =>
  db
    .selectFrom('company_year_totals')
    .select((eb) => [
      'country_iso3',
      'year',
      'source_id',
      eb.fn.sum<number>('volume_m3').as('volume_m3'),
      eb.fn.sum<number>('active_flares').as('active_flares'),
      eb.fn.sum<number>('observed_flares').as('observed_flares'),
      eb.fn.max('last_period').as('last_period'),
    ])
    .groupBy(['country_iso3', 'year', 'source_id']);

/** Rebuilds every roll-up from the observations (the seed; `db` should be its transaction). */
export const refreshAllRollups = async (db: Db): Promise<void> => {
  await db.deleteFrom('country_year_totals').execute();
  await db.deleteFrom('company_year_totals').execute();
  await db.deleteFrom('flare_year_totals').execute();
  await db
    .insertInto('flare_year_totals')
    .columns(FLARE_YEAR_COLUMNS)
    .expression(flareYearsSelect(db))
    .execute();
  await db
    .insertInto('company_year_totals')
    .columns(['company_id', ...YEAR_TOTAL_COLUMNS])
    .expression(companyYearsSelect(db))
    .execute();
  await db
    .insertInto('country_year_totals')
    .columns(YEAR_TOTAL_COLUMNS)
    .expression(countryYearsSelect(db))
    .execute();
};

/**
 * Refreshes the roll-ups of some flares and adds the `computed` ones, then those of the companies the
 * flares belong to (and `formerCompanyIds`, companies a flare just left) and of those companies'
 * countries. With `sourceId`, only that source's totals are rebuilt: the only ones an import changes
 * (unless it moves flares between companies, which changes every source's).
 */
export const refreshRollupsForFlares = async (
  db: Db,
  input: {
    flareIds: readonly string[];
    formerCompanyIds?: readonly string[];
    sourceId?: string | undefined;
    /** Flare-year rows the caller summed itself (flares the source had no observations of before). */
    computed?: readonly FlareYearTotalsTable[];
    /** For the computed rows' bulk insert (see bulkInserter). */
    dialect?: Dialect;
    connection?: SQLite.Database | undefined;
    /**
     * Called between chunks: an import lets the event loop run there (on SQLite every statement is
     * synchronous, and thousands of flares' roll-ups take seconds).
     */
    pause?: () => Promise<void>;
  },
): Promise<void> => {
  const pause = input.pause ?? (() => Promise.resolve());
  const { sourceId } = input;
  const companyIds = new Set(input.formerCompanyIds ?? []);
  const computed = input.computed ?? [];
  if (computed.length > 0) {
    const insert = bulkInserter(
      db,
      input.dialect ?? 'sqlite',
      'flare_year_totals',
      FLARE_YEAR_COLUMNS,
      input.connection,
    );
    // In primary-key order: SQLite then appends to its b-tree instead of splitting pages all over it
    // (a third less time for a first import's 25 000 flare-years, measured with npm run bench).
    const ordered = [...computed].sort((a, b) =>
      a.flare_id === b.flare_id ? a.year - b.year : a.flare_id < b.flare_id ? -1 : 1,
    );
    // In slices, with the loop let run between them: a first import's 25 000 flare-years are ~0.3 s.
    for (let first = 0; first < ordered.length; first += INSERT_SLICE) {
      const slice = ordered.slice(first, first + INSERT_SLICE);
      await insert(
        slice.flatMap((row) => FLARE_YEAR_COLUMNS.map((column) => row[column])),
        slice.length,
      );
      await pause();
    }
  }
  for (const row of computed) companyIds.add(row.company_id);
  // Each chunk's statements are one synchronous step on SQLite: an import takes smaller ones, so that
  // the loop turns every few tens of milliseconds.
  const flareChunk = input.pause ? PAUSED_CHUNK : CHUNK;
  for (const ids of chunks([...new Set(input.flareIds)], flareChunk)) {
    let stale = db.deleteFrom('flare_year_totals').where('flare_id', 'in', ids);
    let fresh = flareYearsSelect(db).where('o.flare_id', 'in', ids);
    if (sourceId !== undefined) {
      stale = stale.where('source_id', '=', sourceId);
      fresh = fresh.where('o.source_id', '=', sourceId);
    }
    await stale.execute();
    await db.insertInto('flare_year_totals').columns(FLARE_YEAR_COLUMNS).expression(fresh).execute();
    const rows = await db
      .selectFrom('flares')
      .select('company_id')
      .distinct()
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) companyIds.add(row.company_id);
    // Companies a source dates some of these flares' years to have totals to refresh too.
    const dated = await db
      .selectFrom('flare_operator_years')
      .select('company_id')
      .distinct()
      .where('flare_id', 'in', ids)
      .execute();
    for (const row of dated) companyIds.add(row.company_id);
    await pause();
  }
  const countries = new Set<string>();
  for (const ids of chunks([...companyIds])) {
    let stale = db.deleteFrom('company_year_totals').where('company_id', 'in', ids);
    let fresh = companyYearsSelect(db).where('company_id', 'in', ids);
    if (sourceId !== undefined) {
      stale = stale.where('source_id', '=', sourceId);
      fresh = fresh.where('source_id', '=', sourceId);
    }
    await stale.execute();
    await db
      .insertInto('company_year_totals')
      .columns(['company_id', ...YEAR_TOTAL_COLUMNS])
      .expression(fresh)
      .execute();
    const rows = await db
      .selectFrom('companies')
      .select('country_iso3')
      .distinct()
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) countries.add(row.country_iso3);
    await pause();
  }
  for (const isos of chunks([...countries])) {
    let stale = db.deleteFrom('country_year_totals').where('country_iso3', 'in', isos);
    let fresh = countryYearsSelect(db).where('country_iso3', 'in', isos);
    if (sourceId !== undefined) {
      stale = stale.where('source_id', '=', sourceId);
      fresh = fresh.where('source_id', '=', sourceId);
    }
    await stale.execute();
    await db.insertInto('country_year_totals').columns(YEAR_TOTAL_COLUMNS).expression(fresh).execute();
  }
};

import type { Db } from '../../../db/database.js';
import { SATELLITE_SOURCE } from './sources.repository.js';

// --- Roll-ups (migration 004: flare, company and country totals per year and source) -------------

type Level = 'company' | 'country' | 'world';
/**
 * What a roll-up row counts as: 'satellite' for the upstream catalogue (the series every summary shows),
 * 'downstream' for other satellite lists (EOG's 2017 refineries, LNG and gas plants), 'reported' for
 * operator and regulator imports.
 */
export type SourceKind = 'satellite' | 'downstream' | 'reported';

export const sourceKind = (source: { id: string; kind: string }): SourceKind =>
  source.id === SATELLITE_SOURCE ? 'satellite' : source.kind === 'satellite' ? 'downstream' : 'reported';

export type Rollup = {
  year: number;
  source_kind: SourceKind;
  volume_m3: number;
  active_flares: number;
  last_month: string | null;
};

/** Sums per-source roll-up rows into one row per year and kind of source. */
const byKind = (
  rows: Array<{
    year: number;
    source_id: string;
    volume_m3: number;
    active_flares: number;
    last_period: string;
  }>,
  kinds: Map<string, SourceKind>,
): Rollup[] => {
  const out = new Map<string, Rollup>();
  for (const row of rows) {
    const kind = kinds.get(row.source_id) ?? 'reported';
    const key = `${row.year}:${kind}`;
    const current = out.get(key) ?? {
      year: Number(row.year),
      source_kind: kind,
      volume_m3: 0,
      active_flares: 0,
      last_month: null,
    };
    current.volume_m3 += Number(row.volume_m3);
    current.active_flares += Number(row.active_flares);
    const month = row.last_period.length === 7 ? row.last_period : null;
    if (month && (!current.last_month || month > current.last_month)) current.last_month = month;
    out.set(key, current);
  }
  return [...out.values()].sort((a, b) => a.year - b.year);
};

const sourceKinds = async (db: Db) =>
  new Map(
    (await db.selectFrom('data_sources').select(['id', 'kind']).execute()).map((s) => [s.id, sourceKind(s)]),
  );

const TOTAL_COLUMNS = ['year', 'source_id', 'volume_m3', 'active_flares', 'last_period'] as const;

/** One entity's yearly totals, every kind of source. */
export const rollupSeries = async (db: Db, level: Level, entityKey: string): Promise<Rollup[]> => {
  const kinds = await sourceKinds(db);
  if (level === 'company') {
    const rows = await db
      .selectFrom('company_year_totals')
      .select(TOTAL_COLUMNS)
      .where('company_id', '=', entityKey)
      .execute();
    return byKind(rows, kinds);
  }
  let query = db
    .selectFrom('country_year_totals')
    .select((eb) => [
      'year',
      'source_id',
      eb.fn.sum<number>('volume_m3').as('volume_m3'),
      eb.fn.sum<number>('active_flares').as('active_flares'),
      eb.fn.max('last_period').as('last_period'),
    ])
    .groupBy(['year', 'source_id']);
  if (level === 'country') query = query.where('country_iso3', '=', entityKey);
  return byKind(await query.execute(), kinds);
};

/** Every country or company in one year of the satellite series (for ranks), optionally within a country. */
export const rollupsForYear = async (
  db: Db,
  input: { level: 'company' | 'country'; year: number; countryIso3?: string },
): Promise<Array<{ entity_key: string; volume_m3: number; active_flares: number }>> => {
  if (input.level === 'country') {
    return db
      .selectFrom('country_year_totals')
      .select(['country_iso3 as entity_key', 'volume_m3', 'active_flares'])
      .where('year', '=', input.year)
      .where('source_id', '=', SATELLITE_SOURCE)
      .execute();
  }
  let query = db
    .selectFrom('company_year_totals')
    .select(['company_id as entity_key', 'volume_m3', 'active_flares'])
    .where('year', '=', input.year)
    .where('source_id', '=', SATELLITE_SOURCE);
  if (input.countryIso3) query = query.where('country_iso3', '=', input.countryIso3);
  return query.execute();
};

/** Every company's yearly satellite volume in a country (each operator's series, for its progress to 2030). */
export const companySatelliteSeriesOfCountry = (db: Db, countryIso3: string) =>
  db
    .selectFrom('company_year_totals')
    .select(['company_id', 'year', 'volume_m3'])
    .where('country_iso3', '=', countryIso3)
    .where('source_id', '=', SATELLITE_SOURCE)
    .execute();

/** Some companies' yearly satellite volume and active flares (a group's members). */
export const satelliteSeriesOfCompanies = (db: Db, companyIds: readonly string[]) =>
  companyIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('company_year_totals')
        .select(['company_id', 'year', 'volume_m3', 'active_flares'])
        .where('company_id', 'in', companyIds)
        .where('source_id', '=', SATELLITE_SOURCE)
        .execute();

/** The latest year the satellite catalogue covers (the "latest full year" of every summary). */
export const latestSatelliteYear = async (db: Db): Promise<number | null> => {
  const row = await db
    .selectFrom('country_year_totals')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('source_id', '=', SATELLITE_SOURCE)
    .executeTakeFirst();
  return row?.year === null || row?.year === undefined ? null : Number(row.year);
};

/**
 * Companies' flares of any year within a country or of one company: those each operates today and those a
 * year of which is attributed to it (decision 014), each pair once. The filter sits inside both arms, so
 * each reads its own index (flares by country and company, flare_year_totals by company or country).
 */
const companyFlares = (db: Db, filter: { countryIso3: string } | { companyId: string }) => {
  const today = db.selectFrom('flares').select(['company_id', 'id as flare_id']);
  const dated = db.selectFrom('flare_year_totals').select(['company_id', 'flare_id']);
  return 'companyId' in filter
    ? today.where('company_id', '=', filter.companyId).union(dated.where('company_id', '=', filter.companyId))
    : today
        .where('country_iso3', '=', filter.countryIso3)
        .union(dated.where('country_iso3', '=', filter.countryIso3));
};

/** How many flares an entity has (all years); uses the country and company indexes of flares. */
export const flareCountOf = async (db: Db, level: Level, entityKey: string): Promise<number> => {
  if (level === 'company') {
    const row = await db
      .selectFrom(companyFlares(db, { companyId: entityKey }).as('c'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  let query = db.selectFrom('flares').select((eb) => eb.fn.countAll<number>().as('n'));
  if (level === 'country') query = query.where('country_iso3', '=', entityKey);
  return Number((await query.executeTakeFirst())?.n ?? 0);
};

/** Flares per company in a country, of any year: a flare two companies operated in turn counts for each. */
export const flareCountsOfCompanies = (db: Db, countryIso3: string) =>
  db
    .selectFrom(companyFlares(db, { countryIso3 }).as('c'))
    .select(['c.company_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('c.company_id')
    .execute();

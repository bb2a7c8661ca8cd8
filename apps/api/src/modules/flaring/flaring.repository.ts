import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** All SQL of the flaring explorer. `db` may be a transaction. */

export const SATELLITE_SOURCE = 'eog-vnf-catalog-2017-2024';
export const WORLD_BANK_SOURCE = 'wb-ggfr-2024';
export const ENERGY_INSTITUTE_SOURCE = 'ei-sr-2024';

const SOURCE_COLUMNS = [
  'id',
  'publisher',
  'title',
  'licence',
  'title_es',
  'licence_es',
  'url',
  'published_on',
  'kind',
] as const;

export type SourceRow = Awaited<ReturnType<typeof listSources>>[number];

export const listSources = (db: Db) =>
  db.selectFrom('data_sources').select(SOURCE_COLUMNS).orderBy('id').execute();

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

// --- Published country figures -------------------------------------------------------------------

/** A publisher's own world total per year (the sum of its countries). */
/** A publisher's own world total per year (e.g. the Energy Institute's "Total World"), oldest first. */
export const publishedWorldTotals = (db: Db, sourceId: string) =>
  db
    .selectFrom('published_world_totals')
    .select(['year', 'flared_m3 as volume'])
    .where('source_id', '=', sourceId)
    .orderBy('year')
    .execute();

export const reportedVolumeByYear = (db: Db, sourceId: string) =>
  db
    .selectFrom('reported_flaring')
    .select(['year', (eb) => eb.fn.sum<number>('flared_m3').as('volume')])
    .where('source_id', '=', sourceId)
    .groupBy('year')
    .orderBy('year')
    .execute();

export const reportedByCountry = (db: Db, sourceId: string, year: number) =>
  db
    .selectFrom('reported_flaring')
    .select(['country_iso3 as iso3', 'flared_m3 as volume', 'intensity_m3_per_bbl as intensity'])
    .where('source_id', '=', sourceId)
    .where('year', '=', year)
    .execute();

/** Every published figure of one country (World Bank, Energy Institute), all years. */
export const reportedSeriesOfCountry = (db: Db, iso3: string) =>
  db
    .selectFrom('reported_flaring')
    .select(['year', 'source_id', 'flared_m3', 'intensity_m3_per_bbl'])
    .where('country_iso3', '=', iso3)
    .orderBy('year')
    .execute();

// --- Countries, companies, fields ----------------------------------------------------------------

const COUNTRY_COLUMNS = ['iso3', 'iso2', 'slug', 'name_en', 'name_es'] as const;
export type CountryRow = Awaited<ReturnType<typeof listCountries>>[number];

export const listCountries = (db: Db) =>
  db.selectFrom('countries').select(COUNTRY_COLUMNS).orderBy('name_en').execute();

export const findCountryBySlug = (db: Db, slug: string) =>
  db.selectFrom('countries').select(COUNTRY_COLUMNS).where('slug', '=', slug).executeTakeFirst();

const COMPANY_COLUMNS = [
  'id',
  'slug',
  'name',
  'country_iso3',
  'is_unattributed',
  'website',
  'description_en',
  'description_es',
  'group_slug',
  'group_name',
] as const;
export type CompanyRow = Awaited<ReturnType<typeof listCompaniesOfCountry>>[number];

export const listCompaniesOfCountry = (db: Db, iso3: string) =>
  db.selectFrom('companies').select(COMPANY_COLUMNS).where('country_iso3', '=', iso3).execute();

export const findCompany = (db: Db, iso3: string, slug: string) =>
  db
    .selectFrom('companies')
    .select(COMPANY_COLUMNS)
    .where('country_iso3', '=', iso3)
    .where('slug', '=', slug)
    .executeTakeFirst();

/** Countries where a company of the same name operates (one company row per country). */
export const countriesOfCompanyName = (db: Db, name: string) =>
  db
    .selectFrom('companies')
    .innerJoin('countries', 'countries.iso3', 'companies.country_iso3')
    .select(['countries.iso3', 'countries.iso2', 'countries.slug', 'countries.name_en', 'countries.name_es'])
    .where('companies.name', '=', name)
    .where('companies.is_unattributed', '=', 0)
    .orderBy('countries.name_en')
    .execute();

/** A company's fields with their flare counts and the volume of one year. */
export const fieldsOfCompany = (db: Db, companyId: string, year: number) =>
  db
    .selectFrom('fields')
    .leftJoin('flares', 'flares.field_id', 'fields.id')
    .leftJoin('flare_year_totals as t', (join) =>
      join.onRef('t.flare_id', '=', 'flares.id').on('t.year', '=', year),
    )
    .select([
      'fields.slug',
      'fields.name',
      'fields.basin',
      'fields.province',
      (eb) =>
        eb.fn.max(eb.case().when('fields.outline', 'is not', null).then(1).else(0).end()).as('hasOutline'),
      (eb) => eb.fn.count<number>('flares.id').distinct().as('flareCount'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('t.volume_m3'), sql<number>`0`).as('volume'),
    ])
    .where('fields.company_id', '=', companyId)
    .groupBy(['fields.id', 'fields.slug', 'fields.name', 'fields.basin', 'fields.province'])
    .orderBy('fields.name')
    .execute();

/** A company's fields with a published outline (GeoJSON text) and their flare counts. */
export const outlinesOfCompany = (db: Db, companyId: string) =>
  db
    .selectFrom('fields')
    .leftJoin('flares', 'flares.field_id', 'fields.id')
    .select([
      'fields.id',
      'fields.slug',
      'fields.name',
      (eb) => eb.fn.max('fields.outline').as('outline'),
      (eb) => eb.fn.count<number>('flares.id').as('flareCount'),
    ])
    .where('fields.company_id', '=', companyId)
    .where('fields.outline', 'is not', null)
    .groupBy(['fields.id', 'fields.slug', 'fields.name'])
    .orderBy('fields.name')
    .execute();

// --- Production ----------------------------------------------------------------------------------

/** Production rows of one entity ('country:ARG', 'company:<id>'), all periods and sources. */
export const productionOf = (db: Db, entityKey: string) =>
  db
    .selectFrom('production')
    .select(['period', 'year', 'oil_bbl', 'gas_m3', 'source_id'])
    .where('entity_key', '=', entityKey)
    .orderBy('period')
    .execute();

// --- Flares --------------------------------------------------------------------------------------

export type FlareFilter = { countryIso3: string; companyId?: string | undefined };

const SORT_COLUMNS = {
  volume: sql`coalesce(t.volume, 0)`,
  name: sql`flares.name`,
  type: sql`flares.type`,
  company: sql`companies.name`,
} as const;

/**
 * The flares of a country, or of a company in `year`, each with its volume that year (`t.volume`): a
 * company's flares are those its year's volume is attributed to (a source may date a flare's year to an
 * earlier operator, decision 014), and those it operates today that nobody else had that year.
 */
const flaresOfYear = (db: Db, input: FlareFilter & { year: number }) => {
  // Each flare's volume in the year from the roll-up: the satellite figure the summaries use, or, for
  // a flare only operators or regulators report, their figures (never both added up).
  let totals = db
    .selectFrom('flare_year_totals')
    .select([
      'flare_id',
      sql<number>`coalesce(sum(case when source_id = ${SATELLITE_SOURCE} then volume_m3 end), sum(volume_m3))`.as(
        'volume',
      ),
    ])
    .where('year', '=', input.year)
    .where('country_iso3', '=', input.countryIso3)
    .groupBy('flare_id');
  const { companyId } = input;
  if (companyId) totals = totals.where('company_id', '=', companyId);
  let query = db
    .selectFrom('flares')
    .leftJoin(totals.as('t'), 't.flare_id', 'flares.id')
    .where('flares.country_iso3', '=', input.countryIso3);
  if (companyId) {
    query = query.where((eb) =>
      eb.or([
        eb('t.flare_id', 'is not', null),
        eb.and([
          eb('flares.company_id', '=', companyId),
          eb.not(
            eb.exists(
              eb
                .selectFrom('flare_year_totals as other')
                .select('other.flare_id')
                .whereRef('other.flare_id', '=', 'flares.id')
                .where('other.year', '=', input.year)
                .where('other.company_id', '!=', companyId),
            ),
          ),
        ]),
      ]),
    );
  }
  return query;
};

export const listFlares = (
  db: Db,
  input: FlareFilter & {
    year: number;
    sort: keyof typeof SORT_COLUMNS;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) => {
  const direction = input.order === 'asc' ? sql`asc` : sql`desc`;
  return flaresOfYear(db, input)
    .innerJoin('companies', 'companies.id', 'flares.company_id')
    .leftJoin('fields', 'fields.id', 'flares.field_id')
    .select([
      'flares.name',
      'flares.type',
      'flares.latitude',
      'flares.longitude',
      'flares.first_year',
      'flares.last_year',
      'companies.slug as companySlug',
      'companies.name as companyName',
      'companies.is_unattributed',
      'fields.name as fieldName',
      (eb) => eb.fn.coalesce('t.volume', sql<number>`0`).as('volume'),
    ])
    .orderBy(sql`${SORT_COLUMNS[input.sort]} ${direction}`)
    .orderBy('flares.name')
    .orderBy('companies.slug')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
};

/** How many flares `listFlares` pages through. */
export const countFlares = async (db: Db, input: FlareFilter & { year: number }): Promise<number> =>
  Number(
    (
      await flaresOfYear(db, input)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

export const findFlare = (db: Db, input: { countryIso3: string; companyId: string; name: string }) =>
  db
    .selectFrom('flares')
    .leftJoin('fields', 'fields.id', 'flares.field_id')
    .leftJoin('companies as operators', 'operators.id', 'fields.company_id')
    .selectAll('flares')
    .select([
      'fields.slug as field_slug',
      'fields.name as field_name',
      'fields.basin as field_basin',
      'fields.field_type as field_type',
      'operators.slug as operator_slug',
      'operators.name as operator_name',
      'operators.is_unattributed as operator_is_unattributed',
    ])
    .where('flares.country_iso3', '=', input.countryIso3)
    .where('flares.company_id', '=', input.companyId)
    .where('flares.name', '=', input.name)
    .executeTakeFirst();

export const observationsOfFlare = (db: Db, flareId: string) =>
  db
    .selectFrom('observations')
    .select(['period', 'year', 'volume_m3', 'source_id', 'confidence'])
    .where('flare_id', '=', flareId)
    .orderBy('period')
    .orderBy('source_id')
    .execute();

/** Each year of a flare with the company its volume is attributed to, and the source that dates it. */
export const operatorYearsOfFlare = (db: Db, flareId: string) =>
  db
    .selectFrom('flare_year_totals as t')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .leftJoin('flare_operator_years as d', (join) =>
      join.onRef('d.flare_id', '=', 't.flare_id').onRef('d.year', '=', 't.year'),
    )
    .select(['t.year', 'c.slug', 'c.name', 'c.is_unattributed', 'd.source_id'])
    .distinct()
    .where('t.flare_id', '=', flareId)
    .orderBy('t.year')
    .execute();

export const latestCompositionOfFlare = (db: Db, flareId: string) =>
  db
    .selectFrom('gas_compositions')
    .selectAll()
    .where('flare_id', '=', flareId)
    .orderBy('sampled_on', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Flares of an entity that have a chromatography, each with its latest composition and its volume in
 * `year` — the measured part of a country's or company's emissions (the rest uses the default gas).
 */
export const measuredCompositions = (
  db: Db,
  input: { countryIso3?: string; companyId?: string; year: number },
) => {
  let query = db
    .selectFrom('gas_compositions as g')
    .innerJoin('flares', 'flares.id', 'g.flare_id')
    .innerJoin('flare_year_totals as o', (join) =>
      join.onRef('o.flare_id', '=', 'flares.id').on('o.year', '=', input.year),
    )
    .select([
      'g.flare_id',
      'g.sampled_on',
      'g.c1',
      'g.c2',
      'g.c3',
      'g.ic4',
      'g.nc4',
      'g.ic5',
      'g.nc5',
      'g.c6plus',
      'g.n2',
      'g.co2',
      'g.h2s',
      'flares.combustion_efficiency',
      (eb) => eb.fn.sum<number>('o.volume_m3').as('volume'),
    ])
    .where((eb) =>
      eb(
        'g.sampled_on',
        '=',
        eb
          .selectFrom('gas_compositions as latest')
          .select((inner) => inner.fn.max('latest.sampled_on').as('d'))
          .whereRef('latest.flare_id', '=', 'g.flare_id'),
      ),
    )
    .groupBy([
      'g.flare_id',
      'g.sampled_on',
      'g.c1',
      'g.c2',
      'g.c3',
      'g.ic4',
      'g.nc4',
      'g.ic5',
      'g.nc5',
      'g.c6plus',
      'g.n2',
      'g.co2',
      'g.h2s',
      'flares.combustion_efficiency',
    ]);
  if (input.countryIso3) query = query.where('flares.country_iso3', '=', input.countryIso3);
  // The company the year's volume is attributed to (decision 014), not necessarily today's operator.
  if (input.companyId) query = query.where('o.company_id', '=', input.companyId);
  return query.execute();
};

/** Flares with a volume > 0 in `year` inside a box, for the map. */
export const mapPoints = async (
  db: Db,
  input: {
    year: number;
    bbox: readonly [number, number, number, number];
    countryIso3?: string | undefined;
    companyId?: string | undefined;
  },
) => {
  const [west, south, east, north] = input.bbox;
  // Two plain scans merged here, rather than a join of an aggregate: each flare's volume in the year (from
  // the roll-up), and the flares in the box. Both planners then pick the obvious index every time.
  let totals = db
    .selectFrom('flare_year_totals')
    .select(['flare_id', (eb) => eb.fn.sum<number>('volume_m3').as('volume')])
    .where('year', '=', input.year)
    .groupBy('flare_id');
  if (input.countryIso3) totals = totals.where('country_iso3', '=', input.countryIso3);
  if (input.companyId) totals = totals.where('company_id', '=', input.companyId);
  let flares = db
    .selectFrom('flares')
    .innerJoin('companies', 'companies.id', 'flares.company_id')
    .innerJoin('countries', 'countries.iso3', 'flares.country_iso3')
    .select([
      'flares.id',
      'flares.name',
      'flares.type',
      'flares.latitude',
      'flares.longitude',
      'companies.slug as companySlug',
      'countries.slug as countrySlug',
    ])
    .where('flares.latitude', '>=', south)
    .where('flares.latitude', '<=', north)
    .where('flares.longitude', '>=', west)
    .where('flares.longitude', '<=', east);
  if (input.countryIso3) flares = flares.where('flares.country_iso3', '=', input.countryIso3);
  // A company's points are the flares whose volume in the year is attributed to it (the totals above),
  // which may be operated by another company today (decision 014).
  const [volumes, inBox] = await Promise.all([totals.execute(), flares.execute()]);
  const volumeOf = new Map(volumes.map((row) => [row.flare_id, Number(row.volume)]));
  return inBox.flatMap(({ id, ...flare }) => {
    const volume = volumeOf.get(id) ?? 0;
    return volume > 0 ? [{ ...flare, volume }] : [];
  });
};

// --- Search --------------------------------------------------------------------------------------

/** `LIKE` pattern for a search key: keys hold only [a-z0-9 ], so nothing needs escaping. */
const contains = (key: string) => `%${key}%`;

export const searchCountries = (db: Db, key: string, limit: number) =>
  db
    .selectFrom('countries')
    .select(COUNTRY_COLUMNS)
    .where('search_key', 'like', contains(key))
    .orderBy(sql`case when search_key like ${`${key}%`} then 0 else 1 end`)
    .orderBy('name_en')
    .limit(limit)
    .execute();

export const searchCompanies = (db: Db, key: string, limit: number) =>
  db
    .selectFrom('companies')
    .innerJoin('countries', 'countries.iso3', 'companies.country_iso3')
    .select([
      'companies.slug as companySlug',
      'companies.name as companyName',
      ...COUNTRY_COLUMNS.map((column) => `countries.${column}` as const),
    ])
    .where('companies.search_key', 'like', contains(key))
    .where('companies.is_unattributed', '=', 0)
    .orderBy(sql`case when companies.search_key like ${`${key}%`} then 0 else 1 end`)
    .orderBy('companies.name')
    .limit(limit)
    .execute();

export const searchFlares = (db: Db, key: string, limit: number) =>
  db
    .selectFrom('flares')
    .innerJoin('companies', 'companies.id', 'flares.company_id')
    .innerJoin('countries', 'countries.iso3', 'flares.country_iso3')
    .select([
      'flares.name as flareName',
      'companies.slug as companySlug',
      ...COUNTRY_COLUMNS.map((column) => `countries.${column}` as const),
    ])
    .where('flares.search_key', 'like', contains(key))
    .orderBy(sql`case when flares.search_key like ${`${key}%`} then 0 else 1 end`)
    .orderBy('flares.name')
    .limit(limit)
    .execute();

/**
 * Every field (concession) with its basin, province, operator and country, for search. A few hundred
 * rows (Argentina's Neuquina: 278 on the shipped data), matched in code by their accent-free key: SQL
 * `LIKE` cannot ignore the accents of 'NEUQUÉN' or 'CAÑADON' the same way on SQLite and PostgreSQL.
 */
export const searchableFields = (db: Db) =>
  db
    .selectFrom('fields')
    .innerJoin('countries', 'countries.iso3', 'fields.country_iso3')
    .leftJoin('companies', 'companies.id', 'fields.company_id')
    .select([
      'fields.slug as fieldSlug',
      'fields.name as fieldName',
      'fields.basin',
      'fields.province',
      'companies.slug as companySlug',
      'companies.name as companyName',
      'companies.is_unattributed as isUnattributed',
      ...COUNTRY_COLUMNS.map((column) => `countries.${column}` as const),
    ])
    .orderBy('fields.name')
    .execute();

/** Ids of companies that are real operators (not a country's `unattributed` group). */
/** Every company a source names (not the unattributed groups), with its country. */
export const attributedCompanies = async (db: Db): Promise<Map<string, string>> =>
  new Map(
    (
      await db
        .selectFrom('companies')
        .select(['id', 'country_iso3'])
        .where('is_unattributed', '=', 0)
        .execute()
    ).map((r) => [r.id, r.country_iso3]),
  );

// --- Operators worldwide (decision 016) ---------------------------------------------------------------

/** Every named company with its country and group, for group rankings. */
export const companyGroups = (db: Db) =>
  db
    .selectFrom('companies')
    .select(['id', 'country_iso3', 'group_slug'])
    .where('is_unattributed', '=', 0)
    .execute();

/** The companies of a group, with their countries. */
export const companiesOfGroup = (db: Db, groupSlug: string) =>
  db
    .selectFrom('companies')
    .innerJoin('countries', 'countries.iso3', 'companies.country_iso3')
    .select([
      'companies.id',
      'companies.slug',
      'companies.name',
      'companies.is_unattributed',
      'companies.group_name',
      'countries.iso3',
      'countries.iso2',
      'countries.slug as country_slug',
      'countries.name_en',
      'countries.name_es',
    ])
    .where('companies.group_slug', '=', groupSlug)
    .where('companies.is_unattributed', '=', 0)
    .orderBy('countries.name_en')
    .orderBy('companies.name')
    .execute();

/** The names a company is also known by: aliases of its name in its country or in every country. */
export const aliasesOfCompany = (db: Db, iso3: string, name: string) =>
  db
    .selectFrom('company_aliases')
    .select(['alias', 'kind', 'evidence'])
    .where('name', '=', name)
    .where('country_iso3', 'in', [iso3, ''])
    .orderBy('alias')
    .execute();

/**
 * A joint venture's holders and the stakes a group holds (decision 035): a holder's group page exists when
 * some company is in that group.
 */
export const holdersOfGroup = async (db: Db, groupSlug: string) => {
  const rows = await db
    .selectFrom('company_holders')
    .select(['holder', 'holder_group_slug', 'share_pct', 'evidence'])
    .where('group_slug', '=', groupSlug)
    .orderBy('share_pct', 'desc')
    .orderBy('holder')
    .execute();
  const known = await groupsWithCompanies(
    db,
    rows.map((row) => row.holder_group_slug),
  );
  return rows.map((row) => ({
    name: known.get(row.holder_group_slug) ?? row.holder,
    groupSlug: known.has(row.holder_group_slug) ? row.holder_group_slug : null,
    sharePct: row.share_pct === null ? null : Number(row.share_pct),
    evidence: row.evidence,
  }));
};

export const stakesOfGroup = async (db: Db, groupSlug: string) => {
  const rows = await db
    .selectFrom('company_holders')
    .select(['group_slug', 'share_pct', 'evidence'])
    .where('holder_group_slug', '=', groupSlug)
    .orderBy('group_slug')
    .execute();
  const known = await groupsWithCompanies(
    db,
    rows.map((row) => row.group_slug),
  );
  return rows
    .filter((row) => known.has(row.group_slug))
    .map((row) => ({
      slug: row.group_slug,
      name: known.get(row.group_slug) as string,
      sharePct: row.share_pct === null ? null : Number(row.share_pct),
      evidence: row.evidence,
    }));
};

/** The display name of each of `slugs` that is a group of some named company. */
const groupsWithCompanies = async (db: Db, slugs: readonly string[]) => {
  if (slugs.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('companies')
    .select(['group_slug', 'group_name'])
    .where('group_slug', 'in', [...new Set(slugs)])
    .where('is_unattributed', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.group_slug as string, row.group_name ?? (row.group_slug as string)]));
};

/** The rules that put companies in an owner's group (the evidence of each membership). */
export const groupRulesOf = (db: Db, groupName: string) =>
  db
    .selectFrom('company_group_rules')
    .select(['country_iso3', 'company', 'evidence'])
    .where('group_name', '=', groupName)
    .execute();

/** The per-flare sources' sites matched to a flare, latest year first. */
export const siteMatchesOfFlare = (db: Db, flareId: string) =>
  db
    .selectFrom('flare_site_matches')
    .select(['year', 'source_id', 'distance_m', 'field_name', 'field_type', 'operator', 'volume_m3'])
    .where('flare_id', '=', flareId)
    .orderBy('year', 'desc')
    .orderBy('source_id')
    .execute();

/**
 * For each satellite year of some companies' flares: its volume, and its volume whose company a source
 * dates (flare_operator_years) — the rest is filed under the flare's company as of its latest dated year.
 */
export const datedShareByYear = (db: Db, companyIds: readonly string[]) =>
  companyIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('flare_year_totals as t')
        .leftJoin('flare_operator_years as d', (join) =>
          join.onRef('d.flare_id', '=', 't.flare_id').onRef('d.year', '=', 't.year'),
        )
        .select((eb) => [
          't.year',
          'd.source_id',
          eb.fn.sum<number>('t.volume_m3').as('volume'),
          eb.fn.countAll<number>().as('n'),
        ])
        .where('t.company_id', 'in', companyIds)
        .where('t.source_id', '=', SATELLITE_SOURCE)
        .groupBy(['t.year', 'd.source_id'])
        .execute();

/** The sources that date a flare-year's operator in one country. */
export const namingSourcesOfCountry = async (db: Db, iso3: string): Promise<string[]> =>
  (
    await db
      .selectFrom('flare_operator_years as d')
      .innerJoin('flares as f', 'f.id', 'd.flare_id')
      .select('d.source_id')
      .distinct()
      .where('f.country_iso3', '=', iso3)
      .orderBy('d.source_id')
      .execute()
  ).map((row) => row.source_id);

/** The sources that date a flare-year's operator anywhere, by the countries they cover. */
export const namingSources = (db: Db) =>
  db
    .selectFrom('flare_operator_years as d')
    .innerJoin('flares as f', 'f.id', 'd.flare_id')
    .select(['d.source_id', 'f.country_iso3'])
    .distinct()
    .execute();

/** Groups (owners with subsidiaries, or one name in several countries) with their names, for search. */
export const listGroups = (db: Db) =>
  db
    .selectFrom('companies')
    .select((eb) => [
      'group_slug',
      eb.fn.max('group_name').as('group_name'),
      eb.fn.count<number>('id').as('companies'),
      eb.fn.max('country_iso3').as('country_iso3'),
      eb.fn.min('country_iso3').as('first_country_iso3'),
    ])
    .where('is_unattributed', '=', 0)
    .where('group_slug', 'is not', null)
    .groupBy('group_slug')
    .execute();

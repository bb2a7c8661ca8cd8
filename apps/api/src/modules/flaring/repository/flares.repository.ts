import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { SATELLITE_SOURCE } from './sources.repository.js';

// --- Flares --------------------------------------------------------------------------------------

export type FlareFilter = {
  countryIso3: string;
  companyId?: string | undefined;
  /** Only flares in fields of this basin or province (the fields table's names). */
  basin?: string | undefined;
  province?: string | undefined;
};

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
  for (const place of ['basin', 'province'] as const) {
    const name = input[place];
    if (name === undefined) continue;
    query = query.where('flares.field_id', 'in', (eb) =>
      eb
        .selectFrom('fields')
        .select('fields.id')
        .where('fields.country_iso3', '=', input.countryIso3)
        .where(`fields.${place}`, '=', name),
    );
  }
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

/** What measuredCompositions reads of each flare's latest composition, and groups its volumes by. */
const COMPOSITION_COLUMNS = [
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
] as const;

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
    .select([...COMPOSITION_COLUMNS, (eb) => eb.fn.sum<number>('o.volume_m3').as('volume')])
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
    .groupBy(COMPOSITION_COLUMNS);
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

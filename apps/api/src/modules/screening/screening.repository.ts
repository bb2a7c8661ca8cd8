import { GAS_COMPONENTS } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { insertRows } from '../../db/bulk-insert.js';
import type {
  ProjectCasesTable,
  FlareSurvivalTable,
  ScreenedOpportunitiesTable,
  ScreeningClusterPointsTable,
  ScreeningRankColumn,
} from './screening.tables.js';

/**
 * The screening's SQL: what the computation reads of the flaring data (screening.compute.ts), and the
 * screened_opportunities table it writes and the list reads (screening.service.ts). `db` may be a
 * transaction or an import's own connection.
 */

/**
 * The flares after `after` (by id), `limit` of them, with what their model runs need: each flare's
 * latest period's observations, its yearly observations and its compositions (newest first).
 */
export const readScreeningBatch = async (db: Db, after: string, limit: number) =>
  readFlaresForScreening(db, { after, limit });

/**
 * The flares after `after` (by id, `limit` of them) or those of `ids`, with what their model runs need
 * (readScreeningBatch; a draft's cluster members by id).
 */
export const readFlaresForScreening = async (
  db: Db,
  which: { after: string; limit: number } | { ids: readonly string[] },
) => {
  let selected = db
    .selectFrom('flares as f')
    .innerJoin('companies as c', 'c.id', 'f.company_id')
    .innerJoin('countries as k', 'k.iso3', 'f.country_iso3')
    .select([
      'f.id',
      'f.name',
      'f.latitude',
      'f.longitude',
      'f.country_iso3',
      'f.detection_frequency',
      'k.slug as country_slug',
      'k.name_en as country_name_en',
      'k.name_es as country_name_es',
      'c.slug as company_slug',
      'c.name as company_name',
      'c.is_unattributed',
    ])
    .orderBy('f.id');
  if ('ids' in which) {
    if (which.ids.length === 0) return { flares: [], latestRows: [], yearlyRows: [], compositions: [] };
    selected = selected.where('f.id', 'in', [...which.ids]);
  } else selected = selected.where('f.id', '>', which.after).limit(which.limit);
  const flares = await selected.execute();
  if (flares.length === 0) return { flares, latestRows: [], yearlyRows: [], compositions: [] };
  const ids = flares.map((flare) => flare.id);
  const [latestRows, yearlyRows, compositions] = await Promise.all([
    // Each flare's latest period (from the roll-ups: max of their last periods) and its observations
    // of that period; never every observation (19 million at 10× the shipped data).
    db
      .selectFrom('observations as o')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('flare_year_totals')
            .select((inner) => ['flare_id', inner.fn.max('last_period').as('period')])
            .where('flare_id', 'in', ids)
            .groupBy('flare_id')
            .as('m'),
        (join) => join.onRef('m.flare_id', '=', 'o.flare_id').onRef('m.period', '=', 'o.period'),
      )
      .select(['o.flare_id', 'o.period', 'o.volume_m3', 'o.source_id'])
      .orderBy('o.flare_id')
      .orderBy('o.source_id')
      .execute(),
    // The yearly observations (the decline is fitted to them); months are not read.
    db
      .selectFrom('observations')
      .select(['flare_id', 'period', 'volume_m3', 'source_id'])
      .where('flare_id', 'in', ids)
      .where((eb) => eb(eb.fn('length', ['period']), '=', 4))
      .orderBy('flare_id')
      .orderBy('period')
      .execute(),
    db
      .selectFrom('gas_compositions')
      .select(['flare_id', 'sampled_on', ...GAS_COMPONENTS])
      .where('flare_id', 'in', ids)
      .orderBy('flare_id')
      .orderBy('sampled_on', 'desc')
      .execute(),
  ]);
  return { flares, latestRows, yearlyRows, compositions };
};

export type ScreeningBatch = Awaited<ReturnType<typeof readScreeningBatch>>;

export const deleteScreenedRows = async (db: Db): Promise<void> => {
  await db.deleteFrom('screened_opportunities').execute();
  await db.deleteFrom('flare_survival').execute();
  await db.deleteFrom('screening_cluster_points').execute();
};

export const insertClusterPoints = (db: Db, rows: readonly ScreeningClusterPointsTable[]) =>
  insertRows(db, 'screening_cluster_points', rows);

/** Every flare a cluster may take (the last screening's), for a draft to re-form its cluster. */
export const readClusterPoints = (db: Db) => db.selectFrom('screening_cluster_points').selectAll().execute();

/** The field each of `ids` flares in, by flare id (a draft's cluster is named after its anchor's field). */
export const readFieldNames = async (db: Db, ids: readonly string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('flares as f')
    .innerJoin('fields as fi', 'fi.id', 'f.field_id')
    .select(['f.id', 'fi.name'])
    .where('f.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** A flare's id by its country's and company's slugs and its name (a draft's anchor), or undefined. */
export const findFlareId = async (
  db: Db,
  key: { country: string; company: string; name: string },
): Promise<string | undefined> => {
  const row = await db
    .selectFrom('flares as f')
    .innerJoin('companies as c', 'c.id', 'f.company_id')
    .innerJoin('countries as k', 'k.iso3', 'f.country_iso3')
    .select('f.id')
    .where('k.slug', '=', key.country)
    .where('c.slug', '=', key.company)
    .where('f.name', '=', key.name)
    .executeTakeFirst();
  return row?.id;
};

export const insertSurvivalRows = (db: Db, rows: readonly FlareSurvivalTable[]) =>
  insertRows(db, 'flare_survival', rows);

/** The survival counts of one size class, for the world and one country (the flare page's curve). */
export const readSurvivalCounts = (db: Db, iso3: string, sizeClass: number) =>
  db
    .selectFrom('flare_survival')
    .selectAll()
    .where('size_class', '=', sizeClass)
    .where('scope', 'in', ['world', iso3])
    .orderBy('horizon')
    .execute();

export const insertScreenedRows = (db: Db, rows: readonly ScreenedOpportunitiesTable[]) =>
  insertRows(db, 'screened_opportunities', rows);

/** The iso3 of the country a list filter names (by slug or by iso3), or undefined. */
export const findCountryIso3 = async (db: Db, slugOrIso3: string): Promise<string | undefined> => {
  const country = await db
    .selectFrom('countries')
    .select('iso3')
    .where((eb) => eb.or([eb('slug', '=', slugOrIso3), eb('iso3', '=', slugOrIso3.toUpperCase())]))
    .executeTakeFirst();
  return country?.iso3;
};

/**
 * One page of screened rows in the order of `rank`, `from` rows in, `size` of them: for every row a
 * range of the rank's unique index (ranks are 1..total in every order), for one country (`iso3`) or a
 * floor on either case (the lenders' debt share, the sponsors' equity IRR) an offset; and how many rows
 * there are (of that filter).
 */
export const screenedPage = (
  db: Db,
  page: {
    rank: ScreeningRankColumn;
    from: number;
    size: number;
    iso3: string | undefined;
    minLendersDebtShare?: number | undefined;
    minSponsorsEquityIrr?: number | undefined;
    /** Only the flares seen in the catalogue's latest year (decision 038). */
    latestOnly?: boolean;
    /** Only single flares ('flare') or only clusters ('cluster'; decision 040); both when undefined. */
    kind?: 'flare' | 'cluster' | undefined;
  },
) => {
  const { rank, from, size, iso3, minLendersDebtShare, minSponsorsEquityIrr, latestOnly, kind } = page;
  let rows = db.selectFrom('screened_opportunities').selectAll().orderBy(rank).limit(size);
  let counted = db.selectFrom('screened_opportunities').select((eb) => eb.fn.countAll<number>().as('n'));
  if (
    iso3 === undefined &&
    minLendersDebtShare === undefined &&
    minSponsorsEquityIrr === undefined &&
    !latestOnly &&
    kind === undefined
  ) {
    rows = rows.where(rank, '>', from).where(rank, '<=', from + size);
  } else {
    if (latestOnly) {
      rows = rows.where('years_unseen', '=', 0);
      counted = counted.where('years_unseen', '=', 0);
    }
    if (kind !== undefined) {
      rows = rows.where('kind', '=', kind);
      counted = counted.where('kind', '=', kind);
    }
    if (iso3 !== undefined) {
      rows = rows.where('country_iso3', '=', iso3);
      counted = counted.where('country_iso3', '=', iso3);
    }
    if (minLendersDebtShare !== undefined) {
      rows = rows.where('lenders_debt_share', '>=', minLendersDebtShare);
      counted = counted.where('lenders_debt_share', '>=', minLendersDebtShare);
    }
    if (minSponsorsEquityIrr !== undefined) {
      rows = rows.where('sponsors_equity_irr', '>=', minSponsorsEquityIrr);
      counted = counted.where('sponsors_equity_irr', '>=', minSponsorsEquityIrr);
    }
    rows = rows.offset(from);
  }
  return { rows: rows.execute(), total: counted.executeTakeFirstOrThrow().then((row) => Number(row.n)) };
};

/** The catalogue's latest year (of the survival counts the last screening wrote), or null before any. */
export const readLatestCatalogueYear = async (db: Db): Promise<number | null> => {
  const row = await db
    .selectFrom('flare_survival')
    .select((eb) => eb.fn.max('last_year').as('year'))
    .executeTakeFirst();
  return row?.year == null ? null : Number(row.year);
};

/** Every data source's id, publisher and title (the list names those its page's rows come from). */
export const listSourceTitles = (db: Db) =>
  db.selectFrom('data_sources').select(['id', 'publisher', 'title']).execute();

/** The satellite catalogue whose yearly volumes a project's cases rest on (as its page's flares' series). */
const SATELLITE_CATALOGUE = 'eog-vnf-catalog-2017-2024';

/** Yearly satellite volumes (m³) of flares, oldest first: the series a project page's cases read. */
export const satelliteYearsOfFlares = (db: Db, flareIds: readonly string[]) =>
  flareIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('flare_year_totals')
        .select(['flare_id', 'year', 'volume_m3'])
        .where('flare_id', 'in', [...flareIds])
        .where('source_id', '=', SATELLITE_CATALOGUE)
        .orderBy('year')
        .execute();

/** The stored cases (decision 045) of these projects at this screening stamp, of any project version. */
export const storedProjectCases = (db: Db, stamp: string, projectIds: readonly string[]) =>
  db
    .selectFrom('project_cases')
    .selectAll()
    .where('stamp', '=', stamp)
    .where('project_id', 'in', [...projectIds])
    .execute();

/** The projects' stored cases replaced by these rows (one per project). */
export const replaceProjectCases = async (db: Db, rows: readonly ProjectCasesTable[]): Promise<void> => {
  await db
    .deleteFrom('project_cases')
    .where(
      'project_id',
      'in',
      rows.map((row) => row.project_id),
    )
    .execute();
  await db
    .insertInto('project_cases')
    .values([...rows])
    .execute();
};

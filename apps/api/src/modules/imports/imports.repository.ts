import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  CompaniesTable,
  CountriesTable,
  DataSourcesTable,
  FieldsTable,
  FlareOperatorYearsTable,
  FlareSiteMatchesTable,
  FlaresTable,
  GasCompositionsTable,
  ObservationsTable,
  ProductionTable,
} from '../flaring-data/index.js';
import type { ImportJobsTable } from './imports.tables.js';

/** All SQL of imports. `db` may be a transaction. */

/** Any constant: imports on PostgreSQL take this advisory lock, so two never write at once. */
const IMPORT_LOCK = 4_217_022;

/** PostgreSQL: waits for, then holds until the transaction ends, the one lock every import takes. */
export const lockImportsPostgres = async (trx: Db): Promise<void> => {
  await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
};

// --- Jobs -------------------------------------------------------------------------------------

export const insertJob = (db: Db, job: Insertable<ImportJobsTable>) =>
  db.insertInto('import_jobs').values(job).execute();

export const updateJob = (db: Db, id: string, patch: Updateable<ImportJobsTable>) =>
  db.updateTable('import_jobs').set(patch).where('id', '=', id).execute();

export const findUnfinishedJobs = (db: Db) =>
  db
    .selectFrom('import_jobs')
    .select(['id', 'runner'])
    .where('status', 'in', ['queued', 'running'])
    .execute();

export const findJob = (db: Db, id: string) =>
  db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** The history of jobs, newest first (who started each is asked of accounts: imports.service.ts). */
export const listJobs = (db: Db, page: { limit: number; offset: number }) =>
  db
    .selectFrom('import_jobs as j')
    .select([
      'j.id',
      'j.origin',
      'j.status',
      'j.file_name',
      'j.file_size',
      'j.template',
      'j.source',
      'j.source_id',
      'j.created_by',
      'j.total_rows',
      'j.counts',
      'j.preview',
      'j.row_error_count',
      'j.error_code',
      'j.created_at',
      'j.finished_at',
    ])
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export type JobSummaryRow = Awaited<ReturnType<typeof listJobs>>[number];

/** How many jobs are in each status (the metrics' import jobs by state). */
export const countJobsByStatus = async (db: Db): Promise<Record<string, number>> => {
  const rows = await db
    .selectFrom('import_jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
};

export const countJobs = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('import_jobs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

// --- Reference data ---------------------------------------------------------------------------

export const findDataSource = (db: Db, id: string) =>
  db.selectFrom('data_sources').selectAll().where('id', '=', id).executeTakeFirst();

export const insertDataSource = (db: Db, row: Insertable<DataSourcesTable>) =>
  db.insertInto('data_sources').values(row).execute();

export const updateDataSource = (db: Db, id: string, patch: Updateable<DataSourcesTable>) =>
  db.updateTable('data_sources').set(patch).where('id', '=', id).execute();

export const listCountryCodes = async (db: Db): Promise<Set<string>> =>
  new Set((await db.selectFrom('countries').select('iso3').execute()).map((row) => row.iso3));

export const insertCountry = (db: Db, row: CountriesTable) =>
  db.insertInto('countries').values(row).execute();

export const findCompany = (db: Db, iso3: string, slug: string) =>
  db
    .selectFrom('companies')
    .select(['id', 'slug'])
    .where('country_iso3', '=', iso3)
    .where('slug', '=', slug)
    .executeTakeFirst();

/** The names companies are also known by (decision 016). */
export const listCompanyAliases = (db: Db) =>
  db.selectFrom('company_aliases').select(['country_iso3', 'alias', 'name', 'kind', 'evidence']).execute();

/** The groups companies roll up to (decision 016). */
export const listCompanyGroupRules = (db: Db) =>
  db
    .selectFrom('company_group_rules')
    .select(['country_iso3', 'company', 'group_name', 'evidence'])
    .execute();

export const insertCompany = (db: Db, row: CompaniesTable) =>
  db.insertInto('companies').values(row).execute();

/** Every company of a country (id, slug): an import naming many operators finds them in one query. */
export const listCompaniesOfCountry = (db: Db, iso3: string) =>
  db.selectFrom('companies').select(['id', 'slug']).where('country_iso3', '=', iso3).execute();

export const findField = (db: Db, iso3: string, slug: string) =>
  db
    .selectFrom('fields')
    .select(['id', 'slug', 'name', 'company_id', 'field_type'])
    .where('country_iso3', '=', iso3)
    .where('slug', '=', slug)
    .executeTakeFirst();

export const updateField = (db: Db, id: string, patch: Updateable<FieldsTable>) =>
  db.updateTable('fields').set(patch).where('id', '=', id).execute();

export const insertField = (db: Db, row: FieldsTable) => db.insertInto('fields').values(row).execute();

// --- Flares -----------------------------------------------------------------------------------

export const flaresOfCompany = (db: Db, companyId: string) =>
  db.selectFrom('flares').selectAll().where('company_id', '=', companyId).execute();

/** What rows that only refer to flares need of them (a fifth of the columns, a quarter of the time). */
export const FLARE_REFERENCE_COLUMNS = ['id', 'name', 'company_id', 'country_iso3'] as const;
export type FlareReferenceRow = Pick<FlaresTable, (typeof FLARE_REFERENCE_COLUMNS)[number]>;

export const flareReferencesOfCompany = (db: Db, companyId: string): Promise<FlareReferenceRow[]> =>
  db.selectFrom('flares').select(FLARE_REFERENCE_COLUMNS).where('company_id', '=', companyId).execute();

export const flareBySourceExternalId = (db: Db, sourceId: string, externalId: string) =>
  db
    .selectFrom('flares')
    .selectAll()
    .where('source_id', '=', sourceId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();

export const updateFlare = (db: Db, id: string, patch: Updateable<FlaresTable>) =>
  db.updateTable('flares').set(patch).where('id', '=', id).execute();

// --- Per-flare sources: the World Bank's sites matched to catalogue flares (decision 016) ---------

/** The satellite catalogue's flares of some countries: what a per-flare source's sites are matched to. */
export const catalogueFlaresOf = (db: Db, countries: readonly string[]) =>
  db
    .selectFrom('flares as f')
    .innerJoin('data_sources as s', 's.id', 'f.source_id')
    .select([
      'f.id',
      'f.name',
      'f.company_id',
      'f.country_iso3',
      'f.field_id',
      'f.latitude',
      'f.longitude',
      'f.location',
      'f.external_id',
      'f.source_id',
      'f.search_key',
    ])
    .where('s.kind', '=', 'satellite')
    .where('f.country_iso3', 'in', countries)
    .orderBy('f.id')
    .execute();
export type CatalogueFlareRow = Awaited<ReturnType<typeof catalogueFlaresOf>>[number];

/** Every flare name of some countries, by company: a flare moved or renamed must not take a name in use. */
export const flareNamesOf = (db: Db, countries: readonly string[]) =>
  db.selectFrom('flares').select(['company_id', 'name']).where('country_iso3', 'in', countries).execute();

/** A source's site matches of flares of some countries in some years. */
export const siteMatchesOf = (
  db: Db,
  sourceId: string,
  countries: readonly string[],
  years: readonly number[],
) =>
  db
    .selectFrom('flare_site_matches as m')
    .innerJoin('flares as f', 'f.id', 'm.flare_id')
    .selectAll('m')
    .select('f.country_iso3')
    .where('m.source_id', '=', sourceId)
    .where('f.country_iso3', 'in', countries)
    .where('m.year', 'in', years)
    .execute();

/** Every source's dated years of flares of some countries in some years, with the source's kind. */
export const operatorYearsOf = (db: Db, countries: readonly string[], years: readonly number[]) =>
  db
    .selectFrom('flare_operator_years as d')
    .innerJoin('flares as f', 'f.id', 'd.flare_id')
    .innerJoin('data_sources as s', 's.id', 'd.source_id')
    .select(['d.flare_id', 'd.year', 'd.company_id', 'd.source_id', 's.kind', 'f.country_iso3'])
    .where('f.country_iso3', 'in', countries)
    .where('d.year', 'in', years)
    .execute();

/** Every dated year of some flares (at most a few hundred), and whether the flare has an observation that year. */
export const datedYearsOfFlares = async (db: Db, flareIds: readonly string[]) =>
  (
    await db
      .selectFrom('flare_operator_years as d')
      .select((eb) => [
        'd.flare_id',
        'd.year',
        'd.company_id',
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('observations as o')
                .select('o.flare_id')
                .whereRef('o.flare_id', '=', 'd.flare_id')
                .whereRef('o.year', '=', 'd.year'),
            ),
          )
          .then(1)
          .else(0)
          .end()
          .as('observed'),
      ])
      .where('d.flare_id', 'in', flareIds)
      .execute()
  ).map((row) => ({ ...row, observed: Number(row.observed) }));

export const updateSiteMatch = (db: Db, row: FlareSiteMatchesTable) =>
  db
    .updateTable('flare_site_matches')
    .set(row)
    .where('flare_id', '=', row.flare_id)
    .where('year', '=', row.year)
    .where('source_id', '=', row.source_id)
    .execute();

export const deleteSiteMatch = (db: Db, key: { flare_id: string; year: number; source_id: string }) =>
  db
    .deleteFrom('flare_site_matches')
    .where('flare_id', '=', key.flare_id)
    .where('year', '=', key.year)
    .where('source_id', '=', key.source_id)
    .execute();

export const updateOperatorYear = (db: Db, row: FlareOperatorYearsTable) =>
  db
    .updateTable('flare_operator_years')
    .set({ company_id: row.company_id, source_id: row.source_id })
    .where('flare_id', '=', row.flare_id)
    .where('year', '=', row.year)
    .execute();

export const deleteOperatorYear = (db: Db, key: { flare_id: string; year: number }) =>
  db
    .deleteFrom('flare_operator_years')
    .where('flare_id', '=', key.flare_id)
    .where('year', '=', key.year)
    .execute();

// --- Observations, production, compositions ---------------------------------------------------

export const observationsOfFlares = (db: Db, sourceId: string, flareIds: readonly string[]) =>
  db
    .selectFrom('observations')
    .select(['flare_id', 'period', 'volume_m3', 'confidence'])
    .where('source_id', '=', sourceId)
    .where('flare_id', 'in', flareIds)
    .execute();

/** Flares some of whose years a source dates to a company (a small table: Argentina's concessions). */
export const flaresWithDatedOperators = async (db: Db): Promise<Set<string>> =>
  new Set(
    (await db.selectFrom('flare_operator_years').select('flare_id').distinct().execute()).map(
      (row) => row.flare_id,
    ),
  );

export const updateObservation = (db: Db, row: ObservationsTable) =>
  db
    .updateTable('observations')
    .set({ volume_m3: row.volume_m3, confidence: row.confidence })
    .where('flare_id', '=', row.flare_id)
    .where('period', '=', row.period)
    .where('source_id', '=', row.source_id)
    .execute();

export const productionOfEntities = (db: Db, sourceId: string, entityKeys: readonly string[]) =>
  db
    .selectFrom('production')
    .select(['entity_key', 'period', 'oil_bbl', 'gas_m3'])
    .where('source_id', '=', sourceId)
    .where('entity_key', 'in', entityKeys)
    .execute();

export const updateProduction = (db: Db, row: ProductionTable) =>
  db
    .updateTable('production')
    .set({ oil_bbl: row.oil_bbl, gas_m3: row.gas_m3 })
    .where('entity_key', '=', row.entity_key)
    .where('period', '=', row.period)
    .where('source_id', '=', row.source_id)
    .execute();

export const compositionsOfFlares = (db: Db, sourceId: string, flareIds: readonly string[]) =>
  db
    .selectFrom('gas_compositions')
    .selectAll()
    .where('source_id', '=', sourceId)
    .where('flare_id', 'in', flareIds)
    .execute();

export const updateComposition = (db: Db, id: string, patch: Updateable<GasCompositionsTable>) =>
  db.updateTable('gas_compositions').set(patch).where('id', '=', id).execute();

// --- US operators' monthly reports (decision 036) ------------------------------------------------

export type OperatorMonthTable = 'operator_months' | 'operator_satellite_months';

/** A source's stored monthly rows of these companies, in one table. */
export const listOperatorMonths = async (
  db: Db,
  table: OperatorMonthTable,
  sourceId: string,
  companyIds: readonly string[],
): Promise<Array<Record<string, unknown>>> => {
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 0; i < companyIds.length; i += 500) {
    const chunk = companyIds.slice(i, i + 500);
    rows.push(
      ...((await db
        .selectFrom(table)
        .selectAll()
        .where('source_id', '=', sourceId)
        .where('company_id', 'in', chunk)
        .execute()) as Array<Record<string, unknown>>),
    );
  }
  return rows;
};

export type OperatorMonthKey = { company_id: string; state: string; month: string };

/** Updates one monthly row's values (its key: source, company, state, month). */
export const updateOperatorMonth = (
  db: Db,
  table: OperatorMonthTable,
  sourceId: string,
  key: OperatorMonthKey,
  changes: Record<string, number | null>,
) =>
  db
    .updateTable(table)
    .set(changes)
    .where('source_id', '=', sourceId)
    .where('company_id', '=', key.company_id)
    .where('state', '=', key.state)
    .where('month', '=', key.month)
    .execute();

/** Deletes monthly rows the new file no longer holds for its companies and states. */
export const deleteOperatorMonths = async (
  db: Db,
  table: OperatorMonthTable,
  sourceId: string,
  keys: readonly OperatorMonthKey[],
): Promise<void> => {
  for (const key of keys)
    await db
      .deleteFrom(table)
      .where('source_id', '=', sourceId)
      .where('company_id', '=', key.company_id)
      .where('state', '=', key.state)
      .where('month', '=', key.month)
      .execute();
};

import type SQLite from 'better-sqlite3';
import { CompiledQuery, type Insertable, type Updateable } from 'kysely';
import type {
  CompaniesTable,
  CountriesTable,
  Database,
  DataSourcesTable,
  Db,
  Dialect,
  FieldsTable,
  FlaresTable,
  GasCompositionsTable,
  ImportJobsTable,
  ObservationsTable,
  ProductionTable,
} from '../../db/database.js';

/** All SQL of imports. `db` may be a transaction. */

/** Parameters per statement: under SQLite's 32 766 and PostgreSQL's 65 535. */
const MAX_PARAMETERS = 30_000;

/** Inserts rows in multi-row statements sized to stay under the parameter limits. */
export const insertRows = async <T extends keyof Database>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> => {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const batch = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += batch) {
    // Kysely cannot narrow the values type through a generic table name; the signature checks the rows.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
};

const placeholderCache = new Map<string, string>();

/** `(?, ?), (?, ?)` for SQLite, `($1, $2), ($3, $4)` for PostgreSQL. */
const placeholders = (dialect: Dialect, rows: number, columns: number): string => {
  const key = `${dialect}:${rows}:${columns}`;
  let text = placeholderCache.get(key);
  if (!text) {
    let n = 0;
    const tuple = () =>
      `(${Array.from({ length: columns }, () => (dialect === 'sqlite' ? '?' : `$${(n += 1)}`)).join(', ')})`;
    text = Array.from({ length: rows }, tuple).join(', ');
    placeholderCache.set(key, text);
  }
  return text;
};

export type BulkInsert = (rows: ReadonlyArray<unknown>, rowCount: number) => Promise<void>;

/**
 * An inserter for the bulk path of imports (millions of observations): rows come as one flat array of
 * values in `columns` order and go in as multi-row INSERTs. Building each statement with Kysely's
 * query builder costs more than SQLite's own work, so the SQL is written here once per batch size;
 * on SQLite, given its connection, the prepared statements are kept and reused too.
 */
export const bulkInserter = <T extends keyof Database>(
  db: Db,
  dialect: Dialect,
  table: T,
  columns: ReadonlyArray<keyof Database[T] & string>,
  connection?: SQLite.Database,
): BulkInsert => {
  const perStatement = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns.length)));
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  const statements = new Map<number, SQLite.Statement>();
  const run = async (values: ReadonlyArray<unknown>, rows: number) => {
    const text = head + placeholders(dialect, rows, columns.length);
    if (connection) {
      let statement = statements.get(rows);
      if (!statement) statements.set(rows, (statement = connection.prepare(text)));
      statement.run(values as unknown[]);
      return;
    }
    await db.executeQuery(CompiledQuery.raw(text, values as unknown[]));
  };
  return async (values, rowCount) => {
    const width = columns.length;
    for (let first = 0; first < rowCount; first += perStatement) {
      const rows = Math.min(perStatement, rowCount - first);
      await run(rowCount === rows ? values : values.slice(first * width, (first + rows) * width), rows);
    }
  };
};

// --- Jobs -------------------------------------------------------------------------------------

export const insertJob = (db: Db, job: Insertable<ImportJobsTable>) =>
  db.insertInto('import_jobs').values(job).execute();

export const updateJob = (db: Db, id: string, patch: Updateable<ImportJobsTable>) =>
  db.updateTable('import_jobs').set(patch).where('id', '=', id).execute();

export const findJob = (db: Db, id: string) =>
  db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();

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

export const insertCompany = (db: Db, row: CompaniesTable) =>
  db.insertInto('companies').values(row).execute();

export const findField = (db: Db, iso3: string, slug: string) =>
  db
    .selectFrom('fields')
    .select(['id', 'company_id'])
    .where('country_iso3', '=', iso3)
    .where('slug', '=', slug)
    .executeTakeFirst();

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

// --- Observations, production, compositions ---------------------------------------------------

export const observationsOfFlares = (db: Db, sourceId: string, flareIds: readonly string[]) =>
  db
    .selectFrom('observations')
    .select(['flare_id', 'period', 'volume_m3', 'confidence'])
    .where('source_id', '=', sourceId)
    .where('flare_id', 'in', flareIds)
    .execute();

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

import { sql, type Insertable } from 'kysely';
import type { Database, Db } from '../../../db/database.js';

/** The seed loader's SQL (load-seed.ts): the flaring tables emptied and filled in bulk. */

/** Rows per INSERT: under PostgreSQL's 65 535 parameters for the widest table (21 columns). */
const BATCH = 1000;

/** Tables of flaring data, children first (the order rows are deleted in). */
const FLARING_TABLES = [
  'vnf_candidates',
  'flare_month_detections',
  'flare_nights',
  'vnf_nights',
  'operator_satellite_months',
  'operator_months',
  'flare_site_matches',
  'flare_operator_years',
  'company_aliases',
  'company_group_rules',
  'company_holders',
  'published_world_totals',
  'reported_flaring',
  'production',
  'observations',
  'gas_compositions',
  'flares',
  'fields',
  'companies',
  'countries',
  'data_sources',
] as const;

/** Deletes every row of the flaring data's tables (`db` should be the loading transaction). */
export const clearFlaringData = async (db: Db): Promise<void> => {
  for (const table of FLARING_TABLES) await db.deleteFrom(table).execute();
};

/** Inserts `rows` into `table`, BATCH rows per statement. */
export const insertAll = async <T extends keyof Database>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> => {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Kysely cannot narrow the values type through a generic table name; the signature above checks the rows.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
};

/** Fresh planner statistics for every table (after a bulk load). */
export const analyzeTables = async (db: Db): Promise<void> => {
  await sql`analyze`.execute(db);
};

/** True when no flaring data is loaded yet (a new database). */
export const isFlaringDataEmpty = async (db: Db): Promise<boolean> => {
  const row = await db
    .selectFrom('flares')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
};

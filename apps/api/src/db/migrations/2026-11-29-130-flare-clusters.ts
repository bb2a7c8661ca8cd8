import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 33, item 8 (decision 040): clusters of small flares pooled into one plant.
 *
 * `screened_opportunities` holds clusters beside single flares: `kind` ('flare' | 'cluster'); a cluster's
 * row key (`flare_id`) is 'c-' and its anchor's id (38 characters: the column is widened on PostgreSQL;
 * SQLite does not enforce lengths), its flare and company columns its anchor's, its members (JSON: each
 * flare's name, country, company and share of the gas), how many, the gathering radius it was formed with
 * and its gathering line's length and capex. The rows are emptied: SCREENING_MODEL 6 recomputes them.
 *
 * `screening_cluster_points`: the flares a cluster may take (seen in the catalogue's latest year, with gas),
 * where they are and their latest gas — what a project draft re-forms its cluster from when its radius
 * changes. Rebuilt with the screened rows.
 *
 * `projects.gathering_radius_km`: the radius a project drafted from a cluster was formed with (null: not
 * from a cluster).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see isPostgres
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.deleteFrom('screened_opportunities').execute();
  if (isPostgres(db))
    await sql`alter table screened_opportunities alter column flare_id type varchar(40)`.execute(db);
  await db.schema
    .alterTable('screened_opportunities')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('flare'))
    .execute();
  await db.schema
    .alterTable('screened_opportunities')
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('screened_opportunities').addColumn('cluster_members', 'text').execute();
  for (const column of ['radius_km', 'gathering_km', 'gathering_capex_usd']) {
    await db.schema.alterTable('screened_opportunities').addColumn(column, 'double precision').execute();
  }
  await db.schema
    .createIndex('screened_opportunities_kind_idx')
    .on('screened_opportunities')
    .column('kind')
    .execute();
  await db.schema
    .createTable('screening_cluster_points')
    .addColumn('flare_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('m3_per_day', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('projects').addColumn('gathering_radius_km', 'double precision').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see isPostgres
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('projects').dropColumn('gathering_radius_km').execute();
  await db.schema.dropTable('screening_cluster_points').execute();
  await db.schema.dropIndex('screened_opportunities_kind_idx').execute();
  await db.deleteFrom('screened_opportunities').execute();
  for (const column of [
    'kind',
    'member_count',
    'cluster_members',
    'radius_km',
    'gathering_km',
    'gathering_capex_usd',
  ]) {
    await db.schema.alterTable('screened_opportunities').dropColumn(column).execute();
  }
  if (isPostgres(db))
    await sql`alter table screened_opportunities alter column flare_id type varchar(36)`.execute(db);
};

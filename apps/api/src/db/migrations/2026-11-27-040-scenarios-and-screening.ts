import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 26, items 8 and 9 (decision 025).
 *
 * `project_scenarios`: an owner's named sets of model-input overrides of one project (base, low gas,
 * high carbon …), cascading with the project; a name is unique per project (compared by `name_key`,
 * the trimmed lower-case name), which the create's lock and this index keep under concurrent requests.
 *
 * `screened_opportunities`: the finance model with its cited defaults run on every flare whose power
 * potential reaches the screening threshold, one row per flare, rebuilt whole when the flaring data
 * version changes (`app_settings.screening_version` names the version the rows come from). No foreign
 * keys: the seed reload replaces the flares, and the rows are rebuilt after it. Each row carries its
 * rank in every sort and order of the list, so a page is a range of one unique index.
 */
/** The rank columns, one per sort and order of the list (frozen here, as the migration). */
const SCREENING_ORDERS = [
  'rank_npv_desc',
  'rank_npv_asc',
  'rank_irr_desc',
  'rank_irr_asc',
  'rank_capacity_desc',
  'rank_capacity_asc',
  'rank_avoided_desc',
  'rank_avoided_asc',
  'rank_country_desc',
  'rank_country_asc',
  'rank_operator_desc',
  'rank_operator_asc',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('project_scenarios')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('overrides', 'text', (c) => c.notNull()) // JSON: the model inputs it changes
    .addColumn('position', 'integer', (c) => c.notNull()) // the order they were saved in
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_scenarios_name_idx')
    .on('project_scenarios')
    .columns(['project_id', 'name_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('screened_opportunities')
    .addColumn('flare_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('flare_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('country_slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('country_name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('country_name_es', 'varchar(200)', (c) => c.notNull())
    .addColumn('company_slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('company_sort', 'varchar(300)', (c) => c.notNull())
    .addColumn('company_is_unattributed', 'integer', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('power_mw', 'double precision', (c) => c.notNull())
    .addColumn('volume_m3_per_day', 'double precision', (c) => c.notNull())
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_default_composition', 'integer', (c) => c.notNull())
    .addColumn('capacity_mw', 'double precision', (c) => c.notNull())
    .addColumn('capex_usd', 'double precision', (c) => c.notNull())
    .addColumn('npv', 'double precision', (c) => c.notNull())
    .addColumn('irr', 'double precision')
    .addColumn('equity_irr', 'double precision')
    .addColumn('min_dscr', 'double precision')
    .addColumn('lcoe_usd_per_mwh', 'double precision')
    .addColumn('payback_years', 'double precision')
    .addColumn('avoided_co2e_t', 'double precision', (c) => c.notNull())
    .addColumn('gas_decline_rate', 'double precision', (c) => c.notNull())
    // Each row's place (1 = first) in every order the list offers, computed with the rows: a page is
    // then a range of one indexed column, as fast on page 400 as on page 1.
    .$call((table) =>
      SCREENING_ORDERS.reduce((t, order) => t.addColumn(order, 'integer', (c) => c.notNull()), table),
    )
    .execute();
  for (const order of SCREENING_ORDERS) {
    await db.schema
      .createIndex(`screened_opportunities_${order}_idx`)
      .on('screened_opportunities')
      .column(order)
      .unique()
      .execute();
  }
  await db.schema
    .createIndex('screened_opportunities_country_idx')
    .on('screened_opportunities')
    .column('country_iso3')
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('screened_opportunities').ifExists().execute();
  await db.schema.dropTable('project_scenarios').ifExists().execute();
};

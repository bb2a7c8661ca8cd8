import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 34, items 6 and 7 (decision 036): months where a source has them. US operators report to the
 * states every month; Flaring Monitor publishes those reports per operator, state and month, and for 58
 * operators a satellite estimate with its bounds beside the reported volume.
 *
 * `operator_months`: the states' reports (oil bbl, gas m³, flared m³, CO2e t), one row per source, company,
 * state and month. `operator_satellite_months`: the satellite-modeled file, whose own reported volume is
 * the one it compares with the estimate and its lower and upper bounds. Years stay in the yearly tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('operator_months')
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('companies.id'))
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('oil_bbl', 'double precision')
    .addColumn('gas_m3', 'double precision')
    .addColumn('flared_m3', 'double precision')
    .addColumn('co2e_t', 'double precision')
    .addPrimaryKeyConstraint('operator_months_pk', ['source_id', 'company_id', 'state', 'month'])
    .execute();
  await db.schema
    .createIndex('operator_months_country_month')
    .on('operator_months')
    .columns(['country_iso3', 'month'])
    .execute();
  await db.schema
    .createIndex('operator_months_company')
    .on('operator_months')
    .columns(['company_id', 'month'])
    .execute();
  await db.schema
    .createTable('operator_satellite_months')
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('companies.id'))
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('reported_m3', 'double precision')
    .addColumn('satellite_m3', 'double precision')
    .addColumn('satellite_lower_m3', 'double precision')
    .addColumn('satellite_upper_m3', 'double precision')
    .addColumn('blended_m3', 'double precision')
    .addColumn('oil_bbl', 'double precision')
    .addColumn('gas_m3', 'double precision')
    .addColumn('co2e_t', 'double precision')
    .addColumn('blended_co2e_t', 'double precision')
    .addPrimaryKeyConstraint('operator_satellite_months_pk', ['source_id', 'company_id', 'state', 'month'])
    .execute();
  await db.schema
    .createIndex('operator_satellite_months_company')
    .on('operator_satellite_months')
    .columns(['company_id', 'month'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('operator_satellite_months').execute();
  await db.schema.dropTable('operator_months').execute();
};

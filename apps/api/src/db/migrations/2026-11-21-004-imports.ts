import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  // One row per import (CLI or upload): the file's provenance, its progress and its report.
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('origin', 'varchar(10)', (c) => c.notNull()) // upload | cli
    .addColumn('status', 'varchar(10)', (c) => c.notNull()) // queued | running | succeeded | failed
    .addColumn('phase', 'varchar(12)', (c) => c.notNull()) // queued | reading | validating | writing | done
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('file_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('template', 'varchar(20)')
    .addColumn('source_id', 'varchar(60)')
    .addColumn('source', 'text', (c) => c.notNull()) // JSON: what the importer said about the publisher
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('total_rows', 'integer')
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counts', 'text') // JSON: inserted / updated / unchanged per table
    .addColumn('error_code', 'varchar(60)')
    .addColumn('error_details', 'text') // JSON
    .addColumn('row_errors', 'text') // JSON, the first IMPORT_MAX_REPORTED_ERRORS
    .addColumn('row_error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(30)')
    .addColumn('finished_at', 'varchar(30)')
    // Written with every progress report: a running job whose worker died stops moving.
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_jobs_created_at_idx').on('import_jobs').column('created_at').execute();

  // Roll-ups: derived from observations and flares, rebuilt by the seed and refreshed by every import
  // for the flares it touched, so summaries never aggregate millions of monthly rows per request.
  // No foreign keys: they are caches, emptied and refilled with their sources.
  await db.schema
    .createTable('flare_year_totals')
    .addColumn('flare_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('volume_m3', 'double precision', (c) => c.notNull())
    .addColumn('periods', 'integer', (c) => c.notNull()) // observations summed (1 annual, up to 12 monthly)
    .addColumn('last_period', 'varchar(7)', (c) => c.notNull())
    .addPrimaryKeyConstraint('flare_year_totals_pk', ['flare_id', 'year', 'source_id'])
    .execute();
  await db.schema
    .createIndex('flare_year_totals_company_idx')
    .on('flare_year_totals')
    .columns(['company_id', 'year', 'source_id'])
    .execute();
  await db.schema
    .createIndex('flare_year_totals_country_idx')
    .on('flare_year_totals')
    .columns(['country_iso3', 'year', 'source_id'])
    .execute();

  await db.schema
    .createTable('company_year_totals')
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('volume_m3', 'double precision', (c) => c.notNull())
    // Flares with a volume > 0 in the year, and flares with any observation in the year.
    .addColumn('active_flares', 'integer', (c) => c.notNull())
    .addColumn('observed_flares', 'integer', (c) => c.notNull())
    .addColumn('last_period', 'varchar(7)', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_year_totals_pk', ['company_id', 'year', 'source_id'])
    .execute();
  await db.schema
    .createIndex('company_year_totals_country_idx')
    .on('company_year_totals')
    .columns(['country_iso3', 'year', 'source_id'])
    .execute();

  await db.schema
    .createTable('country_year_totals')
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('volume_m3', 'double precision', (c) => c.notNull())
    .addColumn('active_flares', 'integer', (c) => c.notNull())
    .addColumn('observed_flares', 'integer', (c) => c.notNull())
    .addColumn('last_period', 'varchar(7)', (c) => c.notNull())
    .addPrimaryKeyConstraint('country_year_totals_pk', ['country_iso3', 'year', 'source_id'])
    .execute();
  await db.schema
    .createIndex('country_year_totals_year_idx')
    .on('country_year_totals')
    .columns(['year', 'source_id'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  for (const table of ['country_year_totals', 'company_year_totals', 'flare_year_totals', 'import_jobs']) {
    await db.schema.dropTable(table).execute();
  }
};

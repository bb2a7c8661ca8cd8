import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('data_sources')
    .addColumn('id', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('publisher', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('licence', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)')
    .addColumn('published_on', 'varchar(10)')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull()) // satellite | operator | regulator | statistics
    .addColumn('notes', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('iso3', 'varchar(3)', (c) => c.primaryKey())
    .addColumn('iso2', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('name_en', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_es', 'varchar(120)', (c) => c.notNull())
    .addColumn('search_key', 'varchar(250)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull().references('countries.iso3'))
    .addColumn('is_unattributed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('website', 'varchar(300)')
    .addColumn('description_en', 'text')
    .addColumn('description_es', 'text')
    .addColumn('search_key', 'varchar(250)', (c) => c.notNull())
    // URLs name a company within its country: /flaring-explorer/argentina/ypf-s-a, …/colombia/unattributed.
    .addUniqueConstraint('companies_country_slug_unique', ['country_iso3', 'slug'])
    .execute();

  await db.schema
    .createTable('fields')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull().references('countries.iso3'))
    .addColumn('company_id', 'varchar(36)', (c) => c.references('companies.id'))
    .addColumn('basin', 'varchar(120)')
    .addColumn('province', 'varchar(120)')
    .addColumn('outline', 'text')
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addUniqueConstraint('fields_country_slug_unique', ['country_iso3', 'slug'])
    .execute();
  await db.schema.createIndex('fields_company_idx').on('fields').column('company_id').execute();

  await db.schema
    .createTable('flares')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('companies.id'))
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull().references('countries.iso3'))
    .addColumn('field_id', 'varchar(36)', (c) => c.references('fields.id'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('location', 'varchar(300)')
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_routine', 'integer')
    .addColumn('is_onshore', 'integer')
    .addColumn('combustion_efficiency', 'double precision')
    .addColumn('temperature_k', 'double precision')
    .addColumn('detection_frequency', 'double precision')
    .addColumn('trend', 'varchar(12)')
    .addColumn('first_year', 'integer')
    .addColumn('last_year', 'integer')
    .addColumn('external_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('data_date', 'varchar(10)')
    .addColumn('search_key', 'varchar(250)', (c) => c.notNull())
    .addUniqueConstraint('flares_company_name_unique', ['company_id', 'name'])
    .addUniqueConstraint('flares_source_external_unique', ['source_id', 'external_id'])
    .execute();
  await db.schema.createIndex('flares_country_idx').on('flares').column('country_iso3').execute();
  await db.schema.createIndex('flares_field_idx').on('flares').column('field_id').execute();
  await db.schema.createIndex('flares_lat_lon_idx').on('flares').columns(['latitude', 'longitude']).execute();

  await db.schema
    .createTable('gas_compositions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('flare_id', 'varchar(36)', (c) => c.notNull().references('flares.id').onDelete('cascade'))
    .addColumn('sampled_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('c1', 'double precision', (c) => c.notNull())
    .addColumn('c2', 'double precision', (c) => c.notNull())
    .addColumn('c3', 'double precision', (c) => c.notNull())
    .addColumn('ic4', 'double precision', (c) => c.notNull())
    .addColumn('nc4', 'double precision', (c) => c.notNull())
    .addColumn('ic5', 'double precision', (c) => c.notNull())
    .addColumn('nc5', 'double precision', (c) => c.notNull())
    .addColumn('c6plus', 'double precision', (c) => c.notNull())
    .addColumn('n2', 'double precision', (c) => c.notNull())
    .addColumn('co2', 'double precision', (c) => c.notNull())
    .addColumn('h2s', 'double precision', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addUniqueConstraint('gas_compositions_flare_date_unique', ['flare_id', 'sampled_on', 'source_id'])
    .execute();

  await db.schema
    .createTable('observations')
    .addColumn('flare_id', 'varchar(36)', (c) => c.notNull().references('flares.id').onDelete('cascade'))
    .addColumn('period', 'varchar(7)', (c) => c.notNull()) // 'YYYY' or 'YYYY-MM'
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('volume_m3', 'double precision', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('confidence', 'varchar(10)')
    .addPrimaryKeyConstraint('observations_pk', ['flare_id', 'period', 'source_id'])
    .execute();
  await db.schema
    .createIndex('observations_year_idx')
    .on('observations')
    .columns(['year', 'flare_id'])
    .execute();

  await db.schema
    .createTable('production')
    .addColumn('entity_key', 'varchar(60)', (c) => c.notNull()) // country:ARG | company:<id> | field:<id>
    .addColumn('level', 'varchar(10)', (c) => c.notNull())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull().references('countries.iso3'))
    .addColumn('company_id', 'varchar(36)', (c) => c.references('companies.id'))
    .addColumn('field_id', 'varchar(36)', (c) => c.references('fields.id'))
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('oil_bbl', 'double precision')
    .addColumn('gas_m3', 'double precision')
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addPrimaryKeyConstraint('production_pk', ['entity_key', 'period', 'source_id'])
    .execute();
  await db.schema
    .createIndex('production_country_year_idx')
    .on('production')
    .columns(['country_iso3', 'year'])
    .execute();
  await db.schema
    .createIndex('production_company_idx')
    .on('production')
    .columns(['company_id', 'year'])
    .execute();

  // Country figures as their publishers state them (World Bank GGFR, Energy Institute), beside our sums.
  await db.schema
    .createTable('reported_flaring')
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull().references('countries.iso3'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('flared_m3', 'double precision')
    .addColumn('intensity_m3_per_bbl', 'double precision')
    .addColumn('co2_t', 'double precision')
    .addPrimaryKeyConstraint('reported_flaring_pk', ['country_iso3', 'year', 'source_id'])
    .execute();
  await db.schema
    .createIndex('reported_flaring_year_idx')
    .on('reported_flaring')
    .columns(['year', 'source_id'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  for (const table of [
    'reported_flaring',
    'production',
    'observations',
    'gas_compositions',
    'flares',
    'fields',
    'companies',
    'countries',
    'data_sources',
  ]) {
    await db.schema.dropTable(table).execute();
  }
};

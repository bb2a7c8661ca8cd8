import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * EOG's nightly VIIRS Nightfire files (issue 34, item 8; decision 034): the nights imported per source and
 * satellite, each flare's nights (detections matched to it), the monthly roll-up of those, and the
 * detections no flare was near, kept as candidate new flares for administrators to review.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('vnf_nights')
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('night', 'varchar(10)', (c) => c.notNull())
    .addColumn('satellite', 'varchar(10)', (c) => c.notNull())
    .addColumn('layout', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('detections', 'integer', (c) => c.notNull())
    .addColumn('matched', 'integer', (c) => c.notNull())
    .addColumn('candidates', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('vnf_nights_pk', ['source_id', 'night', 'satellite'])
    .execute();
  await db.schema.createIndex('vnf_nights_night_idx').on('vnf_nights').column('night').execute();

  await db.schema
    .createTable('flare_nights')
    .addColumn('flare_id', 'varchar(36)', (c) => c.notNull().references('flares.id').onDelete('cascade'))
    .addColumn('night', 'varchar(10)', (c) => c.notNull())
    .addColumn('satellite', 'varchar(10)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('detections', 'integer', (c) => c.notNull())
    .addColumn('passes', 'integer', (c) => c.notNull())
    .addColumn('radiant_heat_mw', 'double precision')
    .addColumn('temperature_k', 'double precision')
    .addColumn('cloud_state', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_scanned_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('flare_nights_pk', ['flare_id', 'night', 'satellite', 'source_id'])
    .execute();
  await db.schema
    .createIndex('flare_nights_source_night_idx')
    .on('flare_nights')
    .columns(['source_id', 'satellite', 'night'])
    .execute();

  await db.schema
    .createTable('flare_month_detections')
    .addColumn('flare_id', 'varchar(36)', (c) => c.notNull().references('flares.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('nights_seen', 'integer', (c) => c.notNull())
    .addColumn('clear_nights_seen', 'integer', (c) => c.notNull())
    .addColumn('detections', 'integer', (c) => c.notNull())
    .addColumn('radiant_heat_mw', 'double precision')
    .addColumn('temperature_k', 'double precision')
    .addPrimaryKeyConstraint('flare_month_detections_pk', ['flare_id', 'month', 'source_id'])
    .execute();
  await db.schema
    .createIndex('flare_month_detections_source_month_idx')
    .on('flare_month_detections')
    .columns(['source_id', 'month'])
    .execute();

  await db.schema
    .createTable('vnf_candidates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('night', 'varchar(10)', (c) => c.notNull())
    .addColumn('satellite', 'varchar(10)', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('detections', 'integer', (c) => c.notNull())
    .addColumn('radiant_heat_mw', 'double precision')
    .addColumn('temperature_k', 'double precision')
    .addColumn('cloud_state', 'varchar(10)', (c) => c.notNull())
    .addColumn('nearest_flare_id', 'varchar(36)', (c) => c.references('flares.id').onDelete('set null'))
    .addColumn('nearest_distance_m', 'double precision')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('reviewed_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('vnf_candidates_night_idx')
    .on('vnf_candidates')
    .columns(['source_id', 'satellite', 'night'])
    .execute();
  await db.schema
    .createIndex('vnf_candidates_status_idx')
    .on('vnf_candidates')
    .columns(['status', 'night'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('vnf_candidates').execute();
  await db.schema.dropTable('flare_month_detections').execute();
  await db.schema.dropTable('flare_nights').execute();
  await db.schema.dropTable('vnf_nights').execute();
};

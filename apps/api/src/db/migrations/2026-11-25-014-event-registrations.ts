import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * "Register your interest" on the Business Mastery page (issue 20, item 18): one row per email address
 * (a second registration replaces the details), listed to administrators.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('company', 'varchar(150)', (c) => c.notNull())
    .addColumn('position', 'varchar(150)')
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('role', 'varchar(12)', (c) => c.notNull()) // operating | service
    .addColumn('message', 'text')
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_registrations_created_at_idx')
    .on('event_registrations')
    .column('created_at')
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('event_registrations').execute();
};

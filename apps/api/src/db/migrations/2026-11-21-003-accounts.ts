import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  // One live code per purpose and address: a new code replaces the row. After a right code the row
  // carries a single-use ticket (sign-up, password reset) until it is used or expires.
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull()) // signup | password_reset | email_change
    .addColumn('address', 'varchar(254)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('ticket_expires_at', 'varchar(30)')
    .addUniqueConstraint('verification_codes_purpose_address_key', ['purpose', 'address'])
    .execute();
  await db.schema
    .createIndex('verification_codes_user_id_idx')
    .on('verification_codes')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('verification_codes_expires_at_idx')
    .on('verification_codes')
    .column('expires_at')
    .execute();

  // Fixed-window counters shared by every process: key = what is limited (`signin:ip:1.2.3.4`).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window_start_idx')
    .on('rate_limits')
    .column('window_start')
    .execute();

  // Security events. No foreign key: `account_purged` outlives the user it names.
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)')
    .addColumn('event', 'varchar(30)', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_user_id_idx').on('audit_events').column('user_id').execute();
  await db.schema
    .createIndex('audit_events_created_at_idx')
    .on('audit_events')
    .column('created_at')
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('verification_codes').execute();
};

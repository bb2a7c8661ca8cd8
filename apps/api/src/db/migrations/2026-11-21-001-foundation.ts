import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

const now = "'1970-01-01T00:00:00.000Z'";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('username', 'varchar(30)')
    .addColumn('username_key', 'varchar(30)', (c) => c.unique())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('country', 'varchar(2)')
    .addColumn('city', 'varchar(100)')
    .addColumn('is_working', 'integer')
    .addColumn('company', 'varchar(150)')
    .addColumn('position', 'varchar(150)')
    .addColumn('headline', 'varchar(200)')
    .addColumn('about', 'text')
    .addColumn('cover_photo', 'varchar(200)')
    .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('en'))
    .addColumn('units', 'varchar(10)', (c) => c.notNull().defaultTo('metric'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('user'))
    .addColumn('has_premium_access', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_project_access', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'varchar(30)')
    .addColumn('purge_after', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_purge_after_idx').on('users').column('purge_after').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('captcha_uses')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('captcha_uses_expires_at_idx')
    .on('captcha_uses')
    .column('expires_at')
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('captcha_uses').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('app_settings').execute();
};

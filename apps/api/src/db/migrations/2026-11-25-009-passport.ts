import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

const VISIBILITY_COLUMNS = [
  // Who sees the profile at /passport/{username} at all: only_me | signed_in | everyone.
  ['profile_visibility', 'signed_in'],
  ['birth_date_visibility', 'only_me'],
  ['location_visibility', 'signed_in'],
  ['work_visibility', 'signed_in'],
  ['about_visibility', 'signed_in'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  // My Passport (issue 18): privacy per field, and the cover photo's small variant beside its banner
  // (users.cover_photo, from migration 001, holds the banner's storage key).
  for (const [column, fallback] of VISIBILITY_COLUMNS) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'varchar(20)', (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema.alterTable('users').addColumn('cover_photo_small', 'varchar(200)').execute();

  // Personal API keys: only a SHA-256 of the secret is kept (the secret is 256 random bits), with its
  // first characters to tell keys apart. A revoked key keeps its row (revoked_at) until the user goes.
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(20)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('api_keys_user_idx').on('api_keys').column('user_id').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('api_keys').execute();
  await db.schema.alterTable('users').dropColumn('cover_photo_small').execute();
  for (const [column] of VISIBILITY_COLUMNS) await db.schema.alterTable('users').dropColumn(column).execute();
};

import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  // The admin console edits a data source's title and licence text in both languages (issue 19):
  // `title` and `licence` are the English texts; the Spanish ones are null until written (the English
  // text is shown in their place).
  await db.schema.alterTable('data_sources').addColumn('title_es', 'varchar(300)').execute();
  await db.schema.alterTable('data_sources').addColumn('licence_es', 'varchar(300)').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('data_sources').dropColumn('licence_es').execute();
  await db.schema.alterTable('data_sources').dropColumn('title_es').execute();
};

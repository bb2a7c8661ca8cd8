import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Documents read in the browser and their versions (issue 27, items 2 and 5):
 * - `data_room_documents.access_mode`: `download` (investors may download a watermarked copy, as before)
 *   or `view` (read in the browser's viewer only; the original never leaves to them);
 * - `data_room_access_log.pages` and `seconds`: how many pages a reading in the viewer showed, and for
 *   how long (the `read` entries);
 * - `data_room_versions.note`: what changed, as its uploader wrote it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .alterTable('data_room_documents')
    .addColumn('access_mode', 'varchar(10)', (c) => c.notNull().defaultTo('download'))
    .execute();
  await db.schema.alterTable('data_room_access_log').addColumn('pages', 'integer').execute();
  await db.schema.alterTable('data_room_access_log').addColumn('seconds', 'integer').execute();
  await db.schema.alterTable('data_room_versions').addColumn('note', 'text').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('data_room_versions').dropColumn('note').execute();
  await db.schema.alterTable('data_room_access_log').dropColumn('seconds').execute();
  await db.schema.alterTable('data_room_access_log').dropColumn('pages').execute();
  await db.schema.alterTable('data_room_documents').dropColumn('access_mode').execute();
};

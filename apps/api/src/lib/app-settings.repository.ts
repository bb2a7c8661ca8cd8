import type { AppSettingsTable, Db } from '../db/database.js';

/**
 * app_settings, the floor's table of named values (the flaring data version, the screening's stamp, the
 * demo projects' flag; db/app-secrets.ts keeps its keys there too, below this floor).
 */

/** The value under `key` and when it was written, or undefined. */
export const readSetting = (db: Db, key: string) =>
  db.selectFrom('app_settings').select(['value', 'updated_at']).where('key', '=', key).executeTakeFirst();

/** Writes `key` (a plain insert: a second write of the same key fails). */
export const insertSetting = async (db: Db, row: AppSettingsTable): Promise<void> => {
  await db.insertInto('app_settings').values(row).execute();
};

/** Writes `key`, replacing its value and time if it was there. */
export const upsertSetting = async (db: Db, row: AppSettingsTable): Promise<void> => {
  await db
    .insertInto('app_settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
};

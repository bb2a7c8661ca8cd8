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

/** A finished claim's value starts so: it is never taken over (the work is done or handed on). */
const FINISHED = 'finished:';

/**
 * Takes the claim `row.key` for `row.value` (the claimant): true when the key was free, was already this
 * claimant's, or holds an unfinished claim written before `staleBefore` (its process died) that no other
 * process took over first. One statement decides, so of processes claiming at once one wins, on both
 * databases.
 */
export const claimSetting = async (db: Db, row: AppSettingsTable, staleBefore: string): Promise<boolean> => {
  await db
    .insertInto('app_settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const taken = await db
    .updateTable('app_settings')
    .set({ value: row.value, updated_at: row.updated_at })
    .where('key', '=', row.key)
    .where((eb) =>
      eb.or([
        eb('value', '=', row.value),
        eb.and([eb('updated_at', '<', staleBefore), eb('value', 'not like', `${FINISHED}%`)]),
      ]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
};

/** Marks the claim `key` of `claimant` finished: no process takes it over any more. */
export const finishClaim = async (db: Db, key: string, claimant: string): Promise<void> => {
  await db
    .updateTable('app_settings')
    .set({ value: `${FINISHED}${claimant}` })
    .where('key', '=', key)
    .where('value', '=', claimant)
    .execute();
};

/** Gives back the claim `key` if `claimant` still holds it (unfinished). */
export const releaseClaim = async (db: Db, key: string, claimant: string): Promise<void> => {
  await db.deleteFrom('app_settings').where('key', '=', key).where('value', '=', claimant).execute();
};

/** Deletes the settings whose key starts with `prefix` written before `before` (old claims). */
export const deleteSettingsBefore = async (db: Db, prefix: string, before: string): Promise<void> => {
  await db
    .deleteFrom('app_settings')
    .where('key', 'like', `${prefix}%`)
    .where('updated_at', '<', before)
    .execute();
};

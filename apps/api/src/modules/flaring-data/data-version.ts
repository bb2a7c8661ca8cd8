import type { Db } from '../../db/database.js';
import { readSetting, upsertSetting } from '../../lib/app-settings.repository.js';

/**
 * The flaring data version: one app_settings value that changes with every change to the flaring
 * data (the seed, each import), so caches and ETags keyed on it follow the data (see view-cache.ts).
 */

/** app_settings key whose value changes whenever flaring data changes (a cache validator). */
export const DATA_VERSION_KEY = 'flaring_data_version';

/**
 * Counts this process's data changes, so that its caches read the data version again at once rather
 * than at their next periodic check (see `createViewCache`). Bumped by `bumpDataVersion` and again by
 * `noteDataChanged` after the changing transaction commits.
 */
let localChanges = 0;
export const localDataChanges = (): number => localChanges;
/** Call after a transaction that bumped the data version has committed (or rolled back). */
export const noteDataChanged = (): void => {
  localChanges += 1;
};

/** Marks the flaring data as changed (`value` says by what), for caches and ETags keyed on it. */
export const bumpDataVersion = async (db: Db, input: { value: string; now: string }): Promise<void> => {
  noteDataChanged();
  await upsertSetting(db, { key: DATA_VERSION_KEY, value: input.value, updated_at: input.now });
};

/** The current data version, or null before any data was loaded. */
export const readDataVersion = async (db: Db): Promise<string | null> => {
  const row = await readSetting(db, DATA_VERSION_KEY);
  return row?.value ?? null;
};

import type { Db } from '../../db/database.js';
import { peopleOf } from '../accounts/index.js';

/**
 * What the investors' answers call people by and who of them may be told: asked of the accounts' front
 * door in one batch (decision 046), not read from the users table.
 */

/** The usernames of `ids` (closed accounts included; an unknown id is left out). */
export const usernamesOf = async (db: Db, ids: readonly string[]): Promise<Map<string, string | null>> =>
  new Map((await peopleOf({ db }, { ids })).map((person) => [person.id, person.username]));

/** Those of `ids` whose account is open. */
export const openAccountIds = async (db: Db, ids: readonly string[]): Promise<Set<string>> =>
  new Set((await peopleOf({ db }, { ids, isOpenOnly: true })).map((person) => person.id));

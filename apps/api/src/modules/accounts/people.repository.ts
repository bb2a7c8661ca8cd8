import type { Db } from '../../db/database.js';
import { accountAccessColumns } from '../access/index.js';

/** The SQL of `people.service.ts`: a batch of users as other modules name and reach them. */

export const peopleRows = async (db: Db, ids: readonly string[]) => {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'language', 'username', 'role', 'closed_at'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
};

/** The name and address a data-room watermark carries. */
export const identityRow = (db: Db, id: string) =>
  db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'username'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The user whose lower-cased username is `key` (usernames are unique without regard to case). */
export const idOfUsernameKey = async (db: Db, key: string): Promise<string | null> =>
  (await db.selectFrom('users').select('id').where('username_key', '=', key).executeTakeFirst())?.id ?? null;

/** An open account with what a signed-in user is made of (the session lookup's columns and grants). */
export const openAccountRow = (db: Db, id: string) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'username',
      'first_name',
      'last_name',
      'language',
      'units',
      'role',
      ...accountAccessColumns,
    ])
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();

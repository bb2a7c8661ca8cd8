import type { Db } from '../../db/database.js';

/** The SQL of `people.service.ts`: a batch of users as other modules name and reach them. */

export const peopleRows = async (db: Db, ids: readonly string[]) => {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'language', 'username', 'role', 'closed_at'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
};

import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/races.js';

/** The SQL of a change to a user's access (user-access.service.ts): the users table, read in its transaction. */

/**
 * PostgreSQL: locks every administrator's row and the target's until the transaction ends, so two
 * administrators demoting each other at once count the administrators one after the other. SQLite:
 * nothing to do, its transactions hold the database's write lock from BEGIN IMMEDIATE.
 */
export const lockAdminRows = async (trx: Db, userId: string): Promise<void> => {
  if (!isPostgres(trx)) return;
  await sql`select id from users where role = 'admin' or id = ${userId} for update`.execute(trx);
};

/** The user's role as the transaction sees it; undefined when there is no such user. */
export const findUserRole = (trx: Db, userId: string) =>
  trx.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();

/** How many open (not closed) accounts hold the admin role. */
export const countOpenAdmins = async (trx: Db): Promise<number> => {
  const { count } = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
};

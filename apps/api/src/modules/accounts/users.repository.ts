import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from './accounts.tables.js';
import { accountAccessColumns } from '../access/index.js';

/** All SQL for accounts on the users table. `db` may be a transaction. */

/** A user with their account-wide access (from access_grants), by email or id. */
export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .select(accountAccessColumns)
    .where('email', '=', email)
    .executeTakeFirst();

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().select(accountAccessColumns).where('id', '=', id).executeTakeFirst();

export const isEmailTaken = async (db: Db, email: string): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

/** Usernames are unique without regard to case: `username_key` holds the lower-cased form. */
export const isUsernameTaken = async (
  db: Db,
  usernameKey: string,
  exceptUserId?: string,
): Promise<boolean> => {
  let query = db.selectFrom('users').select('id').where('username_key', '=', usernameKey);
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const insertUser = (db: Db, row: Insertable<UsersTable>) =>
  db.insertInto('users').values(row).execute();

export const updateUser = (db: Db, id: string, values: Updateable<UsersTable>) =>
  db.updateTable('users').set(values).where('id', '=', id).executeTakeFirst();

/** An administrator's role change (admin/user-access), in the caller's transaction. */
export const setUserRole = (db: Db, id: string, role: string, updatedAt: string) =>
  updateUser(db, id, { role, updated_at: updatedAt });

/** Reopens a closed account still within its grace period; false when it is past (or not closed). */
export const reopenUser = async (db: Db, id: string, nowIso: string): Promise<boolean> => {
  const result = await db
    .updateTable('users')
    .set({ closed_at: null, purge_after: null, updated_at: nowIso })
    .where('id', '=', id)
    .where('closed_at', 'is not', null)
    .where('purge_after', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Closed accounts whose grace period ended by `nowIso`, the earliest due first (the purge job). */
export const listDueUsers = (db: Db, nowIso: string, limit: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'cover_photo'])
    .where('closed_at', 'is not', null)
    .where('purge_after', '<=', nowIso)
    .orderBy('purge_after')
    .limit(limit)
    .execute();

/**
 * Deletes a closed account whose grace period ended (its sessions and codes go with it: ON DELETE
 * CASCADE); false when it was not due, or another process deleted it first.
 */
export const deleteDueUser = async (db: Db, id: string, nowIso: string): Promise<boolean> => {
  const deleted = await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where('closed_at', 'is not', null)
    .where('purge_after', '<=', nowIso)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
};

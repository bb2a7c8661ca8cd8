import type { Db } from '../../db/database.js';

/** All SQL of personal API keys. `db` may be a transaction. */

export const insertApiKey = (
  db: Db,
  row: {
    id: string;
    userId: string;
    name: string;
    prefix: string;
    keyHash: string;
    now: string;
    expiresAt: string | null;
  },
) =>
  db
    .insertInto('api_keys')
    .values({
      id: row.id,
      user_id: row.userId,
      name: row.name,
      prefix: row.prefix,
      key_hash: row.keyHash,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();

/** A user's keys that are not revoked (expired ones included), newest first. */
export const listLiveKeys = (db: Db, userId: string) =>
  db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

/** The user's keys that are not revoked, expired ones included (they count until revoked, as they are listed). */
export const countLiveKeys = async (db: Db, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Revokes one of the user's own live keys; false when they have no such key. */
export const revokeKey = async (db: Db, userId: string, keyId: string, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/**
 * A live (not revoked) key by its hash, with its owner's id: read from the database on every request, no
 * cache, so a revoke stops the key at once, in every process. (The owner is asked of accounts.)
 */
export const findLiveKey = (db: Db, keyHash: string) =>
  db
    .selectFrom('api_keys')
    .select(['id as keyId', 'user_id as userId', 'last_used_at as lastUsedAt', 'expires_at as expiresAt'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** Marks a key used, at most once a minute (a write per request would be a write per read). */
export const touchKey = (db: Db, keyId: string, now: string, before: string) =>
  db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
    .execute();

import type { Db } from '../../db/database.js';

/** All SQL for sessions. `db` may be a transaction. */
export const findActiveSessionUser = (db: Db, tokenHash: string, nowIso: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'users.id',
      'users.email',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.language',
      'users.units',
      'users.role',
      'users.has_premium_access',
      'users.has_project_access',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', nowIso)
    .where('users.closed_at', 'is', null)
    .executeTakeFirst();

export const touchSession = (db: Db, sessionId: string, values: { lastUsedAt: string; expiresAt: string }) =>
  db
    .updateTable('sessions')
    .set({ last_used_at: values.lastUsedAt, expires_at: values.expiresAt })
    .where('id', '=', sessionId)
    .execute();

export const insertSession = (
  db: Db,
  row: {
    id: string;
    userId: string;
    tokenHash: string;
    now: string;
    expiresAt: string;
    userAgent: string | null;
  },
) =>
  db
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.now,
      last_used_at: row.now,
      expires_at: row.expiresAt,
      user_agent: row.userAgent,
    })
    .execute();

export const deleteSessionByHash = (db: Db, tokenHash: string) =>
  db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();

export const deleteUserSessions = (db: Db, userId: string, exceptSessionId?: string) => {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  return query.execute();
};

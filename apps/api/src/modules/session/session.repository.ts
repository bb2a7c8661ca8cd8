import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.js';

/** All SQL for sessions. `db` may be a transaction. */
const activeSessionUserQuery = (db: Db, tokenHash: string, nowIso: string) =>
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
    .where('users.closed_at', 'is', null);

type ActiveSessionUser = Awaited<
  ReturnType<ReturnType<typeof activeSessionUserQuery>['executeTakeFirstOrThrow']>
>;

/** The session lookup compiled once per database: it runs on nearly every request. */
const compiledSessionQueries = new WeakMap<Db, CompiledQuery>();

/** The signed-in user behind a session token's hash, if the session is live and the account open. */
export const findActiveSessionUser = async (
  db: Db,
  tokenHash: string,
  nowIso: string,
): Promise<ActiveSessionUser | undefined> => {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = activeSessionUserQuery(db, tokenHash, nowIso).compile();
    // The two bound values, in the order the query compiles them (checked once, here).
    if (compiled.parameters.length !== 2 || compiled.parameters[0] !== tokenHash) {
      throw new Error('session lookup: unexpected parameters');
    }
    compiledSessionQueries.set(db, compiled);
  }
  const result = await db.executeQuery<ActiveSessionUser>({ ...compiled, parameters: [tokenHash, nowIso] });
  return result.rows[0];
};

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

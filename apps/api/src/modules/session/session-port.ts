import type { Compilable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SessionUserRow } from './presenters.js';

/**
 * The session lookup's own part (session.repository.ts): a live session of the token's hash, with its id and
 * expiry. Nothing of the user yet.
 */
export type SessionOfToken = SelectQueryBuilder<
  Database,
  'sessions',
  { sessionId: string; expiresAt: string }
>;

/**
 * What the session lookup needs of accounts (decision 050): the session's user, open, with the account-wide
 * grants, added to the session's own query, so that every cache refresh stays one query (decisions 019,
 * 042). Accounts writes it (the SQL naming its table stays in its repository), the app's composition hands
 * it in, the session places it: accounts imports the session module, so the session cannot import it back.
 */
export type SessionUserJoin = (session: SessionOfToken) => Compilable<ActiveSessionUser>;

/** What the lookup answers: the session's id and expiry, and its user. */
export type ActiveSessionUser = { sessionId: string; expiresAt: string } & SessionUserRow;

declare module '../../lib/ports.js' {
  interface Ports {
    /** The session lookup's user (accounts' `withSessionUser`). */
    sessionUser: SessionUserJoin;
  }
}

import { randomBytes, randomUUID } from 'node:crypto';
import { COOKIE_LIFETIME_DAYS } from '@flarescope/shared';
import { DAY_MS } from '../../infra/clock.js';
import { toSessionUser } from './presenters.js';
import { hashToken } from './session-token.js';
import * as repo from './session.repository.js';
import type { Ports } from '../../lib/ports.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

const lifetimeMs = COOKIE_LIFETIME_DAYS * DAY_MS;

/**
 * The user made from each session row, kept as long as the row object lives: on SQLite a found session's
 * row is kept (session-cache.ts) and returned again on every request until users or sessions change, so the
 * guard of a signed-in request does not build the same user again (on PostgreSQL every row is new).
 * Frozen, since requests share it.
 */
const usersOfRows = new WeakMap<object, SignedInUser>();
const userOfRow = (row: Parameters<typeof toSessionUser>[0] & { sessionId: string }): SignedInUser => {
  let user = usersOfRows.get(row);
  if (!user) {
    user = Object.freeze({ ...toSessionUser(row), sessionId: row.sessionId });
    usersOfRows.set(row, user);
  }
  return user;
};

/** Opens a session for a user and returns the opaque token for the `auth` cookie. */
export const createSession = async (
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  input: { userId: string; userAgent?: string | undefined },
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await repo.insertSession(db, {
    id: randomUUID(),
    userId: input.userId,
    tokenHash: hashToken(token),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
};

const EXTEND_AT_MOST_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The user behind a session token, or null for an unknown, expired or closed account's token.
 * With `extend` (the start-up call), a found session is extended to a full lifetime, matching the
 * refreshed cookie (SPEC §9); guards on other routes only read, so a GET stays a read.
 */
export const resolveSession = async (
  ctx: Pick<ServiceContext, 'db' | 'clock'> & { ports: Pick<Ports, 'sessionUser'> },
  input: { token: string | undefined; extend?: boolean },
): Promise<SignedInUser | null> => {
  const { db, clock } = ctx;
  const { token } = input;
  if (!token || token.length > 200) return null;
  const now = clock.now();
  const row = await repo.findActiveSessionUser(
    db,
    ctx.ports.sessionUser,
    hashToken(token),
    now.toISOString(),
  );
  if (!row) return null;
  // Extended at most once a day: the start-up call does not write when nothing would change, so it
  // never waits for an import's write lock (issue 15, item 10). The cookie's 1000 days start again
  // on every start-up; the server's expiry lags it by at most a day.
  const extendedExpiry = now.getTime() + lifetimeMs;
  if (input.extend && extendedExpiry - new Date(row.expiresAt).getTime() > EXTEND_AT_MOST_EVERY_MS) {
    await repo.touchSession(db, row.sessionId, {
      lastUsedAt: now.toISOString(),
      expiresAt: new Date(extendedExpiry).toISOString(),
    });
  }
  return userOfRow(row);
};

/** Ends every session of a user but `exceptSessionId` (password change) or all of them; how many it ended. */
export const endUserSessions = async (
  { db }: Pick<ServiceContext, 'db'>,
  { userId, exceptSessionId }: { userId: string; exceptSessionId?: string | undefined },
): Promise<number> => repo.deleteUserSessions(db, userId, exceptSessionId);

/** How many live sessions a user has and when one was last used (the admin console's user page). */
export const sessionStatsOf = async (
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  { userId }: { userId: string },
): Promise<{ count: number; lastSeenAt: string | null }> =>
  repo.liveSessionStats(db, userId, clock.now().toISOString());

/** Ends the session of a token (sign out); nothing without one. */
export const endSession = async (
  { db }: Pick<ServiceContext, 'db'>,
  { token }: { token: string | undefined },
): Promise<void> => {
  if (!token) return;
  await repo.deleteSessionByHash(db, hashToken(token));
};

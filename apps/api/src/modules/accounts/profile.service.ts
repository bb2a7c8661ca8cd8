import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './profile.repository.js';

/**
 * The passport's profile, the profile columns of `users`, as the passport module asks for it (issue 36,
 * item 2): the passport names no account table itself. Each is the one query it ran.
 */

export type { ProfileChanges, ProfileRow } from './profile.repository.js';

/** An open account's profile, by id or by username in any case; null when none. `ctx.db` may be a transaction. */
export const profileOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  input: { userId: string } | { username: string },
): Promise<repo.ProfileRow | null> =>
  ('userId' in input
    ? await repo.findProfileById(db, input.userId)
    : await repo.findProfileByUsername(db, input.username)) ?? null;

/** Writes profile columns of an account (`ctx.db` may be the caller's transaction). */
export const updateProfile = async (
  { db }: Pick<ServiceContext, 'db'>,
  { userId, changes }: { userId: string; changes: repo.ProfileChanges & { updated_at: string } },
): Promise<void> => {
  await repo.updateProfile(db, userId, changes);
};

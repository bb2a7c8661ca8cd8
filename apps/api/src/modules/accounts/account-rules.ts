/**
 * Pure rules about an account that several of the module's services share (not services: no context).
 */

/** A closed account whose 30 days are over: it no longer exists for sign-in or password reset. */
export const isPastGrace = (user: { closed_at: string | null; purge_after: string | null }, nowIso: string) =>
  user.closed_at !== null && (user.purge_after === null || user.purge_after <= nowIso);

/** The storage prefix of a user's uploaded files: `users/<user id>/` (cover photo and the like). */
export const userStoragePrefix = (userId: string): string => `users/${userId}/`;

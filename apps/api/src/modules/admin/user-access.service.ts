import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';
import { findUserByEmail, updateUser } from '../accounts/users.repository.js';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type AccessChange = { role?: UserRole; hasPremiumAccess?: boolean; hasProjectAccess?: boolean };

export type UserAccess = {
  email: string;
  role: string;
  hasPremiumAccess: boolean;
  hasProjectAccess: boolean;
};

/**
 * Grants or takes away a user's role, premium access and project access (the administrators' CLI).
 * The guards read these on every request, so a change applies to open sessions at once.
 * Null when no account has that email.
 */
export const changeUserAccess = async (
  db: Db,
  clock: Clock,
  email: string,
  change: AccessChange,
): Promise<UserAccess | null> => {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return null;
  const values = {
    ...(change.role !== undefined && { role: change.role }),
    ...(change.hasPremiumAccess !== undefined && { has_premium_access: change.hasPremiumAccess ? 1 : 0 }),
    ...(change.hasProjectAccess !== undefined && { has_project_access: change.hasProjectAccess ? 1 : 0 }),
  };
  await updateUser(db, user.id, { ...values, updated_at: clock.now().toISOString() });
  const updated = { ...user, ...values };
  return {
    email: updated.email,
    role: updated.role,
    hasPremiumAccess: updated.has_premium_access === 1,
    hasProjectAccess: updated.has_project_access === 1,
  };
};

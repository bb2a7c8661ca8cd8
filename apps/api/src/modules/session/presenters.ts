import { LOCALES, UNIT_SYSTEMS, type SessionUserResponse } from '@flarescope/shared';
import type { Database } from '../../db/database.js';

const pick = <T extends string>(allowed: readonly T[], value: string, fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The signed-in user's columns as the session lookup reads them. The users table is the accounts module's,
 * above this one: its type is read from the floor's Database.
 */
export type SessionUserRow = Pick<
  Database['users'],
  'id' | 'email' | 'username' | 'first_name' | 'last_name' | 'language' | 'units' | 'role'
> & {
  /** 1 when an account-wide grant exists (access_grants), else 0. */
  has_premium_access: number;
  has_project_access: number;
};

/** A users row as the SPA knows the signed-in user (start-up call, sign-up, sign-in). */
export const toSessionUser = (row: SessionUserRow): SessionUserResponse => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  language: pick(LOCALES, row.language, 'en'),
  units: pick(UNIT_SYSTEMS, row.units, 'metric'),
  role: row.role === 'admin' ? 'admin' : 'user',
  hasPremiumAccess: Number(row.has_premium_access) === 1,
  hasProjectAccess: Number(row.has_project_access) === 1,
});

import type { AccountResponse } from '@flarescope/shared';
import type { Selectable } from 'kysely';
import type { UsersTable } from './accounts.tables.js';
import { toSessionUser } from '../session/index.js';

/** A users row as GET /api/account shows it. */
export const toAccount = (
  row: Selectable<UsersTable> & { has_premium_access: number; has_project_access: number },
  pendingEmail: string | null,
): AccountResponse => {
  const { id: _id, ...user } = toSessionUser(row);
  return {
    ...user,
    birthDate: row.birth_date,
    country: row.country,
    city: row.city,
    isWorking: row.is_working === null ? null : row.is_working === 1,
    company: row.company,
    position: row.position,
    pendingEmail,
  };
};

/** The profile columns of an account form (sign-up, settings). Company and position only while working. */
export const profileColumns = (input: {
  firstName: string;
  lastName: string;
  birthDate: string;
  username: string;
  country: string;
  city: string;
  isWorking: boolean;
  company?: string | undefined;
  position?: string | undefined;
}) => ({
  first_name: input.firstName,
  last_name: input.lastName,
  birth_date: input.birthDate,
  username: input.username,
  username_key: input.username.toLowerCase(),
  country: input.country,
  city: input.city,
  is_working: input.isWorking ? 1 : 0,
  company: input.isWorking ? (input.company ?? null) : null,
  position: input.isWorking ? (input.position ?? null) : null,
});

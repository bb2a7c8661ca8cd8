import type { ServiceContext } from '../../lib/service-context.js';
import { identityRow, idOfUsernameKey, openAccountRow, peopleRows } from './people.repository.js';

/**
 * A user as another module reaches them (issue 36, item 2; decision 046): where to write (e-mail and
 * language), what to call them (username), their role, and whether their account is closed.
 */
export type Person = {
  id: string;
  email: string;
  language: string;
  username: string | null;
  role: string;
  isClosed: boolean;
};

/**
 * The users among `ids` in one query (a batch, never one per user), in no particular order; an id with no
 * user is left out, and so is a closed account when `isOpenOnly`.
 */
export const peopleOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  { ids, isOpenOnly = false }: { ids: readonly string[]; isOpenOnly?: boolean },
): Promise<Person[]> =>
  (await peopleRows(db, ids))
    .filter((row) => !isOpenOnly || row.closed_at === null)
    .map((row) => ({
      id: row.id,
      email: row.email,
      language: row.language,
      username: row.username,
      role: row.role,
      isClosed: row.closed_at !== null,
    }));

/** A user's full name, e-mail and username (the data room's watermark); null when there is no such user. */
export const identityOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  { id }: { id: string },
): Promise<{
  firstName: string | null;
  lastName: string | null;
  email: string;
  username: string | null;
} | null> => {
  const row = await identityRow(db, id);
  return row
    ? { firstName: row.first_name, lastName: row.last_name, email: row.email, username: row.username }
    : null;
};

/**
 * The id of the user whose username is `key` without regard to case (`key` lower-cased, as the data
 * room's log filters by person); null when nobody has it.
 */
export const userIdOfUsername = async (
  { db }: Pick<ServiceContext, 'db'>,
  { key }: { key: string },
): Promise<string | null> => idOfUsernameKey(db, key);

/**
 * An open account with the columns and account-wide grants a signed-in user is made of (`toSessionUser`),
 * in one query; null when there is none or it is closed. The passport's API keys ask it on every request.
 */
export const openAccountOf = async ({ db }: Pick<ServiceContext, 'db'>, { id }: { id: string }) =>
  (await openAccountRow(db, id)) ?? null;

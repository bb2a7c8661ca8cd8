import type { ServiceContext } from '../../lib/service-context.js';
import { peopleRows } from './people.repository.js';

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

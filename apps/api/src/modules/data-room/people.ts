import type { ServiceContext } from '../../lib/service-context.js';
import { peopleOf } from '../accounts/index.js';
import { ndaAcceptersOf, organisationsOf } from '../investors/index.js';

/**
 * The people the data room names (issue 36, item 2): usernames asked of the accounts' front door and
 * organisations of the investors', each in one batch, never one query per person; the data room reads
 * neither `users` nor the investors' tables.
 */

/** Someone a conversation or a question names: their username and the organisation of their profile. */
export type NamedPerson = { id: string; username: string | null; organisation: string | null };

/** The usernames of `ids` (closed accounts included; an unknown id is left out). */
export const usernamesOf = async (
  ctx: Pick<ServiceContext, 'db'>,
  ids: readonly (string | null)[],
): Promise<Map<string, string | null>> => {
  const known = ids.flatMap((id) => (id ? [id] : []));
  return new Map((await peopleOf(ctx, { ids: known })).map((person) => [person.id, person.username]));
};

/** By username (in code-unit order, an account without one last), then by id. */
const byUsername = (a: NamedPerson, b: NamedPerson) =>
  a.username === b.username
    ? a.id.localeCompare(b.id)
    : a.username === null
      ? 1
      : b.username === null
        ? -1
        : a.username < b.username
          ? -1
          : 1;

/** `ids` with their usernames and organisations, by username; closed accounts left out when `isOpenOnly`. */
export const namedPeople = async (
  ctx: Pick<ServiceContext, 'db'>,
  { ids, isOpenOnly = false }: { ids: readonly string[]; isOpenOnly?: boolean },
): Promise<NamedPerson[]> => {
  if (ids.length === 0) return [];
  const [people, organisations] = await Promise.all([
    peopleOf(ctx, { ids, isOpenOnly }),
    organisationsOf(ctx, { userIds: ids }),
  ]);
  return people
    .map((person) => ({
      id: person.id,
      username: person.username,
      organisation: organisations.get(person.id) ?? null,
    }))
    .sort(byUsername);
};

/**
 * The people with an open account who accepted a project's NDA (the investors a conversation may be
 * with), by username.
 */
export const ndaReaders = async (
  ctx: Pick<ServiceContext, 'db'>,
  projectId: string,
): Promise<NamedPerson[]> =>
  namedPeople(ctx, { ids: await ndaAcceptersOf(ctx, { projectId }), isOpenOnly: true });

/** One person with their username and organisation; null when there is no such account. */
export const personNamed = async (ctx: Pick<ServiceContext, 'db'>, id: string): Promise<NamedPerson | null> =>
  (await namedPeople(ctx, { ids: [id] }))[0] ?? null;

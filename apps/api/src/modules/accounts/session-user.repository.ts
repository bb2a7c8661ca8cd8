import { accountAccessColumns } from '../access/index.js';
import type { SessionUserJoin } from '../session/index.js';

/**
 * The session lookup's user (decision 050): the session module's one query on every cache refresh reads
 * its session's account, open, with the account-wide grants. The session module stands below accounts
 * and places this join in its own query; the app's composition hands it in (ctx.ports.sessionUser).
 */
export const withSessionUser: SessionUserJoin = (session) =>
  session
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.language',
      'users.units',
      'users.role',
      // The account-wide grants; one project's grants are read by the project routes themselves.
      ...accountAccessColumns,
    ])
    .where('users.closed_at', 'is', null);

import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';

/** All SQL for access grants. `db` may be a transaction. */

export type GrantKind = 'premium' | 'projects';

/** '' in project_id: the grant covers every project. */
export const ALL_PROJECTS = '';

export const findGrant = (db: Db, userId: string, kind: GrantKind, projectId: string) =>
  db
    .selectFrom('access_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('project_id', '=', projectId)
    .executeTakeFirst();

export const insertGrant = (
  db: Db,
  row: {
    id: string;
    userId: string;
    kind: GrantKind;
    projectId: string;
    grantedBy: string | null;
    reason: string | null;
    now: string;
  },
) =>
  db
    .insertInto('access_grants')
    .values({
      id: row.id,
      user_id: row.userId,
      kind: row.kind,
      project_id: row.projectId,
      granted_by: row.grantedBy,
      reason: row.reason,
      created_at: row.now,
    })
    .execute();

export const deleteGrant = (db: Db, userId: string, kind: GrantKind, projectId: string) =>
  db
    .deleteFrom('access_grants')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('project_id', '=', projectId)
    .executeTakeFirst();

/** The projects a user holds a one-project grant for. */
export const projectGrantIds = async (db: Db, userId: string): Promise<Set<string>> => {
  const rows = await db
    .selectFrom('access_grants')
    .select('project_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'projects')
    .where('project_id', '!=', ALL_PROJECTS)
    .execute();
  return new Set(rows.map((row) => row.project_id));
};

/**
 * The two account-wide grants as 0/1 columns of a query on `users` (the session lookup, the account's
 * reads): `has_premium_access` and `has_project_access`, as the columns they replaced were named.
 */
export const accountAccessColumns = [
  sql<number>`(case when exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'premium') then 1 else 0 end)`.as(
    'has_premium_access',
  ),
  sql<number>`(case when exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'projects' and g.project_id = '') then 1 else 0 end)`.as(
    'has_project_access',
  ),
] as const;

/** The project grants (every project: '', or one) of `userIds`, in one query. */
export const projectGrantRows = async (db: Db, userIds: readonly string[]) => {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('access_grants')
    .select(['user_id', 'project_id'])
    .where('kind', '=', 'projects')
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
};

/**
 * The grants as conditions on a query of `users` (the console's user list, filters and counts: issue 36,
 * item 2), so the owner of `users` asks them in the same one query: a premium grant, a grant of every
 * project, a grant of at least one named project.
 */
export const grantConditions = {
  hasPremium: sql<SqlBool>`exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'premium')`,
  hasAllProjects: sql<SqlBool>`exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'projects' and g.project_id = '')`,
  hasSomeProjects: sql<SqlBool>`exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'projects' and g.project_id <> '')`,
} as const;

/** A user's grants, oldest first (the console's user page). */
export const grantRowsOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('access_grants')
    .select(['kind', 'project_id', 'reason', 'created_at', 'granted_by'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

/** Deletes the one-project grants of a project (they carry no foreign key); `db` is the caller's transaction. */
export const deleteProjectGrantRows = (db: Db, projectId: string) =>
  db.deleteFrom('access_grants').where('kind', '=', 'projects').where('project_id', '=', projectId).execute();

import { sql, type Expression, type SqlBool } from 'kysely';
import type { AdminUserListQuery } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { likePattern } from '../../lib/like-pattern.js';

/** All SQL of the admin console's users table and user page. `db` may be a transaction. */

const hasPremium = sql<SqlBool>`exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'premium')`;
const hasAllProjects = sql<SqlBool>`exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'projects' and g.project_id = '')`;
const hasSomeProjects = sql<SqlBool>`exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'projects' and g.project_id <> '')`;

const isInvestor = sql<SqlBool>`exists (select 1 from investor_profiles p where p.user_id = users.id)`;

const SEARCHED = ['email', 'username', 'first_name', 'last_name', 'company'] as const;

const filtered = (db: Db, query: AdminUserListQuery) => {
  let users = db.selectFrom('users');
  if (query.q) {
    const pattern = likePattern(query.q);
    const full = sql<SqlBool>`lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')) like ${pattern} escape '!'`;
    users = users.where(
      (eb) =>
        eb.or([
          ...SEARCHED.map(
            (column) => sql<SqlBool>`lower(${sql.ref(`users.${column}`)}) like ${pattern} escape '!'`,
          ),
          full,
        ]) as Expression<SqlBool>,
    );
  }
  if (query.role) users = users.where('users.role', '=', query.role);
  if (query.premium)
    users = users.where(query.premium === 'yes' ? hasPremium : sql<SqlBool>`not ${hasPremium}`);
  if (query.projects === 'all') users = users.where(hasAllProjects);
  if (query.projects === 'some')
    users = users.where(sql<SqlBool>`not ${hasAllProjects} and ${hasSomeProjects}`);
  if (query.projects === 'none') {
    users = users.where(sql<SqlBool>`not ${hasAllProjects} and not ${hasSomeProjects}`);
  }
  if (query.closed === 'yes') users = users.where('users.closed_at', 'is not', null);
  if (query.closed === 'no') users = users.where('users.closed_at', 'is', null);
  if (query.investor)
    users = users.where(query.investor === 'yes' ? isInvestor : sql<SqlBool>`not ${isInvestor}`);
  return users;
};

const SUMMARY_COLUMNS = [
  'users.id',
  'users.email',
  'users.username',
  'users.first_name',
  'users.last_name',
  'users.company',
  'users.role',
  'users.closed_at',
  'users.created_at',
] as const;

const accessColumns = [
  sql<number>`(case when ${hasPremium} then 1 else 0 end)`.as('has_premium'),
  sql<number>`(case when ${hasAllProjects} then 1 else 0 end)`.as('has_all_projects'),
  sql<number>`(case when ${hasSomeProjects} then 1 else 0 end)`.as('has_some_projects'),
] as const;

/** One page of accounts matching the search and filters, newest first. */
export const listUsers = (db: Db, query: AdminUserListQuery) =>
  filtered(db, query)
    .select(SUMMARY_COLUMNS)
    .select(accessColumns)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();

export type UserSummaryRow = Awaited<ReturnType<typeof listUsers>>[number];

export const countUsers = async (db: Db, query: AdminUserListQuery): Promise<number> => {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** One account as the user page shows it. */
export const findUserDetail = (db: Db, id: string) =>
  db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .select(accessColumns)
    .select([
      'users.country',
      'users.city',
      'users.position',
      'users.language',
      'users.updated_at',
      'users.purge_after',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();

/** Live sessions and when one of them was last used. */
export const sessionStats = async (db: Db, userId: string, nowIso: string) => {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('last_used_at').as('last_seen')])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastSeenAt: (row.last_seen as string | null) ?? null };
};

/** A user's grants with the project each names and who granted it, oldest first. */
export const grantsOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('access_grants as g')
    .leftJoin('projects as p', 'p.id', 'g.project_id')
    .leftJoin('users as by', 'by.id', 'g.granted_by')
    .select([
      'g.kind',
      'g.project_id',
      'g.reason',
      'g.created_at',
      'g.granted_by',
      'p.slug',
      'p.title_en',
      'p.title_es',
      'by.email as granted_by_email',
    ])
    .where('g.user_id', '=', userId)
    .orderBy('g.created_at')
    .execute();

/** Ends every session of an account; how many there were. */
export const deleteSessionsOf = async (db: Db, userId: string): Promise<number> => {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Projects by web address name (the grants of named projects). */
export const projectsBySlugs = (db: Db, slugs: readonly string[]) =>
  slugs.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('projects')
        .select(['id', 'slug', 'title_en', 'title_es'])
        .where('slug', 'in', slugs)
        .execute();

export const projectsByIds = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('projects')
        .select(['id', 'slug', 'title_en', 'title_es'])
        .where('id', 'in', ids)
        .execute();

import { sql, type Expression, type SqlBool } from 'kysely';
import type { AdminUserListQuery } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { likePattern } from '../../lib/like-pattern.js';
import { grantConditions } from '../access/index.js';

/**
 * All SQL of what the admin console asks of the accounts (issue 36, item 2): the user list and page, the
 * dashboard's counts, and the audit log with the e-mails of the account and the actor. Each is the one
 * query it was when the console wrote it; the grants come as the access module's conditions, whether a
 * user is an investor as the investors' condition handed in by the console. `db` may be a transaction.
 */

const { hasPremium, hasAllProjects, hasSomeProjects } = grantConditions;

const SEARCHED = ['email', 'username', 'first_name', 'last_name', 'company'] as const;

const filtered = (db: Db, query: AdminUserListQuery, isInvestor: Expression<SqlBool>) => {
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
export const listUsers = (db: Db, query: AdminUserListQuery, isInvestor: Expression<SqlBool>) =>
  filtered(db, query, isInvestor)
    .select(SUMMARY_COLUMNS)
    .select(accessColumns)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();

export type UserSummaryRow = Awaited<ReturnType<typeof listUsers>>[number];

export const countUsers = async (
  db: Db,
  query: AdminUserListQuery,
  isInvestor: Expression<SqlBool>,
): Promise<number> => {
  const row = await filtered(db, query, isInvestor)
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

export type UserDetailRow = NonNullable<Awaited<ReturnType<typeof findUserDetail>>>;

const count = (db: Db, where: Expression<SqlBool> | null) =>
  db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$if(where !== null, (q) => q.where(where as Expression<SqlBool>))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));

/** The dashboard's account counts: all, administrators, premium, every project, closed. */
export const userCounts = async (db: Db) => {
  const [total, admins, premium, projectAccess, closed] = await Promise.all([
    count(db, null),
    count(db, sql<SqlBool>`users.role = 'admin'`),
    count(db, hasPremium),
    count(db, hasAllProjects),
    count(db, sql<SqlBool>`users.closed_at is not null`),
  ]);
  return { total, admins, premium, projectAccess, closed };
};

export const accountsCreatedSince = (db: Db, since: string) =>
  db.selectFrom('users').select('created_at').where('created_at', '>=', since).execute();

export type AuditFilter = {
  /** Events about this account or made by it. */
  userId?: string | undefined;
  /** Part of the email of the account the event is about or of the administrator who made it. */
  userEmail?: string | undefined;
  event?: string | undefined;
  /** Inclusive ISO timestamps. */
  from?: string | undefined;
  to?: string | undefined;
};

const auditFiltered = (db: Db, filter: AuditFilter) => {
  let query = db
    .selectFrom('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('users as a', 'a.id', 'e.actor_id');
  if (filter.userId) {
    const id = filter.userId;
    query = query.where((eb) => eb.or([eb('e.user_id', '=', id), eb('e.actor_id', '=', id)]));
  }
  if (filter.userEmail) {
    const pattern = likePattern(filter.userEmail);
    query = query.where(
      (eb) =>
        eb.or([
          sql<SqlBool>`lower(u.email) like ${pattern} escape '!'`,
          sql<SqlBool>`lower(a.email) like ${pattern} escape '!'`,
        ]) as Expression<SqlBool>,
    );
  }
  if (filter.event) query = query.where('e.event', '=', filter.event);
  if (filter.from) query = query.where('e.created_at', '>=', filter.from);
  if (filter.to) query = query.where('e.created_at', '<=', filter.to);
  return query;
};

/** Events matching the filter, newest first, with the emails of the account and of the actor. */
export const listAuditEvents = (db: Db, filter: AuditFilter, page: { limit: number; offset: number }) =>
  auditFiltered(db, filter)
    .select([
      'e.id',
      'e.event',
      'e.created_at',
      'e.user_id',
      'e.actor_id',
      'e.ip',
      'e.details',
      'u.email as user_email',
      'a.email as actor_email',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export type AuditRow = Awaited<ReturnType<typeof listAuditEvents>>[number];

export const countAuditEvents = async (db: Db, filter: AuditFilter): Promise<number> => {
  const row = await auditFiltered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

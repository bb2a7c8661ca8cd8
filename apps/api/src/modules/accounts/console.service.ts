import type { Expression, SqlBool } from 'kysely';
import type { AdminUserListQuery } from '@flarescope/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './console.repository.js';

/**
 * What the admin console asks of the accounts (issue 36, item 2): it names no account table itself. Each
 * answer is the query (or the queries, run together) the console ran when it read `users` directly.
 */

export type { AuditFilter, AuditRow, UserDetailRow, UserSummaryRow } from './console.repository.js';

/**
 * One page of accounts matching the search and filters, newest first, and how many match. Whether a user
 * is an investor is the investors' condition on `users`, handed in (investors stand above accounts).
 */
export const accountsPage = async (
  { db }: Pick<ServiceContext, 'db'>,
  { query, isInvestor }: { query: AdminUserListQuery; isInvestor: Expression<SqlBool> },
): Promise<{ rows: repo.UserSummaryRow[]; total: number }> => {
  const [rows, total] = await Promise.all([
    repo.listUsers(db, query, isInvestor),
    repo.countUsers(db, query, isInvestor),
  ]);
  return { rows, total };
};

/** One account as the console's user page shows it; null when there is none. `ctx.db` may be a transaction. */
export const accountDetail = async (
  { db }: Pick<ServiceContext, 'db'>,
  { id }: { id: string },
): Promise<repo.UserDetailRow | null> => (await repo.findUserDetail(db, id)) ?? null;

/** The dashboard's account counts, and when each account created since `since` was created. */
export const accountCounts = async ({ db }: Pick<ServiceContext, 'db'>, { since }: { since: string }) => {
  const [counts, created] = await Promise.all([repo.userCounts(db), repo.accountsCreatedSince(db, since)]);
  return { ...counts, createdAt: created.map((row) => row.created_at) };
};

/** Audit events matching the filter, newest first, with the e-mails of the account and of the actor. */
export const auditEventsPage = async (
  { db }: Pick<ServiceContext, 'db'>,
  { filter, page }: { filter: repo.AuditFilter; page: { limit: number; offset: number } },
): Promise<repo.AuditRow[]> => repo.listAuditEvents(db, filter, page);

/** How many audit events match the filter. */
export const auditEventCount = async (
  { db }: Pick<ServiceContext, 'db'>,
  { filter }: { filter: repo.AuditFilter },
): Promise<number> => repo.countAuditEvents(db, filter);

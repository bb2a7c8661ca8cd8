import { sql, type SqlBool, type Expression } from 'kysely';
import type { Db } from '../../db/database.js';
import { likePattern } from '../../lib/like-pattern.js';

/** All SQL of the audit log as administrators read it. `db` may be a transaction. */

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

const filtered = (db: Db, filter: AuditFilter) => {
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
  filtered(db, filter)
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
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** The kinds of event the log holds, for the filter. */
export const auditKinds = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('audit_events').select('event').distinct().orderBy('event').execute()).map(
    (row) => row.event,
  );

import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NoticesPort } from './notices-port.js';
import type { NotificationsTable } from './notifications.tables.js';

/** All SQL of notices and e-mail preferences. `db` may be a transaction. */

export const insertNotifications = async (db: Db, rows: Insertable<NotificationsTable>[]) => {
  if (rows.length === 0) return;
  await db.insertInto('notifications').values(rows).execute();
};

/**
 * A user's latest notices, with the project each names: its columns are joined by the projects module
 * (`projectNames`, handed in through the port; decision 050), so that the bell stays one query.
 */
export const listNotifications = async (
  db: Db,
  projectNames: NoticesPort['projectNamesJoin'],
  userId: string,
  limit: number,
) => {
  const query = projectNames(
    db
      .selectFrom('notifications')
      .select([
        'notifications.id',
        'notifications.kind',
        'notifications.data',
        'notifications.read_at',
        'notifications.created_at',
      ])
      .where('notifications.user_id', '=', userId)
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(limit),
  );
  return (await db.executeQuery(query.compile())).rows;
};

export const countUnread = async (db: Db, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** Marks one notice (or, without `id`, every notice) of the user read; answers how many changed. */
export const markRead = async (db: Db, userId: string, now: string, id?: string): Promise<number> => {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id) query = query.where('id', '=', id);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
};

export const optOuts = async (db: Db, userIds: readonly string[]) => {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('notification_email_opt_outs')
    .select(['user_id', 'kind'])
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
};

export const setOptOut = async (db: Db, userId: string, kind: string, isOptedOut: boolean, now: string) => {
  if (!isOptedOut) {
    await db
      .deleteFrom('notification_email_opt_outs')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .execute();
    return;
  }
  await db
    .insertInto('notification_email_opt_outs')
    .values({ user_id: userId, kind, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
};

/** Whether `userId` already had a notice of `kind` about `projectId` (alerts go once per project). */
export const hasNotice = async (db: Db, userIds: readonly string[], kind: string, projectId: string) => {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .where('kind', '=', kind)
    .where('project_id', '=', projectId)
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Set(rows.map((row) => row.user_id));
};

/** The immediate-or-weekly choices of `userIds` for `kind` (decision 041; no row: the kind's default). */
export const mailModes = async (db: Db, userIds: readonly string[], kind?: string) => {
  if (userIds.length === 0) return [];
  let query = db
    .selectFrom('notification_email_modes')
    .select(['user_id', 'kind', 'mode'])
    .where('user_id', 'in', [...new Set(userIds)]);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.execute();
};

export const setMailMode = async (db: Db, userId: string, kind: string, mode: string, now: string) => {
  await db
    .insertInto('notification_email_modes')
    .values({ user_id: userId, kind, mode, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ mode, updated_at: now }))
    .execute();
};

/** Users with notices waiting for their weekly digest. */
export const usersWithDigestPending = async (db: Db): Promise<string[]> => {
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .distinct()
    .where('mail_state', '=', 'digest')
    .execute();
  return rows.map((row) => row.user_id);
};

/** One user's notices waiting for the digest, oldest first (their projects are asked of projects). */
export const digestPending = (db: Db, userId: string) =>
  db
    .selectFrom('notifications')
    .select(['id', 'kind', 'project_id', 'data', 'created_at'])
    .where('user_id', '=', userId)
    .where('mail_state', '=', 'digest')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const hasDigest = async (db: Db, userId: string, weekOf: string): Promise<boolean> =>
  (await db
    .selectFrom('notice_digests')
    .select('id')
    .where('user_id', '=', userId)
    .where('week_of', '=', weekOf)
    .executeTakeFirst()) !== undefined;

export const insertDigest = async (
  db: Db,
  row: { id: string; user_id: string; week_of: string; items: number; sent_at: string },
) => {
  await db.insertInto('notice_digests').values(row).execute();
};

/** Marks notices as carried by a digest (`digestId`), or, with null, as mailed by no digest. */
export const settleDigestNotices = async (db: Db, ids: readonly string[], digestId: string | null) => {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set(digestId === null ? { mail_state: null } : { mail_state: 'sent', digest_id: digestId })
    .where('id', 'in', [...ids])
    .where('mail_state', '=', 'digest')
    .execute();
};

export const insertScreenedMatchNotices = async (
  db: Db,
  rows: ReadonlyArray<{ user_id: string; flare_id: string; notification_id: string; created_at: string }>,
) => {
  for (let first = 0; first < rows.length; first += 500)
    await db
      .insertInto('screened_match_notices')
      .values(rows.slice(first, first + 500))
      .execute();
};

/** The screened rows (by flare) each of `userIds` was told of. */
export const toldFlares = async (db: Db, userIds: readonly string[]) => {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('screened_match_notices')
    .select(['user_id', 'flare_id'])
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
};

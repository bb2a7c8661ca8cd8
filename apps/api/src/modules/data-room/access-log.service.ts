import {
  DATA_ROOM_ACTIONS,
  DATA_ROOM_LOG_CSV_MAX_ROWS,
  dictionaries,
  type DataRoomAction,
  type DataRoomLogFilter,
  type DataRoomLogQuery,
  type DataRoomLogResponse,
  type Locale,
} from '@flarescope/shared';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { isAdmin } from '../access/index.js';
import { escapeCell } from '../../lib/table-export.js';
import { userIdOfUsername } from '../accounts/index.js';
import { usernamesOf } from './people.js';
import { requireProjectAccess } from '../investors/index.js';
import * as repo from './data-room.repository.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

/** The access log for the owner's side: who looked at what and when, by pages and as CSV. */

type Action = DataRoomAction;

/**
 * The log's filter: one person is named by username (without regard to case), which the accounts' front
 * door turns into the user's id (a name nobody has matches no row); null when it matches none.
 */
const filterOf = async (
  ctx: Pick<ServiceContext, 'db'>,
  query: DataRoomLogFilter,
): Promise<repo.LogFilter | null> => {
  const userId = query.person ? await userIdOfUsername(ctx, { key: query.person.toLowerCase() }) : undefined;
  if (userId === null) return null;
  return {
    userId,
    documentId: query.document,
    kind: query.kind,
    // Dates are whole UTC days: `to` takes in the whole day.
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    to: query.to ? `${query.to}T23:59:59.999Z` : undefined,
  };
};

/** The log of a project for the owner's side (`forbidden` to anyone else), and whether it shows addresses. */
const openLog = async (db: Db, viewer: SignedInUser | null, slug: string) => {
  const access = await requireProjectAccess(db, viewer, slug);
  if (!access.isOwnerSide) throw new AppError('forbidden');
  // Addresses are for the administrators' audit, never for the owner (issue 27, item 4).
  return { access, showsIp: isAdmin(access.user) };
};

type LogRow = Awaited<ReturnType<typeof repo.accessLog>>[number];

/** A page of the log with each row's username (asked of accounts, one batch for the page). */
const logPage = async (
  ctx: Pick<ServiceContext, 'db'>,
  projectId: string,
  filter: repo.LogFilter | null,
  page: { limit: number; offset: number },
) => {
  if (filter === null) return [];
  const rows = await repo.accessLog(ctx.db, projectId, filter, page);
  const usernames = await usernamesOf(
    ctx,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({ ...row, username: (row.user_id ? usernames.get(row.user_id) : null) ?? null }));
};

/** The usernames of everyone in a project's log, in order (code-unit order). */
const peopleInLog = async (ctx: Pick<ServiceContext, 'db'>, projectId: string): Promise<string[]> => {
  const usernames = await usernamesOf(ctx, await repo.peopleInLog(ctx.db, projectId));
  return [...usernames.values()]
    .flatMap((username) => (username === null ? [] : [username]))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
};

const presentLogRow = (row: LogRow & { username: string | null }, showsIp: boolean) => ({
  at: row.created_at,
  username: row.username,
  action: (DATA_ROOM_ACTIONS as readonly string[]).includes(row.action) ? (row.action as Action) : 'view',
  outcome: row.outcome === 'allowed' ? ('allowed' as const) : ('refused' as const),
  reason: row.reason,
  documentId: row.document_id,
  fileName: row.file_name ?? null,
  version: row.version === null ? null : Number(row.version),
  pages: row.pages === null ? null : Number(row.pages),
  seconds: row.seconds === null ? null : Number(row.seconds),
  ip: showsIp ? row.ip : null,
});

/**
 * Who looked at what and when, refusals included (owner and administrators): one page, newest first, of
 * everything or of one person, document, kind and span of days, with how many match and who and which
 * documents are in the log. Addresses only for administrators.
 */
export const accessLog = async (
  ctx: ServiceContext,
  { slug, query }: { slug: string; query: DataRoomLogQuery },
): Promise<DataRoomLogResponse> => {
  const { db } = ctx;
  const { access, showsIp } = await openLog(db, ctx.actor, slug);
  const filter = await filterOf(ctx, query);
  const [rows, total, people, documents] = await Promise.all([
    logPage(ctx, access.row.id, filter, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    filter === null ? 0 : repo.countAccessLog(db, access.row.id, filter),
    peopleInLog(ctx, access.row.id),
    repo.documentsInLog(db, access.row.id),
  ]);
  return {
    items: rows.map((row) => presentLogRow(row, showsIp)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    people,
    documents: documents.map((document) => ({
      id: document.id,
      fileName: document.file_name,
      isRemoved: document.removed_at !== null,
    })),
    showsIp,
  };
};

/**
 * The filtered log as CSV (owner and administrators), headers and words in `lang`, newest first, at most
 * DATA_ROOM_LOG_CSV_MAX_ROWS rows; the address column for administrators only. A byte order mark lets
 * Excel read UTF-8; text that looks like a formula is escaped.
 */
export const accessLogCsv = async (
  ctx: ServiceContext,
  { slug, query, lang }: { slug: string; query: DataRoomLogFilter; lang: Locale },
): Promise<{ body: Buffer; slug: string }> => {
  const { db } = ctx;
  const { access, showsIp } = await openLog(db, ctx.actor, slug);
  const t = dictionaries[lang].investors.dataRoom;
  const rows = await logPage(ctx, access.row.id, await filterOf(ctx, query), {
    limit: DATA_ROOM_LOG_CSV_MAX_ROWS,
    offset: 0,
  });
  const header = [
    t.csv.time,
    t.csv.person,
    t.csv.action,
    t.csv.document,
    t.csv.version,
    t.csv.pages,
    t.csv.seconds,
    t.csv.outcome,
  ];
  const text = stringify([
    [...header, t.csv.reason, ...(showsIp ? [t.csv.ip] : [])],
    ...rows.map((row) => {
      const item = presentLogRow(row, showsIp);
      const reason = item.reason
        ? ((dictionaries[lang].errors as Record<string, string>)[item.reason] ?? item.reason)
        : '';
      return [
        item.at,
        item.username ?? t.deletedAccount,
        t.actions[item.action],
        item.fileName ?? '',
        item.version === null ? '' : String(item.version),
        item.pages === null ? '' : String(item.pages),
        item.seconds === null ? '' : String(item.seconds),
        item.outcome === 'allowed' ? t.allowed : t.refused,
        reason,
        ...(showsIp ? [item.ip ?? ''] : []),
      ].map((cell) => escapeCell(cell));
    }),
  ]);
  return { body: Buffer.from(`\ufeff${text}`, 'utf8'), slug: access.row.slug };
};

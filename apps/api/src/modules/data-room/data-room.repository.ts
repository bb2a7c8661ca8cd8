import type { DataRoomLogKind } from '@flarescope/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DataRoomAccessLogTable, DataRoomVersionsTable } from './data-room.tables.js';

/** All SQL of the data room. `db` may be a transaction. */

export const documentsOfProject = (db: Db, projectId: string) =>
  db
    .selectFrom('data_room_documents')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('removed_at', 'is', null)
    .orderBy('folder')
    .orderBy('created_at')
    .execute();

export const findDocument = (db: Db, projectId: string, documentId: string) =>
  db
    .selectFrom('data_room_documents')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', documentId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();

/** The versions of `documentIds`, newest first per document (who uploaded one: `uploaded_by`, asked of accounts). */
export const versionsOf = async (db: Db, documentIds: readonly string[]) => {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('data_room_versions')
    .selectAll()
    .where('document_id', 'in', documentIds)
    .orderBy('document_id')
    .orderBy('version', 'desc')
    .execute();
};

export const insertDocument = (
  db: Db,
  row: {
    id: string;
    project_id: string;
    folder: string;
    accessMode: string;
    created_by: string;
    now: string;
  },
) =>
  db
    .insertInto('data_room_documents')
    .values({
      id: row.id,
      project_id: row.project_id,
      folder: row.folder,
      access_mode: row.accessMode,
      current_version: 1,
      created_by: row.created_by,
      created_at: row.now,
      updated_at: row.now,
      removed_at: null,
    })
    .execute();

export const insertVersion = (db: Db, row: Insertable<DataRoomVersionsTable>) =>
  db.insertInto('data_room_versions').values(row).execute();

export const setCurrentVersion = (db: Db, documentId: string, version: number, now: string) =>
  db
    .updateTable('data_room_documents')
    .set({ current_version: version, updated_at: now })
    .where('id', '=', documentId)
    .execute();

/** Marks a document of the project removed; answers whether this call did (false: not there, or gone). */
export const markRemoved = async (db: Db, projectId: string, documentId: string, now: string) => {
  const result = await db
    .updateTable('data_room_documents')
    .set({ removed_at: now, updated_at: now })
    .where('id', '=', documentId)
    .where('project_id', '=', projectId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const logAccess = (db: Db, row: Insertable<DataRoomAccessLogTable>) =>
  db.insertInto('data_room_access_log').values(row).execute();

/** Sets what investors may do with a document of the project; answers whether it was there. */
export const setAccessMode = async (
  db: Db,
  projectId: string,
  documentId: string,
  accessMode: string,
  now: string,
) => {
  const result = await db
    .updateTable('data_room_documents')
    .set({ access_mode: accessMode, updated_at: now })
    .where('id', '=', documentId)
    .where('project_id', '=', projectId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/**
 * Records how far a reading in the viewer went: its `read` entry (the reader's own, of that document)
 * keeps the most pages and seconds reported, so reports sent late or twice never lower them. Answers
 * whether the entry exists.
 */
export const reportReading = async (
  db: Db,
  entry: { id: string; userId: string; documentId: string; pages: number; seconds: number },
) => {
  const row = await db
    .selectFrom('data_room_access_log')
    .select('id')
    .where('id', '=', entry.id)
    .where('user_id', '=', entry.userId)
    .where('document_id', '=', entry.documentId)
    .where('action', '=', 'read')
    .where('outcome', '=', 'allowed')
    .executeTakeFirst();
  if (!row) return false;
  // Each figure only ever grows (a guarded update per column: SQLite's max(a, b) is PostgreSQL's greatest).
  for (const column of ['pages', 'seconds'] as const) {
    await db
      .updateTable('data_room_access_log')
      .set({ [column]: entry[column] })
      .where('id', '=', entry.id)
      .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', entry[column])]))
      .execute();
  }
  return true;
};

/** Who read or downloaded a document (any version, allowed), for the notice of its new version. */
export const readersOfDocument = async (db: Db, documentId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('data_room_access_log')
      .select('user_id')
      .distinct()
      .where('document_id', '=', documentId)
      .where('action', 'in', ['read', 'download'])
      .where('outcome', '=', 'allowed')
      .where('user_id', 'is not', null)
      .execute()
  ).flatMap((row) => (row.user_id ? [row.user_id] : []));

export type LogFilter = {
  /** One person's rows (the accounts' front door turns the username asked for into the id). */
  userId?: string | undefined;
  documentId?: string | undefined;
  kind?: DataRoomLogKind | undefined;
  /** ISO-8601 instants, both included. */
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * A project's log rows matching `filter`: one person and one kind. Refusals of visitors
 * without an account, which the log kept before issue 25 (they now go to the security log), are left out.
 */
const logRows = (db: Db, projectId: string, filter: LogFilter) => {
  let query = db
    .selectFrom('data_room_access_log as log')
    .where('log.project_id', '=', projectId)
    // (No account and `unauthenticated`: such a visitor; a purged account's rows keep their reason.)
    .where((eb) =>
      eb.or([
        eb('log.user_id', 'is not', null),
        eb('log.reason', 'is', null),
        eb('log.reason', '!=', 'unauthenticated'),
      ]),
    );
  if (filter.userId !== undefined) query = query.where('log.user_id', '=', filter.userId);
  if (filter.documentId !== undefined) query = query.where('log.document_id', '=', filter.documentId);
  if (filter.from !== undefined) query = query.where('log.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('log.created_at', '<=', filter.to);
  switch (filter.kind) {
    case 'viewed':
      return query.where('log.outcome', '=', 'allowed').where('log.action', 'in', ['view', 'read']);
    case 'downloaded':
      return query.where('log.outcome', '=', 'allowed').where('log.action', '=', 'download');
    case 'changed':
      return query
        .where('log.outcome', '=', 'allowed')
        .where('log.action', 'in', ['upload', 'replace', 'remove', 'change']);
    case 'questions':
      return query.where('log.outcome', '=', 'allowed').where('log.action', 'in', ['ask', 'answer']);
    case 'refused':
      return query.where('log.outcome', '=', 'refused');
    default:
      return query;
  }
};

/** One page of the log, newest first, with the file name of the version it names (the user: `user_id`). */
export const accessLog = (
  db: Db,
  projectId: string,
  filter: LogFilter,
  page: { limit: number; offset: number },
) =>
  logRows(db, projectId, filter)
    .leftJoin('data_room_versions as v', (join) =>
      join.onRef('v.document_id', '=', 'log.document_id').onRef('v.version', '=', 'log.version'),
    )
    .select([
      'log.created_at',
      'log.action',
      'log.outcome',
      'log.reason',
      'log.version',
      'log.ip',
      'log.document_id',
      'log.pages',
      'log.seconds',
      'log.user_id',
      'v.file_name',
    ])
    .orderBy('log.created_at', 'desc')
    .orderBy('log.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countAccessLog = async (db: Db, projectId: string, filter: LogFilter): Promise<number> =>
  Number(
    (
      await logRows(db, projectId, filter)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Everyone in a project's log (their usernames are asked of accounts). */
export const peopleInLog = async (db: Db, projectId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('data_room_access_log')
      .select('user_id')
      .distinct()
      .where('project_id', '=', projectId)
      .where('user_id', 'is not', null)
      .execute()
  ).flatMap((row) => (row.user_id === null ? [] : [row.user_id]));

/**
 * Every document a project's log names, removed ones included, with the name of its latest version (for
 * the log's document filter), by name.
 */
export const documentsInLog = async (db: Db, projectId: string) =>
  db
    .selectFrom('data_room_documents as d')
    .innerJoin('data_room_versions as v', (join) =>
      join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.current_version'),
    )
    .select(['d.id', 'v.file_name', 'd.removed_at'])
    .where('d.project_id', '=', projectId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('data_room_access_log as log')
          .select('log.id')
          .whereRef('log.document_id', '=', 'd.id')
          .where('log.project_id', '=', projectId),
      ),
    )
    .orderBy('v.file_name')
    .orderBy('d.id')
    .execute();

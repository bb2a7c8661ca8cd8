import { createHash, randomUUID } from 'node:crypto';
import {
  DATA_ROOM_ACCESS_MODES,
  DATA_ROOM_ACTIONS,
  DATA_ROOM_FOLDERS,
  DATA_ROOM_LOG_CSV_MAX_ROWS,
  isCleanText,
  MAX_VERSION_NOTE_LENGTH,
  VIEWABLE_CONTENT_TYPES,
  type DataRoomAccessMode,
  type DataRoomDocumentChange,
  type DataRoomViewReport,
  dictionaries,
  type DataRoomAction,
  type DataRoomFolder,
  type DataRoomLogFilter,
  type DataRoomLogQuery,
  type DataRoomLogResponse,
  type DataRoomResponse,
  type Locale,
} from '@flarescope/shared';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.js';
import { lockWithin } from '../../db/races.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../infra/clock.js';
import { isWatermarkable, watermark, watermarkText } from '../../infra/images/watermark.js';
import type { Storage, StoredFile } from '../../infra/storage/index.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limits.js';
import { canOpenDataRoom, isAdmin } from '../access/index.js';
import { escapeCell } from '../../lib/table-export.js';
import { hasAcceptedNda, requireProjectAccess, type ProjectAccess, type Viewer } from '../investors/index.js';
import { notifyNewDocument, notifyNewVersion } from '../notifications/index.js';
import { findProjectBySlug } from '../projects/index.js';
import * as repo from './data-room.repository.js';
import { documentTypeOf } from './sniff.js';

type Action = DataRoomAction;
export type DataRoomDeps = { db: Db; clock: Clock; storage: Storage };

/** Writes one entry of a project's access log (the project's audit trail). */
export const log = (
  deps: DataRoomDeps,
  entry: {
    projectId: string;
    userId: string | null;
    action: Action;
    outcome: 'allowed' | 'refused';
    reason?: string;
    documentId?: string | null;
    version?: number | null;
    meta: RequestMeta;
  },
) =>
  repo.logAccess(deps.db, {
    id: randomUUID(),
    project_id: entry.projectId,
    document_id: entry.documentId ?? null,
    version: entry.version ?? null,
    user_id: entry.userId,
    action: entry.action,
    outcome: entry.outcome,
    reason: entry.reason ?? null,
    ip: entry.meta.ip?.slice(0, 45) ?? null,
    created_at: deps.clock.now().toISOString(),
  });

/**
 * How many refusals of visitors without an account the security log keeps: per client address, and from
 * every address together, per hour. Past either, a refusal is answered as always but not written, so a
 * visitor hammering a data room cannot grow the log without bound (issue 25, item 2).
 */
export const VISITOR_REFUSAL_LIMITS = {
  perIp: { prefix: 'data-room-refused:ip', limit: 20, windowSeconds: 3600 },
  all: { prefix: 'data-room-refused:all', limit: 500, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

/** Whether one more visitor refusal may be written now (counted against both limits). */
const withinVisitorLimits = async (deps: DataRoomDeps, ip: string | null): Promise<boolean> => {
  try {
    await consumeRateLimit(deps.db, deps.clock, VISITOR_REFUSAL_LIMITS.perIp, ip ?? 'unknown');
    await consumeRateLimit(deps.db, deps.clock, VISITOR_REFUSAL_LIMITS.all, 'all');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return false;
    throw error;
  }
};

/**
 * A refusal of someone without an account: not the owner's business (their log is about people), and
 * anyone can send them, so they go to the administrators' security log (audit_events,
 * `data_room_refused`), within VISITOR_REFUSAL_LIMITS.
 */
const logVisitorRefusal = async (
  deps: DataRoomDeps,
  entry: { slug: string; action: Action; documentId: string | null; meta: RequestMeta },
) => {
  if (!(await withinVisitorLimits(deps, entry.meta.ip))) return;
  await recordAudit(deps.db, deps.clock, 'data_room_refused', null, entry.meta, {
    actorId: null,
    details: {
      project: entry.slug,
      action: entry.action,
      ...(entry.documentId ? { document: entry.documentId } : {}),
      reason: 'unauthenticated',
    },
  });
};

/**
 * Opens the data room for `action`, or refuses and logs the refusal (who, what, why): visitors
 * (`unauthenticated`, in the security log, not the project's), users without access (`no_project_access`, or `not_found` for someone else's
 * draft), users who have not accepted the project's NDA (`nda_required`), and, for the owner's actions,
 * anyone but the owner and administrators (`forbidden`).
 */
export const openRoom = async (
  ctx: ServiceContext,
  request: { slug: string; action: Action; isManagerAction?: boolean; documentId?: string },
): Promise<ProjectAccess> => {
  const { actor: viewer, meta, db } = ctx;
  const row = await findProjectBySlug(db, request.slug);
  if (!row) throw new AppError('not_found');
  try {
    const access = await requireProjectAccess(db, viewer, request.slug);
    const hasAccepted = await hasAcceptedNda(db, row.id, access.user.id);
    if (!canOpenDataRoom(access.user, access.project, access.grantIds, hasAccepted)) {
      throw new AppError('nda_required');
    }
    if (request.isManagerAction && !access.isOwnerSide) throw new AppError('forbidden');
    return access;
  } catch (error) {
    if (error instanceof AppError && !viewer) {
      await logVisitorRefusal(ctx, {
        slug: row.slug,
        action: request.action,
        documentId: request.documentId ?? null,
        meta,
      });
    } else if (error instanceof AppError) {
      await log(ctx, {
        projectId: row.id,
        userId: viewer?.id ?? null,
        action: request.action,
        outcome: 'refused',
        reason: error.code,
        documentId: request.documentId ?? null,
        meta,
      });
    }
    throw error;
  }
};

const accessModeOf = (value: string): DataRoomAccessMode => (value === 'view' ? 'view' : 'download');

const present = async (db: Db, projectId: string, canManage: boolean): Promise<DataRoomResponse> => {
  const documents = await repo.documentsOfProject(db, projectId);
  const versions = await repo.versionsOf(
    db,
    documents.map((document) => document.id),
  );
  return {
    canManage,
    documents: documents.flatMap((document) => {
      const own = versions.filter((version) => version.document_id === document.id);
      const current = own.find((version) => Number(version.version) === Number(document.current_version));
      if (!current) return [];
      return [
        {
          id: document.id,
          folder: (DATA_ROOM_FOLDERS as readonly string[]).includes(document.folder)
            ? (document.folder as DataRoomFolder)
            : 'technical',
          fileName: current.file_name,
          contentType: current.content_type,
          sizeBytes: Number(current.size_bytes),
          version: Number(current.version),
          updatedAt: document.updated_at,
          accessMode: accessModeOf(document.access_mode),
          isViewable: VIEWABLE_CONTENT_TYPES.includes(current.content_type),
          canDownload: canManage || accessModeOf(document.access_mode) === 'download',
          versions: own.map((version) => ({
            version: Number(version.version),
            fileName: version.file_name,
            contentType: version.content_type,
            sizeBytes: Number(version.size_bytes),
            uploadedAt: version.uploaded_at,
            uploadedBy: version.username ?? null,
            note: version.note ?? null,
          })),
        },
      ];
    }),
  };
};

/** The documents of a project's data room, by folder; each look is logged. */
export const listDocuments = async (
  ctx: ServiceContext,
  { slug }: { slug: string },
): Promise<DataRoomResponse> => {
  const access = await openRoom(ctx, { slug, action: 'view' });
  await log(ctx, {
    projectId: access.row.id,
    userId: access.user.id,
    action: 'view',
    outcome: 'allowed',
    meta: ctx.meta,
  });
  return present(ctx.db, access.row.id, access.isOwnerSide);
};

export type Upload = { fields: Record<string, string>; file: { bytes: Buffer; fileName: string } | null };

/** Checks an upload's file: present, of an accepted type by its bytes and name; the stored key is random. */
const checkFile = (upload: Upload) => {
  if (!upload.file || upload.file.bytes.length === 0) {
    throw new AppError('validation_failed', { fields: { file: 'validation.required' } });
  }
  const type = documentTypeOf(upload.file.bytes, upload.file.fileName);
  if (!type) throw new AppError('document_type_refused');
  return { ...upload.file, contentType: type.contentType };
};

/** Stores the bytes, then runs `write`; the stored file is deleted again when the write fails. */
const storeThen = async <T>(
  deps: DataRoomDeps,
  projectId: string,
  file: { bytes: Buffer; contentType: string },
  write: (key: string, sha256: string) => Promise<T>,
): Promise<T> => {
  const key = `projects/${projectId}/data-room/${randomUUID()}`;
  await deps.storage.put(key, file.bytes, file.contentType);
  try {
    return await write(key, createHash('sha256').update(file.bytes).digest('hex'));
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
};

const fileNameOf = (name: string) => name.replace(/^.*[\\/]/, '').slice(0, 200);

/** The access mode an upload asks for (`download` when not given). */
const requestedAccessMode = (upload: Upload): DataRoomAccessMode => {
  const value = upload.fields.accessMode ?? 'download';
  if (!(DATA_ROOM_ACCESS_MODES as readonly string[]).includes(value)) {
    throw new AppError('validation_failed', { fields: { accessMode: 'validation.invalid_value' } });
  }
  return value as DataRoomAccessMode;
};

/** A version's note: trimmed, one paragraph or a few lines, no control characters; null when empty. */
const noteOf = (upload: Upload): string | null => {
  const note = (upload.fields.note ?? '').trim();
  if (note === '') return null;
  if (note.length > MAX_VERSION_NOTE_LENGTH) {
    throw new AppError('validation_failed', { fields: { note: 'validation.too_long' } });
  }
  if (!isCleanText(note.replace(/\r?\n/g, ' '))) {
    throw new AppError('validation_failed', { fields: { note: 'validation.control_characters' } });
  }
  return note;
};

/**
 * A view-only document must be shown by the viewer, watermarked: a PDF or picture that can be read as
 * one. Anything else is refused as view-only (`document_not_viewable`); it may still be downloadable.
 */
const requireViewable = async (bytes: Uint8Array, contentType: string) => {
  const sample = isWatermarkable(contentType) ? await watermark(bytes, contentType, 'Flarescope') : null;
  if (!sample) throw new AppError('document_not_viewable');
};

/**
 * Adds a document to a folder (owner and administrators) and tells the investors who follow the room.
 * Answers the room.
 */
export const addDocument = async (
  ctx: ServiceContext,
  { slug, upload }: { slug: string; upload: Upload },
): Promise<DataRoomResponse> => {
  const { actor: viewer, meta } = ctx;
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'upload', isManagerAction: true });
  const folder = upload.fields.folder ?? '';
  if (!(DATA_ROOM_FOLDERS as readonly string[]).includes(folder)) {
    throw new AppError('validation_failed', { fields: { folder: 'validation.invalid_value' } });
  }
  const accessMode = requestedAccessMode(upload);
  const file = checkFile(upload);
  if (accessMode === 'view') await requireViewable(file.bytes, file.contentType);
  const documentId = randomUUID();
  const now = deps.clock.now().toISOString();
  await storeThen(deps, access.row.id, file, (key, sha256) =>
    deps.db.transaction().execute(async (trx) => {
      await repo.insertDocument(trx, {
        id: documentId,
        project_id: access.row.id,
        folder,
        accessMode,
        created_by: access.user.id,
        now,
      });
      await repo.insertVersion(trx, {
        id: randomUUID(),
        document_id: documentId,
        version: 1,
        storage_key: key,
        file_name: fileNameOf(file.fileName),
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        sha256,
        uploaded_by: access.user.id,
        uploaded_at: now,
      });
    }),
  );
  await log(deps, {
    projectId: access.row.id,
    userId: access.user.id,
    action: 'upload',
    outcome: 'allowed',
    documentId,
    version: 1,
    meta,
  });
  const room = await present(deps.db, access.row.id, true);
  await notifyNewDocument(ctx, {
    projectSlug: slug,
    actorId: viewer?.id ?? '',
    documentName: fileNameOf(file.fileName),
  });
  return room;
};

/**
 * Replaces a document with a new version and its note; every earlier version is kept (owner and
 * administrators), and tells everyone else who read or downloaded an earlier one. Answers the room.
 */
export const replaceDocument = async (
  ctx: ServiceContext,
  { slug, documentId, upload }: { slug: string; documentId: string; upload: Upload },
): Promise<DataRoomResponse> => {
  const { meta } = ctx;
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'replace', isManagerAction: true, documentId });
  const existing = await repo.findDocument(deps.db, access.row.id, documentId);
  if (!existing) throw new AppError('not_found');
  const note = noteOf(upload);
  const file = checkFile(upload);
  // A view-only document stays readable in the viewer: its new version must be too.
  if (existing.access_mode === 'view') await requireViewable(file.bytes, file.contentType);
  const now = deps.clock.now().toISOString();
  const version = await storeThen(deps, access.row.id, file, (key, sha256) =>
    deps.db.transaction().execute(async (trx) => {
      // One writer of this document at a time: each new version gets the next number.
      await lockWithin(trx, `data-room-document:${documentId}`);
      const document = await repo.findDocument(trx, access.row.id, documentId);
      if (!document) throw new AppError('not_found');
      const version = Number(document.current_version) + 1;
      await repo.insertVersion(trx, {
        id: randomUUID(),
        document_id: documentId,
        version,
        storage_key: key,
        file_name: fileNameOf(file.fileName),
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        sha256,
        uploaded_by: access.user.id,
        uploaded_at: now,
        note,
      });
      await repo.setCurrentVersion(trx, documentId, version, now);
      return version;
    }),
  );
  await log(deps, {
    projectId: access.row.id,
    userId: access.user.id,
    action: 'replace',
    outcome: 'allowed',
    documentId,
    version,
    meta,
  });
  const readers = await repo.readersOfDocument(deps.db, documentId);
  const room = await present(deps.db, access.row.id, true);
  await notifyNewVersion(ctx, {
    projectId: access.row.id,
    actorId: access.user.id,
    readerIds: readers.filter((id) => id !== access.user.id),
    documentName: fileNameOf(file.fileName),
    version,
  });
  return room;
};

/** Removes a document: its files (every version) leave the storage; the log keeps that it existed. */
export const removeDocument = async (
  ctx: ServiceContext,
  { slug, documentId }: { slug: string; documentId: string },
): Promise<void> => {
  const { meta } = ctx;
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'remove', isManagerAction: true, documentId });
  // Removed twice at once, it is removed once: the other request finds it gone, as it would a moment later.
  const isRemoved = await repo.markRemoved(
    deps.db,
    access.row.id,
    documentId,
    deps.clock.now().toISOString(),
  );
  if (!isRemoved) throw new AppError('not_found');
  for (const version of await repo.versionsOf(deps.db, [documentId])) {
    await deps.storage.delete(version.storage_key);
  }
  await log(deps, {
    projectId: access.row.id,
    userId: access.user.id,
    action: 'remove',
    outcome: 'allowed',
    documentId,
    meta,
  });
};

/** A version of a document of the project: the current one unless `requested`; `not_found` otherwise. */
const versionOf = async (deps: DataRoomDeps, projectId: string, documentId: string, requested?: number) => {
  const document = await repo.findDocument(deps.db, projectId, documentId);
  if (!document) throw new AppError('not_found');
  const wanted = requested ?? Number(document.current_version);
  const version = (await repo.versionsOf(deps.db, [documentId])).find(
    (item) => Number(item.version) === wanted,
  );
  if (!version) throw new AppError('not_found');
  return { document, version, number: wanted };
};

const bytesOf = async (file: StoredFile): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** The reader's copy: the file with their name, e-mail and the time drawn in; null when it cannot be. */
const watermarkedFor = async (deps: DataRoomDeps, userId: string, bytes: Buffer, contentType: string) => {
  if (!isWatermarkable(contentType)) return null;
  const reader = await repo.readerIdentity(deps.db, userId);
  const name = [reader?.first_name, reader?.last_name].filter(Boolean).join(' ') || reader?.username || '';
  return watermark(bytes, contentType, watermarkText({ name, email: reader?.email ?? '' }, deps.clock.now()));
};

/** One version of one document of a project's room: the current one when `version` is not given. */
type VersionRequest = { slug: string; documentId: string; version?: number | undefined };

export type ServedFile = {
  body: StoredFile['body'] | Buffer;
  size: number;
  fileName: string;
  contentType: string;
};

/**
 * One version of a document (the current one by default) to download, logged; refusals logged too. The
 * owner's side gets the file as uploaded. An investor gets it only when the owner allows downloads
 * (`document_view_only` otherwise: the original never leaves to them), as a copy watermarked with their
 * name, e-mail and the time when it is a PDF or a picture that can be read (other types as uploaded).
 */
export const downloadDocument = async (
  ctx: ServiceContext,
  { slug, documentId, version: requested }: VersionRequest,
): Promise<ServedFile> => {
  const { meta } = ctx;
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'download', documentId });
  const { document, version, number } = await versionOf(deps, access.row.id, documentId, requested);
  const entry = {
    projectId: access.row.id,
    userId: access.user.id,
    action: 'download' as const,
    documentId,
    version: number,
    meta,
  };
  if (!access.isOwnerSide && document.access_mode === 'view') {
    await log(deps, { ...entry, outcome: 'refused', reason: 'document_view_only' });
    throw new AppError('document_view_only');
  }
  const file = await deps.storage.get(version.storage_key);
  if (!file) throw new AppError('not_found');
  let served: ServedFile = {
    body: file.body,
    size: file.size,
    fileName: version.file_name,
    contentType: version.content_type,
  };
  if (!access.isOwnerSide && isWatermarkable(version.content_type)) {
    const bytes = await bytesOf(file);
    // A PDF pdf-lib cannot read goes as uploaded: its owner allowed downloads (only view-only is checked).
    const marked = await watermarkedFor(deps, access.user.id, bytes, version.content_type);
    served = { ...served, body: marked ?? bytes, size: (marked ?? bytes).length };
  }
  await log(deps, { ...entry, outcome: 'allowed' });
  return served;
};

/**
 * One version of a PDF or a picture for the browser's viewer, for anyone who may open the room: always
 * a copy watermarked with the reader's name, e-mail and the time, never the original bytes (a view-only
 * document was checked to be watermarkable when it became so). Logged as a `read`, whose id the viewer
 * reports its pages and time against.
 */
export const viewDocument = async (
  ctx: ServiceContext,
  { slug, documentId, version: requested }: VersionRequest,
): Promise<ServedFile & { viewId: string }> => {
  const { meta } = ctx;
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'read', documentId });
  const { version, number } = await versionOf(deps, access.row.id, documentId, requested);
  if (!VIEWABLE_CONTENT_TYPES.includes(version.content_type)) throw new AppError('document_not_viewable');
  const file = await deps.storage.get(version.storage_key);
  if (!file) throw new AppError('not_found');
  const marked = await watermarkedFor(deps, access.user.id, await bytesOf(file), version.content_type);
  // A file that cannot be watermarked is not shown (its earlier versions were never checked).
  if (!marked) throw new AppError('document_not_viewable');
  const viewId = randomUUID();
  await repo.logAccess(deps.db, {
    id: viewId,
    project_id: access.row.id,
    document_id: documentId,
    version: number,
    user_id: access.user.id,
    action: 'read',
    outcome: 'allowed',
    reason: null,
    ip: meta.ip?.slice(0, 45) ?? null,
    created_at: deps.clock.now().toISOString(),
    pages: 0,
    seconds: 0,
  });
  return {
    body: marked,
    size: marked.length,
    fileName: version.file_name,
    contentType: version.content_type,
    viewId,
  };
};

/** The viewer's report of one reading (pages shown, seconds open), on its own `read` entry only. */
export const reportView = async (
  ctx: ServiceContext,
  input: { slug: string; documentId: string; viewId: string; report: DataRoomViewReport },
): Promise<void> => {
  const access = await openRoom(ctx, { slug: input.slug, action: 'read', documentId: input.documentId });
  const isKnown = await repo.reportReading(ctx.db, {
    id: input.viewId,
    userId: access.user.id,
    documentId: input.documentId,
    pages: input.report.pages,
    seconds: input.report.seconds,
  });
  if (!isKnown) throw new AppError('not_found');
};

/**
 * The owner's side changes what investors may do with a document: download it, or read it in the viewer
 * only (a PDF or picture that can be watermarked: `document_not_viewable` otherwise). Logged as a change.
 */
export const changeDocument = async (
  ctx: ServiceContext,
  { slug, documentId, change }: { slug: string; documentId: string; change: DataRoomDocumentChange },
): Promise<DataRoomResponse> => {
  const { meta } = ctx;
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'change', isManagerAction: true, documentId });
  const { version, number } = await versionOf(deps, access.row.id, documentId);
  if (change.accessMode === 'view') {
    const file = await deps.storage.get(version.storage_key);
    if (!file) throw new AppError('not_found');
    await requireViewable(await bytesOf(file), version.content_type);
  }
  const isChanged = await repo.setAccessMode(
    deps.db,
    access.row.id,
    documentId,
    change.accessMode,
    deps.clock.now().toISOString(),
  );
  if (!isChanged) throw new AppError('not_found');
  await log(deps, {
    projectId: access.row.id,
    userId: access.user.id,
    action: 'change',
    outcome: 'allowed',
    documentId,
    version: number,
    meta,
  });
  return present(deps.db, access.row.id, true);
};

const filterOf = (query: DataRoomLogFilter): repo.LogFilter => ({
  personKey: query.person ? query.person.toLowerCase() : undefined,
  documentId: query.document,
  kind: query.kind,
  // Dates are whole UTC days: `to` takes in the whole day.
  from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
  to: query.to ? `${query.to}T23:59:59.999Z` : undefined,
});

/** The log of a project for the owner's side (`forbidden` to anyone else), and whether it shows addresses. */
const openLog = async (db: Db, viewer: Viewer, slug: string) => {
  const access = await requireProjectAccess(db, viewer, slug);
  if (!access.isOwnerSide) throw new AppError('forbidden');
  // Addresses are for the administrators' audit, never for the owner (issue 27, item 4).
  return { access, showsIp: isAdmin(access.user) };
};

type LogRow = Awaited<ReturnType<typeof repo.accessLog>>[number];
const presentLogRow = (row: LogRow, showsIp: boolean) => ({
  at: row.created_at,
  username: row.username ?? null,
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
  const filter = filterOf(query);
  const [rows, total, people, documents] = await Promise.all([
    repo.accessLog(db, access.row.id, filter, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repo.countAccessLog(db, access.row.id, filter),
    repo.peopleInLog(db, access.row.id),
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
  const rows = await repo.accessLog(db, access.row.id, filterOf(query), {
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

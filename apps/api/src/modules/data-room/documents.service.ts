import { createHash, randomUUID } from 'node:crypto';
import {
  DATA_ROOM_ACCESS_MODES,
  DATA_ROOM_FOLDERS,
  isCleanText,
  MAX_VERSION_NOTE_LENGTH,
  VIEWABLE_CONTENT_TYPES,
  type DataRoomAccessMode,
  type DataRoomDocumentChange,
  type DataRoomFolder,
  type DataRoomResponse,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { lockWithin } from '../../db/races.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { ndaAcceptersOf } from '../investors/index.js';
import { notifyNewDocument, notifyNewVersion } from '../notifications/index.js';
import * as repo from './data-room.repository.js';
import { log, openRoom, type DataRoomDeps } from './data-room.service.js';
import { usernamesOf } from './people.js';
import { documentTypeOf } from './sniff.js';
import { bytesOf, requireViewable, versionOf } from './versions.js';

/** A project's documents: the list, and the owner's side adding, replacing, removing and changing them. */

const accessModeOf = (value: string): DataRoomAccessMode => (value === 'view' ? 'view' : 'download');

const present = async (db: Db, projectId: string, canManage: boolean): Promise<DataRoomResponse> => {
  const documents = await repo.documentsOfProject(db, projectId);
  const versions = await repo.versionsOf(
    db,
    documents.map((document) => document.id),
  );
  const uploaders = await usernamesOf(
    { db },
    versions.map((version) => version.uploaded_by),
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
            uploadedBy: (version.uploaded_by ? uploaders.get(version.uploaded_by) : null) ?? null,
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

const fileNameOf = (name: string) => name.replace(/^.*[\\/]/, '').slice(0, 200);

/** What a version row says of its stored file. */
type StoredFile = {
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
};

/**
 * Stores the bytes, then runs `write` with the version row's file columns; the stored file is deleted again
 * when the write fails.
 */
const storeThen = async <T>(
  deps: DataRoomDeps,
  projectId: string,
  file: { bytes: Buffer; contentType: string; fileName: string },
  write: (stored: StoredFile) => Promise<T>,
): Promise<T> => {
  const key = `projects/${projectId}/data-room/${randomUUID()}`;
  await deps.storage.put(key, file.bytes, file.contentType);
  try {
    return await write({
      storage_key: key,
      file_name: fileNameOf(file.fileName),
      content_type: file.contentType,
      size_bytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
};

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
  await storeThen(deps, access.row.id, file, (stored) =>
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
        ...stored,
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
    ndaAccepterIds: await ndaAcceptersOf(ctx, { projectId: access.row.id }),
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
  const version = await storeThen(deps, access.row.id, file, (stored) =>
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
        ...stored,
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
    ndaAccepterIds: await ndaAcceptersOf(ctx, { projectId: access.row.id }),
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

import { randomUUID } from 'node:crypto';
import { VIEWABLE_CONTENT_TYPES, type DataRoomViewReport } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { isWatermarkable } from '../../infra/images/watermark.js';
import type { StoredFile } from '../../infra/storage/index.js';
import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './data-room.repository.js';
import { log, openRoom, type DataRoomDeps } from './data-room.service.js';
import { bytesOf, versionOf, watermarkedFor } from './versions.js';

/** Reading a document: its download, the viewer's watermarked copy, and the viewer's report of a reading. */

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

import { isWatermarkable, watermark, watermarkText } from '../../infra/images/watermark.js';
import type { StoredFile } from '../../infra/storage/index.js';
import { AppError } from '../../errors.js';
import { identityOf } from '../accounts/index.js';
import * as repo from './data-room.repository.js';
import type { DataRoomDeps } from './data-room.service.js';

/**
 * A document's stored versions: one found, its bytes read, the reader's watermarked copy, and whether a
 * file can be shown watermarked at all (a view-only document must be).
 */

/**
 * A view-only document must be shown by the viewer, watermarked: a PDF or picture that can be read as
 * one. Anything else is refused as view-only (`document_not_viewable`); it may still be downloadable.
 */
export const requireViewable = async (bytes: Uint8Array, contentType: string) => {
  const sample = isWatermarkable(contentType) ? await watermark(bytes, contentType, 'Flarescope') : null;
  if (!sample) throw new AppError('document_not_viewable');
};

/** A version of a document of the project: the current one unless `requested`; `not_found` otherwise. */
export const versionOf = async (
  deps: DataRoomDeps,
  projectId: string,
  documentId: string,
  requested?: number,
) => {
  const document = await repo.findDocument(deps.db, projectId, documentId);
  if (!document) throw new AppError('not_found');
  const wanted = requested ?? Number(document.current_version);
  const version = (await repo.versionsOf(deps.db, [documentId])).find(
    (item) => Number(item.version) === wanted,
  );
  if (!version) throw new AppError('not_found');
  return { document, version, number: wanted };
};

export const bytesOf = async (file: StoredFile): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** The reader's copy: the file with their name, e-mail and the time drawn in; null when it cannot be. */
export const watermarkedFor = async (
  deps: DataRoomDeps,
  userId: string,
  bytes: Buffer,
  contentType: string,
) => {
  if (!isWatermarkable(contentType)) return null;
  const reader = await identityOf(deps, { id: userId });
  const name = [reader?.firstName, reader?.lastName].filter(Boolean).join(' ') || reader?.username || '';
  return watermark(bytes, contentType, watermarkText({ name, email: reader?.email ?? '' }, deps.clock.now()));
};

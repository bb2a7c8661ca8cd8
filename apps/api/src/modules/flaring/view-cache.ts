import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { readDataVersion } from '../imports/rollups.js';

/**
 * Flaring views change only when data is loaded (the seed or an import, which bump
 * `app_settings.flaring_data_version` in their transaction). So each view is computed once per data version
 * and kept, serialised, with its ETag; a request costs one primary-key read of the version. Every process
 * checks the version itself, so several processes behind one database never serve a stale view.
 */
export const createViewCache = (db: Db, options: { maxEntries?: number } = {}) => {
  const maxEntries = options.maxEntries ?? 2000;
  const entries = new Map<string, { version: string; body: string; etag: string }>();

  /**
   * Answers `reply` with the view under `key` (the request URL), computing it with `compute` when the data
   * version moved. The computed value is checked against `schema` once, as the route's response schema
   * would, then sent as a JSON string (Fastify sends strings as they are, without serialising again).
   */
  return async <S extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: S,
    compute: () => Promise<z.input<S>>,
  ): Promise<void> => {
    const version = (await readDataVersion(db)) ?? 'none';
    let entry = entries.get(key);
    if (entry && entry.version === version) {
      // Most recently used last: the Map's first key is the one to evict.
      entries.delete(key);
    } else {
      const body = JSON.stringify(schema.parse(await compute()));
      entry = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    await reply.header('etag', entry.etag).type('application/json; charset=utf-8').send(entry.body);
  };
};

export type ViewCache = ReturnType<typeof createViewCache>;

import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { localDataChanges, readDataVersion } from '../imports/rollups.js';

/**
 * Flaring views change only when data is loaded (the seed or an import, which bump
 * `app_settings.flaring_data_version` in their transaction). So each view is computed once per data version
 * and kept, serialised, with its ETag. The version itself is read at most once per `versionTtlMs`
 * (1 s): reading it on every request cost more than the rest of a cached answer. A change made by this
 * process (seed, import) is seen at once (`localDataChanges`); one made by another process behind the
 * same database, within `versionTtlMs`.
 */
export const createViewCache = (
  db: Db,
  options: { maxEntries?: number; versionTtlMs?: number; monotonicNow?: () => number } = {},
) => {
  const maxEntries = options.maxEntries ?? 2000;
  const versionTtlMs = options.versionTtlMs ?? 1000;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const entries = new Map<string, { version: string; body: string; etag: string }>();
  let known: { version: string; readAt: number; localChanges: number } | null = null;

  const currentVersion = async (): Promise<string> => {
    const now = monotonicNow();
    if (known && known.localChanges === localDataChanges() && now - known.readAt < versionTtlMs) {
      return known.version;
    }
    // Taken before the read: a change noted while it runs makes the next request read again.
    const localChanges = localDataChanges();
    const version = (await readDataVersion(db)) ?? 'none';
    known = { version, readAt: now, localChanges };
    return version;
  };

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
    const version = await currentVersion();
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

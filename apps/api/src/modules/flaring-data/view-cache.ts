import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { weakEtagOf } from '../../infra/etag.js';
import { localDataChanges, readDataVersion } from './data-version.js';

type Encoding = 'br' | 'gzip';

/** Smaller answers are not worth compressing (the same threshold as the compression plugin's). */
const COMPRESS_FROM_BYTES = 1024;

const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 6: within a few percent of the best size at a fraction of its time (the map's 1.2 MB: ~40 ms once).
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** The client's preferred encoding we can serve (brotli, then gzip), or null for none. */
export const chooseEncoding = (acceptEncoding: string | string[] | undefined): Encoding | null => {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const known = chosenEncodings.get(header);
  if (known !== undefined) return known;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const chosen =
    weight('br') > 0 && weight('br') >= weight('gzip') ? 'br' : weight('gzip') > 0 ? 'gzip' : null;
  // Browsers send a handful of distinct headers: each is parsed once (1 µs a request on a kept view).
  if (chosenEncodings.size >= CHOSEN_ENCODINGS_KEPT) chosenEncodings.clear();
  chosenEncodings.set(header, chosen);
  return chosen;
};
/** Accept-Encoding headers already parsed, at most CHOSEN_ENCODINGS_KEPT (a header is client input). */
const chosenEncodings = new Map<string, Encoding | null>();
const CHOSEN_ENCODINGS_KEPT = 64;

/**
 * JSON text in ASCII only: every other character written as a `\uXXXX` escape (a character outside the
 * BMP as its two surrogates), as Python's `json` writes by default. The same JSON value for any parser;
 * what changes is the client's cost of turning the bytes into a string. A few accented names (the world
 * view has 50 non-ASCII characters in 29 KB: Irán, México, ©…) take UTF-8 decoding off its ASCII fast
 * path: in Node, `Buffer#toString` of the world view took 27.6 µs, of the same view in ASCII 2.8 µs.
 * That decoding is what made autocannon, not the server, set the world route's req/s (docs/benchmarks.md).
 * The escapes add 196 bytes to that view (0.7 %) and nothing after brotli.
 */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The cache key of a view: the route and its validated, normalised parameters and query (defaults filled
 * in, numbers parsed, unknown query parameters dropped by the schema). `route`, the route's pattern, is
 * best passed by the route that knows it: `request.routeOptions` builds a new object on every read. Never the raw URL: `?utm=<n>` or
 * `?bbox=1.0,…` against `?bbox=1,…` must not make new entries (issue 15: 600 values of an unknown
 * parameter grew the process by ~940 MB).
 */
export const viewKey = (request: FastifyRequest, route = request.routeOptions.url ?? ''): string =>
  `${route} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.query ?? {})}`;

/** What the cache holds, at most: 64 MiB of bodies and their compressed copies. */
export const VIEW_CACHE_MAX_BYTES = 64 * 1024 * 1024;

type Entry = {
  version: string;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The body, its compressed copies and the key, as counted against `maxBytes`. */
  bytes: number;
};

/**
 * Flaring views change only when data is loaded (the seed or an import, which bump
 * `app_settings.flaring_data_version` in their transaction). So each view is computed once per data version
 * and kept, serialised, with its ETag. The version itself is read at most once per `versionTtlMs`
 * (1 s): reading it on every request cost more than the rest of a cached answer. A change made by this
 * process (seed, import) is seen at once (`localDataChanges`); one made by another process behind the
 * same database, within `versionTtlMs`. The cache is bounded in bytes (`maxBytes`), least recently used
 * out first; a view larger than the whole budget is served and not kept.
 */
export const createViewCache = (
  db: Db,
  options: { maxBytes?: number; versionTtlMs?: number; monotonicNow?: () => number } = {},
) => {
  const maxBytes = options.maxBytes ?? VIEW_CACHE_MAX_BYTES;
  const versionTtlMs = options.versionTtlMs ?? 1000;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
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

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  /** Counts `bytes` more for the entry under `key` (kept most recently used), then evicts down to the budget. */
  const keep = (key: string, entry: Entry, bytes: number) => {
    entry.bytes += bytes;
    totalBytes += bytes;
    if (entry.bytes > maxBytes) return drop(key);
    // The Map's first key is the least recently used.
    while (totalBytes > maxBytes) drop(entries.keys().next().value as string);
  };

  /**
   * Answers `reply` with the view under `key` (`viewKey(request)`), computing it with `compute` when the
   * data version moved. The computed value is checked against `schema` once, as the route's response
   * schema would, then kept as bytes (`asciiJson`; Fastify sends buffers as they are, without serialising
   * again), and brotli- or gzip-compressed once per encoding a client asks for.
   */
  const serve = async <S extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: S,
    compute: () => Promise<z.input<S>>,
  ): Promise<void> => {
    const version = await currentVersion();
    let entry = entries.get(key);
    if (entry && entry.version === version) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
    } else {
      const body = Buffer.from(asciiJson(schema.parse(await compute())));
      drop(key);
      entry = { version, body, etag: weakEtagOf(body), encoded: {}, bytes: 0 };
      entries.set(key, entry);
      keep(key, entry, body.length + key.length);
    }
    reply.header('etag', entry.etag).type('application/json; charset=utf-8');
    const encoding =
      entry.body.length >= COMPRESS_FROM_BYTES
        ? chooseEncoding(reply.request.headers['accept-encoding'])
        : null;
    if (!encoding) return void (await reply.send(entry.body));
    // Compressed once per entry and encoding (the compression plugin skips answers already encoded).
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compress[encoding](entry.body);
      entry.encoded[encoding] = encoded;
      if (entries.get(key) === entry) keep(key, entry, encoded.length);
    }
    await reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(encoded);
  };
  /** Bytes held and entries kept, for tests and diagnostics. */
  const stats = () => ({ bytes: totalBytes, entries: entries.size });
  return Object.assign(serve, { stats });
};
export type ViewCache = ReturnType<typeof createViewCache>;

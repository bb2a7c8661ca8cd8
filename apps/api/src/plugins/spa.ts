import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createFirstPaint, type FirstPaintViewer, type PageHead, type SpaPage } from './first-paint.js';

/**
 * The served web build: `page(url, viewer, dataHead)` is index.html for that client route, with its first
 * paint (the head of a signed-in screen only for a signed-in viewer; `dataHead`, a head made of data,
 * for this request alone).
 */
export type Spa = { page: (url: string, viewer: FirstPaintViewer, dataHead?: PageHead | null) => SpaPage };

/** The web build's precompressed copies, sent in place of their file (never asked for by name). */
const PRECOMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * `index.html` for any GET that is not an API path or a file, so client routes survive a reload.
 * Returns null when there is no build (API-only tests), so the caller answers JSON 404s instead.
 *
 * Files are sent precompressed when the browser accepts it: the web build writes `<file>.br` (Brotli,
 * quality 11) and `<file>.gz` beside each compressible file (scripts/precompress.mjs), and the matching
 * copy goes out as it is, with `content-encoding`, `vary: accept-encoding` and its own ETag; @fastify/compress
 * leaves an encoded answer alone. Without a copy (a source map, a small file, an encoding not built) the
 * file itself is sent and @fastify/compress compresses it as before. The copies get no routes of their own.
 */
export const registerSpa = async (
  app: FastifyInstance,
  options: { distDir: string },
): Promise<Spa | null> => {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(
      { distDir: options.distDir },
      'no web build found: serving the API only (run npm run build)',
    );
    return null;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: PRECOMPRESSED_COPIES,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return { page: createFirstPaint(fs.readFileSync(indexFile, 'utf8')) };
};

/** True for requests the SPA should answer with index.html. */
export const isClientRoute = (method: string, url: string): boolean =>
  (method === 'GET' || method === 'HEAD') && url !== '/api' && !url.startsWith('/api/');

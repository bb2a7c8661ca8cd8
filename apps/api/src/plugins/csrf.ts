import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin the request was addressed to, from its own Host header and connection: never from
 * X-Forwarded-Host or X-Forwarded-Proto, which a client may send through a proxy that passes them on
 * (`request.host` believes them when TRUST_PROXY is set). Behind a proxy, PUBLIC_URL is the origin.
 */
const requestOrigin = (request: FastifyRequest): string =>
  `${(request.raw.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http'}://${request.headers.host ?? ''}`;

/** RFC 3986 §2.3: characters that never need escaping; an escaped one is a non-canonical path. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;

/** The path of a raw request target, without its query. */
const rawPath = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * True when the raw path reaches the API in a form other than its own: `/%61pi/passport` or
 * `/api/%70assport` (an escaped letter, digit or `-._~`, which the router decodes to an API route).
 * Exported for its test.
 */
export const isNonCanonicalApiPath = (url: string): boolean => {
  const path = rawPath(url);
  if (!path.includes('%')) return false;
  let decodesToApi: boolean;
  try {
    const decoded = decodeURIComponent(path);
    decodesToApi = decoded === '/api' || decoded.startsWith('/api/');
  } catch {
    return false; // a bad escape: the router answers malformed_url itself
  }
  if (!decodesToApi) return false;
  for (const [, hex] of path.matchAll(ESCAPE)) {
    if (UNRESERVED.test(String.fromCharCode(Number.parseInt(hex as string, 16)))) return true;
  }
  return !(path === '/api' || path.startsWith('/api/'));
};

/**
 * CSRF defence (DESIGN §5): every state-changing request — on any path, decided before routing and
 * never by a URL prefix the router would read differently — must carry `X-Requested-With:
 * XMLHttpRequest` (a header a cross-site form cannot send and a cross-site fetch cannot send without a
 * CORS preflight we never grant) and, when the browser says where it comes from, a same-origin
 * `Origin`. With the SameSite=Lax session cookie, that closes the classic CSRF paths. (Issue 25: the
 * guard once tested the raw URL for `/api/`, and `PATCH /%61pi/passport` reached the passport route
 * unguarded.) A path that reaches the API through escaped letters is refused outright, on every method.
 */
export const registerCsrfGuard = (app: FastifyInstance, options: { publicUrl: string }): void => {
  const trusted = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (isNonCanonicalApiPath(request.url)) throw new AppError('malformed_url');
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('csrf_rejected');
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== trusted && origin !== requestOrigin(request)) {
      throw new AppError('csrf_rejected');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('csrf_rejected');
  });
};

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

/**
 * CSRF defence (DESIGN §5): a state-changing `/api` request must carry `X-Requested-With:
 * XMLHttpRequest` — a header a cross-site form cannot send and a cross-site fetch cannot send without
 * a CORS preflight we never grant — and, when the browser says where it comes from, a same-origin
 * `Origin`. With the SameSite=Lax session cookie, that closes the classic CSRF paths.
 */
export const registerCsrfGuard = (app: FastifyInstance, options: { publicUrl: string }): void => {
  const trusted = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('csrf_rejected');
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== trusted && origin !== requestOrigin(request)) {
      throw new AppError('csrf_rejected');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('csrf_rejected');
  });
};

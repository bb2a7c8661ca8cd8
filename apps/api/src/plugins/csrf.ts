import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

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

import { SESSION_COOKIE_NAME } from '@flarescope/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { canExport, hasAnyProjectAccess, isAdmin } from '../modules/access/index.js';
import type { SignedInUser } from '../lib/signed-in-user.js';
import { resolveSession } from '../modules/session/index.js';
import { acceptsApiKey } from './api-key-routes.js';

/** Resolves an `x-api-key` to its owner or throws (api_key_invalid); given by app.ts from the passport module. */
export type ApiKeyAuthenticator = (key: string) => Promise<SignedInUser>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below (null when the route allows visitors and none is signed in). */
    user: SignedInUser | null;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Authorisation is the server's job (DESIGN §5). Each guard is a preHandler: it reads the `auth`
 * cookie, resolves the session (read-only: only the start-up call extends it) and refuses with the
 * error code the web translates. Routes that allow visitors but answer more to users use `optionalUser`.
 */
export const createGuards = (
  ctx: Pick<AppContext, 'db' | 'clock' | 'ports'>,
  options: { authenticateApiKey?: ApiKeyAuthenticator } = {},
) => {
  /**
   * The session cookie first; without a live session, an `x-api-key` stands for its owner only on the
   * premium data reads of API_KEY_ROUTES (an allow-list: a route not on it is closed to keys, whoever owns
   * them, before the key is even looked up: 403 api_key_not_accepted). A bad key is 401 api_key_invalid,
   * an expired one api_key_expired, never "signed out".
   */
  const load = async (request: FastifyRequest): Promise<SignedInUser | null> => {
    request.user = await resolveSession(ctx, { token: request.cookies[SESSION_COOKIE_NAME] });
    const key = request.headers['x-api-key'];
    if (request.user || key === undefined || !options.authenticateApiKey) return request.user;
    if (!acceptsApiKey(request)) throw new AppError('api_key_not_accepted');
    request.user = await options.authenticateApiKey(Array.isArray(key) ? (key[0] ?? '') : key);
    return request.user;
  };

  const optionalUser: Guard = async (request) => {
    await load(request);
  };
  const requireUser: Guard = async (request) => {
    if (!(await load(request))) throw new AppError('unauthenticated');
  };
  const requirePremium: Guard = async (request) => {
    const user = await load(request);
    if (!user) throw new AppError('unauthenticated');
    if (!canExport(user)) throw new AppError('no_premium_access');
  };
  const requireProjectAccess: Guard = async (request) => {
    const user = await load(request);
    if (!user) throw new AppError('unauthenticated');
    if (!hasAnyProjectAccess(user)) throw new AppError('no_project_access');
  };
  const requireAdmin: Guard = async (request) => {
    const user = await load(request);
    if (!user) throw new AppError('unauthenticated');
    if (!isAdmin(user)) throw new AppError('forbidden');
  };

  return { optionalUser, requireUser, requirePremium, requireProjectAccess, requireAdmin };
};

export type Guards = ReturnType<typeof createGuards>;

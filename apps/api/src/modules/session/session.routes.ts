import { SESSION_COOKIE_NAME, sessionContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';
import { endSession, resolveSession } from './session.service.js';

export const sessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(sessionContract.get, {
        tags: ['session'],
        summary: 'Start-up call: whether this browser is signed in, and who as',
        description:
          'The `auth` cookie is HttpOnly, so the SPA asks here once at load to choose its route set. When signed in, the `auth` and `enviroment=prod` cookies are rewritten for 1000 days.',
      }),
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const token = request.cookies[SESSION_COOKIE_NAME];
        const found = await resolveSession(ctx, { token, extend: true });
        if (found && token) setSessionCookies(request, reply, ctx.cookies, token);
        else if (token) clearSessionCookies(request, reply, ctx.cookies);
        if (!found) return { signedIn: false, user: null };
        const { sessionId: _sessionId, ...user } = found;
        return { signedIn: true, user };
      },
    });

    app.route({
      ...contractRoute(sessionContract.delete, {
        tags: ['session'],
        summary: 'Sign out: ends this session and clears its cookies',
      }),
      handler: async (request, reply) => {
        await endSession(ctx.db, request.cookies[SESSION_COOKIE_NAME]);
        clearSessionCookies(request, reply, ctx.cookies);
        return reply.status(204).send(null);
      },
    });
  };

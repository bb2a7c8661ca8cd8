import { SESSION_COOKIE_NAME, sessionContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { weakEtagOf } from '../../infra/etag.js';
import { contractRoute } from '../../lib/contract-route.js';
import { clearSessionCookies, sessionCookieHeaders } from './session-cookies.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';
import { endSession, resolveSession } from './session.service.js';

type Answer = { body: Buffer; etag: string };

/** A start-up answer as bytes with its ETag, checked once against the contract's schema (as a view is). */
const answerOf = (value: unknown): Answer => {
  const body = Buffer.from(JSON.stringify(sessionContract.get.response.parse(value)));
  return { body, etag: weakEtagOf(body) };
};

const SIGNED_OUT = answerOf({ signedIn: false, user: null });

/**
 * The start-up answer of each signed-in user, kept with the user the session lookup returns: that object
 * lives as long as the session cache keeps its row (session.service.ts) and is made again whenever the
 * account, its sessions or its grants change, so a kept answer is never staler than the lookup. Until
 * then every start-up call sends the same bytes, without validating, serialising or hashing them again
 * (decision 042: those were a fifth of the request's CPU).
 */
const answers = new WeakMap<SignedInUser, Answer>();
const signedInAnswer = (found: SignedInUser): Answer => {
  let answer = answers.get(found);
  if (!answer) {
    const { sessionId: _sessionId, ...user } = found;
    answer = answerOf({ signedIn: true, user });
    answers.set(found, answer);
  }
  return answer;
};

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
        if (found && token)
          void reply.header('set-cookie', sessionCookieHeaders(request, reply, ctx.cookies, token));
        else if (token) clearSessionCookies(request, reply, ctx.cookies);
        const answer = found ? signedInAnswer(found) : SIGNED_OUT;
        // Bytes are sent as they are (no serialiser); @fastify/etag answers a matching If-None-Match with 304.
        return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
      },
    });

    app.route({
      ...contractRoute(sessionContract.delete, {
        tags: ['session'],
        summary: 'Sign out: ends this session and clears its cookies',
      }),
      handler: async (request, reply) => {
        await endSession(ctx, { token: request.cookies[SESSION_COOKIE_NAME] });
        clearSessionCookies(request, reply, ctx.cookies);
        return reply.status(204).send(null);
      },
    });
  };

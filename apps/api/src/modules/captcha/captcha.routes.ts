import { captchaContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError } from '../../errors.js';

export const captchaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(captchaContract.getConfig, {
        tags: ['captcha'],
        summary: 'The configured bot-check provider, its site key and script',
      }),
      handler: async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return ctx.captcha.publicConfig();
      },
    });

    app.route({
      ...contractRoute(captchaContract.getChallenge, {
        tags: ['captcha'],
        summary: 'A new ALTCHA proof-of-work challenge for a named action',
      }),
      handler: async (request, reply) => {
        const challenge = await ctx.captcha.issueChallenge(request.query.action);
        if (!challenge) throw new AppError('not_found');
        void reply.header('cache-control', 'no-store');
        return challenge;
      },
    });

    app.route({
      ...contractRoute(captchaContract.postVerify, {
        tags: ['captcha'],
        summary: 'Checks (and uses up) a bot-check token for an action',
      }),
      handler: async (request) => {
        const isHuman = await ctx.captcha.verify({ ...request.body, remoteIp: request.ip });
        if (!isHuman) throw new AppError('captcha_failed');
        return { ok: true as const };
      },
    });
  };

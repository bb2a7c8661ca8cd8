import {
  altchaChallengeSchema,
  CAPTCHA_ACTIONS,
  captchaConfigResponseSchema,
  captchaVerifyRequestSchema,
} from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';

export const captchaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/captcha/config',
      {
        schema: {
          tags: ['captcha'],
          summary: 'The configured bot-check provider, its site key and script',
          response: { 200: captchaConfigResponseSchema },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return ctx.captcha.publicConfig();
      },
    );

    app.get(
      '/api/captcha/challenge',
      {
        schema: {
          tags: ['captcha'],
          summary: 'A new ALTCHA proof-of-work challenge for a named action',
          querystring: z.object({ action: z.enum(CAPTCHA_ACTIONS) }),
          response: { 200: altchaChallengeSchema },
        },
      },
      async (request, reply) => {
        const challenge = await ctx.captcha.issueChallenge(request.query.action);
        if (!challenge) throw new AppError('not_found');
        void reply.header('cache-control', 'no-store');
        return challenge;
      },
    );

    app.post(
      '/api/captcha/verify',
      {
        schema: {
          tags: ['captcha'],
          summary: 'Checks (and uses up) a bot-check token for an action',
          body: captchaVerifyRequestSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const isHuman = await ctx.captcha.verify({ ...request.body, remoteIp: request.ip });
        if (!isHuman) throw new AppError('captcha_failed');
        return { ok: true as const };
      },
    );
  };

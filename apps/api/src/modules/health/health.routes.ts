import { healthContract, healthResponseSchema } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { pingDatabase } from '../../db/database.js';

export const APP_VERSION = '0.1.0';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(healthContract.get, {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 503: healthResponseSchema },
      }),
      handler: async (_request, reply) => {
        const isDatabaseUp = await pingDatabase(ctx.db);
        void reply.header('cache-control', 'no-store');
        return reply.status(isDatabaseUp ? 200 : 503).send({
          status: isDatabaseUp ? 'ok' : 'degraded',
          database: isDatabaseUp ? 'ok' : 'unreachable',
          dialect: ctx.dialect,
          version: APP_VERSION,
        });
      },
    });
  };

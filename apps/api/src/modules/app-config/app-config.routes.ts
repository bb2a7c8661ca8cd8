import { appConfigContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';

export const appConfigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(appConfigContract.get, {
        tags: ['config'],
        summary: 'Public settings of this deployment (the optional map basemap)',
      }),
      handler: async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return { basemapStyleUrl: ctx.config.basemapStyleUrl ?? null };
      },
    });
  };

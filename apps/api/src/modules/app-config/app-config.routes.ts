import { appConfigResponseSchema } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

export const appConfigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/config',
      {
        schema: {
          tags: ['config'],
          summary: 'Public settings of this deployment (the optional map basemap)',
          response: { 200: appConfigResponseSchema },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return { basemapStyleUrl: ctx.config.basemapStyleUrl ?? null };
      },
    );
  };

import { featuredContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { featuredProject } from './projects.service.js';

/**
 * The project an administrator featured on the home screen (the Investors Room card): public, title,
 * summary and stage only; its pages still need project access.
 */
export const featuredProjectRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(featuredContract.getFeaturedProject, {
        tags: ['projects'],
        summary: 'The project featured on the home screen, or null (everyone)',
      }),
      handler: async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return featuredProject(ctx);
      },
    });
  };

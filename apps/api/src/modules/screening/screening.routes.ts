import { screeningContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import { listScreened } from './screening.service.js';

/**
 * The Investors Room's screened opportunities (issue 26, item 9): the default finance model on every
 * flare large enough for a plant. Signed-in users, as the flare pages the rows come from.
 */
export const screeningRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', ctx.guards.requireUser);

    app.route({
      ...contractRoute(screeningContract.get, {
        tags: ['projects'],
        summary:
          'Every flare whose power potential reaches 0.5 MW, with the finance model run on the documented defaults',
        description: `Not owners’ projects: the draft “start a project from this flare” opens, on the flare’s latest satellite gas (each row names its source and period). Computed once per flaring data version; 25 rows a page, sorted by NPV, IRR (none last), capacity, avoided CO2e, country or operator. ${refusals(
          ['unauthenticated', 'visitors'],
          'validation_failed',
        )}`,
      }),
      handler: async (request) => listScreened(serviceContext(ctx, request, app.log), request.query),
    });
  };

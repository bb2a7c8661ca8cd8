import { screeningContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import { formDraftCluster, listScreened } from './screening.service.js';

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

    app.route({
      ...contractRoute(screeningContract.cluster, {
        tags: ['projects'],
        summary: 'The cluster of flares around a flare at a gathering radius (a project draft’s)',
        description: `The flare and every flare within the radius of it (0.5–50 km, 5 by default) that the last screening let clusters take — seen in the catalogue's latest year, with gas — nearest first, at most 10 (decision 040); each with its gas, share, distance, heating values and yearly record. ${refusals(
          ['unauthenticated', 'visitors'],
          'not_found',
          'validation_failed',
        )}`,
      }),
      handler: async (request) => formDraftCluster(serviceContext(ctx, request, app.log), request.query),
    });
  };

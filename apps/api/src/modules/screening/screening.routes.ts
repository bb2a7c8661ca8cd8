import { screeningContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import { createViewCache, viewKey } from '../flaring-data/index.js';
import { formDraftCluster, listScreened } from './screening.service.js';

/**
 * The Investors Room's screened opportunities (issue 26, item 9): the default finance model on every
 * flare large enough for a plant. Signed-in users, as the flare pages the rows come from.
 *
 * Served as the flaring views are (decision 042): each page of each filter and sort is computed once per
 * flaring data version (the screened rows change only with it) and kept as bytes with its ETag, compressed
 * once per encoding. The guard runs first, on every request: the cache saves the query, never the
 * authorisation. The answer holds nothing of the user who asked (every signed-in user reads the same
 * list), so one entry serves them all; it is still `private` (no shared cache keeps a signed-in answer),
 * and `no-cache`, so a browser asks again with its ETag and an import shows at once (a 304 otherwise).
 */
const SCREENED_CACHE = 'private, no-cache';

export const screeningRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const cache = createViewCache(ctx.db);
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', SCREENED_CACHE);
    });
    app.addHook('preValidation', ctx.guards.requireUser);

    app.route({
      ...contractRoute(screeningContract.get, {
        tags: ['projects'],
        summary:
          'Every flare whose power potential reaches 0.5 MW, with the finance model run on the documented defaults',
        description: `Not owners’ projects: the draft “start a project from this flare” opens, on the flare’s latest satellite gas (each row names its source and period). Computed once per flaring data version; 25 rows a page, sorted by NPV, IRR (none last), capacity, avoided CO2e, country or operator. Each page carries an ETag; a matching If-None-Match answers 304. ${refusals(
          ['unauthenticated', 'visitors'],
          'validation_failed',
        )}`,
      }),
      handler: async (request, reply) =>
        cache(reply, viewKey(request, screeningContract.get.path), screeningContract.get.response, () =>
          listScreened(serviceContext(ctx, request, app.log), request.query),
        ),
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

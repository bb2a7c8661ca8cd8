import { nightfireContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { flareNights, listCandidates, reviewCandidate } from './nightfire.service.js';

const tags = ['nightfire'];
const ADMIN_ONLY = refusals(
  ['unauthenticated', 'visitors'],
  ['forbidden', 'signed-in users who are not administrators'],
);

/** EOG's nightly Nightfire detections: a flare's nights (signed-in users), the candidates (administrators). */
export const nightfireRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(nightfireContract.flareNights, {
        tags,
        summary:
          'A flare’s nights in EOG’s Nightfire nightly files: last detection, N of the last M clear nights, months',
        description: `Detections within 1.5 km of the flare (decision 034). The window is the last 30 nights the source imported; a night is clear for the flare unless it was seen there only under cloud. ${refusals(['unauthenticated', 'visitors'], 'not_found')}`,
      }),
      preHandler: ctx.guards.requireUser,
      handler: async (request, reply) => {
        void reply.header('cache-control', 'private, no-cache');
        return flareNights(ctx, request.params);
      },
    });

    app.route({
      ...contractRoute(nightfireContract.getCandidates, {
        tags,
        summary: 'Candidate new flares: nightly detections no catalogue flare was near (administrators)',
        description: `By status (pending by default), latest night first. ${ADMIN_ONLY}`,
      }),
      preValidation: ctx.guards.requireAdmin,
      handler: async (request, reply) => {
        void reply.header('cache-control', 'private, no-store');
        return listCandidates(ctx, request.query);
      },
    });

    app.route({
      ...contractRoute(nightfireContract.postCandidatesReview, {
        tags,
        summary: 'Confirm or dismiss a candidate new flare, with an optional note (administrators)',
        description: `Stores the decision with the administrator and the time; re-importing the night keeps it. ${refusals(['unauthenticated', 'visitors'], ['forbidden', 'not administrators'], 'not_found', 'validation_failed')}`,
      }),
      preValidation: ctx.guards.requireAdmin,
      handler: async (request) => {
        const user = request.user as NonNullable<typeof request.user>;
        return reviewCandidate(ctx, { id: request.params.id, userId: user.id, review: request.body });
      },
    });
  };

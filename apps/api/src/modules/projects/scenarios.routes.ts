import { scenariosContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import * as scenarios from './scenarios.service.js';

/** Who reads a project's scenarios: as its financials are read. */
const READ = refusals(
  ['unauthenticated', 'visitors'],
  ['no_project_access', 'a published project without access'],
  ['not_found', 'no such project, or a draft of another user'],
);
const WRITE_REFUSALS: Parameters<typeof refusals> = [
  ['unauthenticated', 'visitors'],
  ['no_project_access', 'a published project without access'],
  ['forbidden', 'a user who may read the project but not edit it'],
  ['not_found', 'no such project or scenario, or a draft of another user'],
];

/**
 * A project's scenarios (issue 26, item 8; decision 025): the owner's named overrides of the model's
 * inputs, read side by side by whoever reads the project's financials. Never cached: access is per user.
 */
export const scenariosRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['projects'];
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', ctx.guards.requireUser);

    app.route({
      ...contractRoute(scenariosContract.getScenarios, {
        tags,
        summary: 'The project as saved (base) and its scenarios, with the model’s figures of each',
        description: `Each scenario is the project’s current inputs with its overrides over them, run on every read; \`figures: null\` with \`inputErrors\` when they no longer fit the model’s bounds. ${READ}`,
      }),
      handler: async (request) =>
        scenarios.listScenarios(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
        }),
    });

    app.route({
      ...contractRoute(scenariosContract.postScenarios, {
        tags,
        summary: 'Saves a named scenario of a project (its owner or an administrator)',
        description: `At most 12 per project; names are unique per project, whatever their case. ${refusals(
          ...WRITE_REFUSALS,
          [
            'validation_failed',
            'with fields: a taken name, too many scenarios, an unknown input, an override outside the model’s bounds',
          ],
        )}`,
      }),
      handler: async (request, reply) => {
        const saved = await scenarios.createScenario(serviceContext(ctx, request, app.log), {
          ...request.body,
          slug: request.params.project,
        });
        return reply.status(201).send(saved);
      },
    });

    app.route({
      ...contractRoute(scenariosContract.putScenariosByScenario, {
        tags,
        summary: 'Renames a scenario and replaces its overrides (its project’s owner or an administrator)',
        description: refusals(...WRITE_REFUSALS, ['validation_failed', 'as for a new scenario']),
      }),
      handler: async (request) =>
        scenarios.updateScenario(serviceContext(ctx, request, app.log), {
          ...request.body,
          slug: request.params.project,
          scenarioId: request.params.scenario,
        }),
    });

    app.route({
      ...contractRoute(scenariosContract.deleteScenariosByScenario, {
        tags,
        summary: 'Deletes a scenario (its project’s owner or an administrator)',
        description: refusals(...WRITE_REFUSALS),
      }),
      handler: async (request, reply) => {
        await scenarios.deleteScenario(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          scenarioId: request.params.scenario,
        });
        return reply.status(204).send(null);
      },
    });
  };

import {
  scenarioParamsSchema,
  scenarioSavedResponseSchema,
  scenariosResponseSchema,
  scenarioWriteSchema,
} from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { refusals } from '../../errors.js';
import * as scenarios from './scenarios.service.js';

const params = z.object({ project: z.string().min(1).max(160) });

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

    app.get(
      '/api/projects/:project/scenarios',
      {
        schema: {
          tags,
          summary: 'The project as saved (base) and its scenarios, with the model’s figures of each',
          description: `Each scenario is the project’s current inputs with its overrides over them, run on every read; \`figures: null\` with \`inputErrors\` when they no longer fit the model’s bounds. ${READ}`,
          params,
          response: { 200: scenariosResponseSchema },
        },
      },
      async (request) => scenarios.listScenarios(ctx.db, request.user, request.params.project),
    );

    app.post(
      '/api/projects/:project/scenarios',
      {
        schema: {
          tags,
          summary: 'Saves a named scenario of a project (its owner or an administrator)',
          description: `At most 12 per project; names are unique per project, whatever their case. ${refusals(
            ...WRITE_REFUSALS,
            [
              'validation_failed',
              'with fields: a taken name, too many scenarios, an unknown input, an override outside the model’s bounds',
            ],
          )}`,
          params,
          body: scenarioWriteSchema,
          response: { 201: scenarioSavedResponseSchema },
        },
      },
      async (request, reply) => {
        const saved = await scenarios.createScenario(
          ctx.db,
          ctx.clock,
          request.user,
          request.params.project,
          request.body,
        );
        return reply.status(201).send(saved);
      },
    );

    app.put(
      '/api/projects/:project/scenarios/:scenario',
      {
        schema: {
          tags,
          summary: 'Renames a scenario and replaces its overrides (its project’s owner or an administrator)',
          description: refusals(...WRITE_REFUSALS, ['validation_failed', 'as for a new scenario']),
          params: scenarioParamsSchema,
          body: scenarioWriteSchema,
          response: { 200: scenarioSavedResponseSchema },
        },
      },
      async (request) =>
        scenarios.updateScenario(
          ctx.db,
          ctx.clock,
          request.user,
          request.params.project,
          request.params.scenario,
          request.body,
        ),
    );

    app.delete(
      '/api/projects/:project/scenarios/:scenario',
      {
        schema: {
          tags,
          summary: 'Deletes a scenario (its project’s owner or an administrator)',
          description: refusals(...WRITE_REFUSALS),
          params: scenarioParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await scenarios.deleteScenario(ctx.db, request.user, request.params.project, request.params.scenario);
        return reply.status(204).send(null);
      },
    );
  };

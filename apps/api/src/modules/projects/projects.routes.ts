import { projectsContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import { renderExport } from '../../lib/table-export.js';
import * as service from './projects.service.js';

/** Who may read a project, and the codes of the refusals. */
const ACCESS_RULE =
  'A published project needs project access for every project or for this one; a draft is seen only by its owner and administrators.';
const ACCESS_REFUSALS: Parameters<typeof refusals> = [
  ['unauthenticated', 'visitors'],
  ['no_project_access', 'a published project without access'],
  ['not_found', 'no such project, or a draft of another user'],
];
const ACCESS = `${ACCESS_RULE} ${refusals(...ACCESS_REFUSALS)}`;

/**
 * Gas-to-power projects (DESIGN §7): the Investors Room's open opportunities, the four project pages,
 * and the owner's and administrators' changes. Nothing here is cached by proxies: access is per user.
 */
export const projectsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['projects'];
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    // Before validation: a visitor gets 401, not a list of field errors.
    app.addHook('preValidation', ctx.guards.requireUser);

    app.route({
      ...contractRoute(projectsContract.get, {
        tags,
        summary:
          'Projects the user may open: published ones (open opportunities), their own, or all (admins)',
        description: `Sorted by IRR (projects without one last), capex, avoided CO2e, capacity or date. \`scope=all\` lists every project, drafts too, for administrators. ${refusals(
          ['unauthenticated', 'visitors'],
          ['forbidden', 'scope=all for a non-administrator'],
          'validation_failed',
        )}`,
      }),
      handler: async (request) => service.listProjects(serviceContext(ctx, request, app.log), request.query),
    });

    app.route({
      ...contractRoute(projectsContract.getTechnologies, {
        tags,
        summary: 'The plant technologies a project may name',
      }),
      handler: async () => service.listTechnologies(ctx),
    });

    app.route({
      ...contractRoute(projectsContract.postTechnologies, {
        tags,
        summary: 'Adds a plant technology projects may name (administrators only; audit-logged)',
        description: refusals('unauthenticated', 'forbidden', [
          'validation_failed',
          'a taken or malformed id',
        ]),
      }),
      handler: async (request, reply) => {
        const list = await service.addTechnology(serviceContext(ctx, request, app.log), request.body);
        return reply.status(201).send(list);
      },
    });

    app.route({
      ...contractRoute(projectsContract.post, {
        tags,
        summary: 'Starts a draft gas-to-power project from one or more flares (the user becomes its owner)',
        description: `Country and operator are the first flare’s; gas available defaults to the flares’ latest daily average. A capacity the gas cannot feed is saved with a \`gas_short\` warning. ${refusals(
          'unauthenticated',
          ['validation_failed', 'with fields: an unknown flare, a taken slug, model inputs out of range'],
        )}`,
      }),
      handler: async (request, reply) => {
        const saved = await service.createProject(serviceContext(ctx, request, app.log), request.body);
        return reply.status(201).send(saved);
      },
    });

    app.route({
      ...contractRoute(projectsContract.getByProject, {
        tags,
        summary: 'One project: info, flares with their volumes, inputs, the cash-flow model’s results',
        description: `${ACCESS} Money in US dollars, gas in m³/d at 15 °C, energy in MWh, emissions in t CO2e. A project saved before the model’s input bounds with inputs outside them is served with \`results: null\` and \`inputErrors\` (each such input’s message key) until its owner corrects them.`,
      }),
      handler: async (request) =>
        service.getProject(serviceContext(ctx, request, app.log), { slug: request.params.project }),
    });

    app.route({
      ...contractRoute(projectsContract.getCashFlows, {
        response: { 200: z.any().describe('The CSV or XLSX file (Content-Disposition: attachment)') },
        tags,
        summary: 'The yearly cash flows (and the inputs) as CSV or XLSX',
        description: `${ACCESS_RULE} \`format=csv\` gives the cash flows (project and equity flows, the tax paid and the tax without the interest shield), \`format=xlsx\` the cash flows and the inputs, and, when the project has scenarios, the scenarios side by side, each one's cash flows and each one's inputs; \`scenario=<id>\` gives that scenario's cash flows and inputs instead of the project's. Headers in \`lang\`. ${refusals(
          ...ACCESS_REFUSALS,
          ['not_found', 'a `scenario` the project does not have'],
          [
            'project_model_unavailable',
            'a project saved before the model’s bounds with inputs outside them (its `inputErrors`), until corrected',
          ],
        )}`,
      }),
      handler: async (request, reply) => {
        const { format, lang, scenario } = request.query;
        const download = await service.cashFlowDownload(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          lang,
          scenarioId: scenario,
        });
        const file = await renderExport({ sheets: download.sheets, format, lang, name: download.name });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    });

    app.route({
      ...contractRoute(projectsContract.putByProject, {
        tags,
        summary: 'Replaces a project’s content (its owner or an administrator)',
        description: `Stage, owner and publication are kept. ${refusals(
          'unauthenticated',
          ['forbidden', 'a user who may read it but not edit it'],
          ['not_found', 'a user who may not read it'],
          ['validation_failed', 'as for a new project'],
        )}`,
      }),
      handler: async (request) =>
        service.updateProject(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          body: request.body,
        }),
    });

    app.route({
      ...contractRoute(projectsContract.postStage, {
        tags,
        summary: 'Moves a project to a stage (its owner or an administrator); the date is kept',
        description: refusals('unauthenticated', 'forbidden', 'not_found', 'validation_failed'),
      }),
      handler: async (request, reply) => {
        await service.changeStage(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          stage: request.body.stage,
        });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(projectsContract.postPublication, {
        tags,
        summary: 'Publishes, unpublishes or features a project (administrators only)',
        description: refusals('unauthenticated', 'forbidden', 'not_found'),
      }),
      handler: async (request, reply) => {
        await service.setPublication(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          ...request.body,
        });
        return reply.status(204).send(null);
      },
    });
  };

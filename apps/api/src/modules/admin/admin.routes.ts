import { adminContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import * as users from './admin-users.service.js';
import * as catalogue from './admin-catalogue.service.js';
import { auditCsv, listAudit } from './audit-log.service.js';
import { getDashboard } from './dashboard.service.js';
import { listDuplicateCandidates, reviewDuplicate } from '../flaring/index.js';

const ADMIN_ONLY = refusals(
  ['unauthenticated', 'visitors'],
  ['forbidden', 'signed-in users who are not administrators'],
);
const CHANGE = `Audit-logged with the administrator and the reason; the user is mailed in their language when they gain or lose access, and the change reaches their next request. ${refusals(
  ['unauthenticated', 'visitors'],
  ['forbidden', 'not an administrator'],
  ['user_not_found', 'no such account (purged since the page loaded)'],
  'validation_failed',
)}`;

/**
 * The admin console's API (issue 19): users and their access, the audit log. Every route is for
 * administrators only: a visitor gets 401 and a signed-in non-administrator 403, before validation.
 */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', ctx.guards.requireAdmin);

    app.route({
      ...contractRoute(adminContract.getDashboard, {
        tags,
        summary: 'Counts for the people running the platform (administrators)',
        description: `Accounts and their access, new accounts per week (12 weeks), projects per stage and the featured one, imports of the last 30 days. ${ADMIN_ONLY}`,
      }),
      handler: async () => getDashboard(ctx),
    });

    app.route({
      ...contractRoute(adminContract.getUsers, {
        tags,
        summary: 'Accounts, paged, searched (email, name, username, company) and filtered (administrators)',
        description: `Filters: role, premium (yes/no), projects (all/some/none), closed (yes/no). ${ADMIN_ONLY}`,
      }),
      handler: async (request) => users.listUsers(ctx, request.query),
    });

    app.route({
      ...contractRoute(adminContract.getUsersById, {
        tags,
        summary: 'One account: profile, sessions (count, last seen), grants and history (administrators)',
        description: refusals(
          ['unauthenticated', 'visitors'],
          ['forbidden', 'not an administrator'],
          ['user_not_found', 'no such account'],
        ),
      }),
      handler: async (request) => users.getUser(ctx, request.params.id),
    });

    app.route({
      ...contractRoute(adminContract.postUsersPremium, {
        tags,
        summary: 'Grants or revokes premium data access',
        description: CHANGE,
      }),
      handler: async (request) =>
        users.setPremium(serviceContext(ctx, request, app.log), { ...request.body, id: request.params.id }),
    });

    app.route({
      ...contractRoute(adminContract.postUsersProjects, {
        tags,
        summary: 'Grants or revokes project access: every project, or the projects named',
        description: `\`scope\`: all, or projects with \`projects\` (web address names). ${CHANGE}`,
      }),
      handler: async (request) =>
        users.setProjectAccess(serviceContext(ctx, request, app.log), {
          ...request.body,
          id: request.params.id,
        }),
    });

    app.route({
      ...contractRoute(adminContract.postUsersRole, {
        tags,
        summary: 'Makes an account an administrator, or a user again',
        description: `${CHANGE} The last administrator cannot be made a user (last_admin 409), themselves included.`,
      }),
      handler: async (request) =>
        users.setRole(serviceContext(ctx, request, app.log), { ...request.body, id: request.params.id }),
    });

    app.route({
      ...contractRoute(adminContract.postUsersSignOut, {
        tags,
        summary: 'Signs the account out everywhere (ends every session)',
        description: CHANGE,
      }),
      handler: async (request) =>
        users.signOutEverywhere(serviceContext(ctx, request, app.log), {
          id: request.params.id,
          reason: request.body.reason,
        }),
    });

    app.route({
      ...contractRoute(adminContract.getProjects, {
        tags,
        summary: 'Every project, drafts too, with its stage, owner, published and featured state',
        description: `Publishing and stages go through /api/projects/{project}/publication and /stage. ${ADMIN_ONLY}`,
      }),
      handler: async () => catalogue.listProjects(ctx),
    });

    app.route({
      ...contractRoute(adminContract.postProjectsFeature, {
        tags,
        summary: 'Features a published project on the home screen (the one before stops), or stops',
        description: refusals(
          ['unauthenticated', 'visitors'],
          ['forbidden', 'not an administrator'],
          ['not_found', 'no such project'],
          ['validation_failed', 'a draft (isFeatured: validation.project_not_published)'],
        ),
      }),
      handler: async (request, reply) => {
        await catalogue.setFeatured(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          isFeatured: request.body.isFeatured,
        });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(adminContract.deleteProjectsByProject, {
        tags,
        summary: 'Deletes a project for good, with its flares, stages, pipeline and data room',
        description: `Audit-logged (project_deleted) with the administrator, the reason and what the project was. ${refusals(
          ['unauthenticated', 'visitors'],
          ['forbidden', 'not an administrator'],
          ['not_found', 'no such project (deleted since the page loaded)'],
          'validation_failed',
        )}`,
      }),
      handler: async (request, reply) => {
        // The request's log, as before: a file left behind is reported with the request's id.
        await catalogue.deleteProject(serviceContext(ctx, request, request.log), {
          slug: request.params.project,
          reason: request.body.reason,
        });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(adminContract.getSources, {
        tags,
        summary: 'Every publisher with its licence, URL, date and the rows it carries',
        description: ADMIN_ONLY,
      }),
      handler: async () => catalogue.listSources(ctx),
    });

    app.route({
      ...contractRoute(adminContract.putSourcesById, {
        tags,
        summary: 'Edits a data source’s titles and licence texts in English and Spanish',
        description: `Audit-logged with what they were; every view shows the new texts at once. ${refusals(
          ['unauthenticated', 'visitors'],
          ['forbidden', 'not an administrator'],
          ['not_found', 'no such source'],
          'validation_failed',
        )}`,
      }),
      handler: async (request, reply) => {
        await catalogue.updateSource(serviceContext(ctx, request, app.log), {
          ...request.body,
          id: request.params.id,
        });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(adminContract.getDuplicates, {
        tags,
        summary: 'Candidate duplicate companies: pairs sharing a flare or field, with their years and names',
        description: `Pairs of named companies of one country that may be one company under two names (decision 035): flares a source dated to both, fields both ran, their years (overlap, handover within two years, apart) and how alike the names are; pending pairs first, then the decided ones with their decision and evidence. ${ADMIN_ONLY}`,
      }),
      handler: async () => listDuplicateCandidates(ctx.db),
    });

    app.route({
      ...contractRoute(adminContract.postDuplicates, {
        tags,
        summary: 'Decides a candidate pair: merge the other company into the kept one, or not the same',
        description: `Stored with its evidence and audit-logged. A merge moves the other company's flares, dated years, fields and production to the kept one, makes its name an alias with the evidence, answers its old addresses with a 301, and is applied again after every reload. ${refusals(
          ['unauthenticated', 'visitors'],
          ['forbidden', 'not an administrator'],
          ['not_found', 'no such country or company'],
          'validation_failed',
        )}`,
      }),
      handler: async (request, reply) => {
        await reviewDuplicate(serviceContext(ctx, request, app.log), request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(adminContract.getAudit, {
        tags,
        summary: 'The audit log: security and administrators’ events, newest first, filtered',
        description: `Filters: user (part of the account's or the administrator's email), kind, from and to (YYYY-MM-DD, UTC days). ${ADMIN_ONLY}`,
      }),
      handler: async (request) => listAudit(ctx, request.query),
    });

    app.route({
      ...contractRoute(adminContract.getAuditCsv, {
        tags,
        summary: 'The filtered audit log as CSV (headers in lang)',
        description: `At most 50 000 rows, newest first. ${ADMIN_ONLY}`,
      }),
      handler: async (request, reply) => {
        const { lang, ...query } = request.query;
        const body = await auditCsv(ctx, { query, lang });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="flarescope-audit-log.csv"')
          .send(body);
      },
    });
  };

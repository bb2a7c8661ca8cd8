import {
  adminDashboardSchema,
  adminFeatureRequestSchema,
  adminProjectListResponseSchema,
  adminSourceListResponseSchema,
  adminSourceRequestSchema,
  adminPremiumRequestSchema,
  adminProjectAccessRequestSchema,
  adminRoleRequestSchema,
  adminSignOutRequestSchema,
  adminDeleteProjectRequestSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  LOCALES,
} from '@flarescope/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { refusals } from '../../errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import * as users from './admin-users.service.js';
import * as catalogue from './admin-catalogue.service.js';
import { auditCsv, listAudit } from './audit-log.service.js';
import { getDashboard } from './dashboard.service.js';

const params = z.object({ id: z.string().min(1).max(36) });
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

    const deps: users.AdminDeps = {
      db: ctx.db,
      clock: ctx.clock,
      dialect: ctx.dialect,
      mailer: ctx.mailer,
      publicUrl: ctx.config.publicUrl,
      log: app.log,
    };
    const acting = (request: FastifyRequest) => ({
      actorId: (request.user as { id: string }).id,
      meta: requestMeta(request),
    });

    app.get(
      '/api/admin/dashboard',
      {
        schema: {
          tags,
          summary: 'Counts for the people running the platform (administrators)',
          description: `Accounts and their access, new accounts per week (12 weeks), projects per stage and the featured one, imports of the last 30 days. ${ADMIN_ONLY}`,
          response: { 200: adminDashboardSchema },
        },
      },
      async () => getDashboard(ctx.db, ctx.clock),
    );

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          summary: 'Accounts, paged, searched (email, name, username, company) and filtered (administrators)',
          description: `Filters: role, premium (yes/no), projects (all/some/none), closed (yes/no). ${ADMIN_ONLY}`,
          querystring: adminUserListQuerySchema,
          response: { 200: adminUserListResponseSchema },
        },
      },
      async (request) => users.listUsers(ctx.db, request.query),
    );

    app.get(
      '/api/admin/users/:id',
      {
        schema: {
          tags,
          summary: 'One account: profile, sessions (count, last seen), grants and history (administrators)',
          description: refusals(
            ['unauthenticated', 'visitors'],
            ['forbidden', 'not an administrator'],
            ['user_not_found', 'no such account'],
          ),
          params,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request) => users.getUser(ctx.db, ctx.clock, request.params.id),
    );

    app.post(
      '/api/admin/users/:id/premium',
      {
        schema: {
          tags,
          summary: 'Grants or revokes premium data access',
          description: CHANGE,
          params,
          body: adminPremiumRequestSchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request) => users.setPremium(deps, request.params.id, request.body, acting(request)),
    );

    app.post(
      '/api/admin/users/:id/projects',
      {
        schema: {
          tags,
          summary: 'Grants or revokes project access: every project, or the projects named',
          description: `\`scope\`: all, or projects with \`projects\` (web address names). ${CHANGE}`,
          params,
          body: adminProjectAccessRequestSchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request) => users.setProjectAccess(deps, request.params.id, request.body, acting(request)),
    );

    app.post(
      '/api/admin/users/:id/role',
      {
        schema: {
          tags,
          summary: 'Makes an account an administrator, or a user again',
          description: `${CHANGE} The last administrator cannot be made a user (last_admin 409), themselves included.`,
          params,
          body: adminRoleRequestSchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request) => users.setRole(deps, request.params.id, request.body, acting(request)),
    );

    app.post(
      '/api/admin/users/:id/sign-out',
      {
        schema: {
          tags,
          summary: 'Signs the account out everywhere (ends every session)',
          description: CHANGE,
          params,
          body: adminSignOutRequestSchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request) =>
        users.signOutEverywhere(deps, request.params.id, request.body.reason, acting(request)),
    );

    app.get(
      '/api/admin/projects',
      {
        schema: {
          tags,
          summary: 'Every project, drafts too, with its stage, owner, published and featured state',
          description: `Publishing and stages go through /api/projects/{project}/publication and /stage. ${ADMIN_ONLY}`,
          response: { 200: adminProjectListResponseSchema },
        },
      },
      async () => catalogue.listProjects(ctx.db),
    );

    app.post(
      '/api/admin/projects/:project/feature',
      {
        schema: {
          tags,
          summary: 'Features a published project on the home screen (the one before stops), or stops',
          description: refusals(
            ['unauthenticated', 'visitors'],
            ['forbidden', 'not an administrator'],
            ['not_found', 'no such project'],
            ['validation_failed', 'a draft (isFeatured: validation.project_not_published)'],
          ),
          params: z.object({ project: z.string().min(1).max(160) }),
          body: adminFeatureRequestSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await catalogue.setFeatured(deps, request.params.project, request.body.isFeatured, acting(request));
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/admin/projects/:project',
      {
        schema: {
          tags,
          summary: 'Deletes a project for good, with its flares, stages, pipeline and data room',
          description: `Audit-logged (project_deleted) with the administrator, the reason and what the project was. ${refusals(
            ['unauthenticated', 'visitors'],
            ['forbidden', 'not an administrator'],
            ['not_found', 'no such project (deleted since the page loaded)'],
            'validation_failed',
          )}`,
          params: z.object({ project: z.string().min(1).max(160) }),
          body: adminDeleteProjectRequestSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await catalogue.deleteProject(
          { db: ctx.db, clock: ctx.clock, storage: ctx.storage, log: request.log },
          request.params.project,
          request.body.reason,
          acting(request),
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/admin/sources',
      {
        schema: {
          tags,
          summary: 'Every publisher with its licence, URL, date and the rows it carries',
          description: ADMIN_ONLY,
          response: { 200: adminSourceListResponseSchema },
        },
      },
      async () => catalogue.listSources(ctx.db),
    );

    app.put(
      '/api/admin/sources/:id',
      {
        schema: {
          tags,
          summary: 'Edits a data source’s titles and licence texts in English and Spanish',
          description: `Audit-logged with what they were; every view shows the new texts at once. ${refusals(
            ['unauthenticated', 'visitors'],
            ['forbidden', 'not an administrator'],
            ['not_found', 'no such source'],
            'validation_failed',
          )}`,
          params: z.object({ id: z.string().min(1).max(60) }),
          body: adminSourceRequestSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await catalogue.updateSource(deps, request.params.id, request.body, acting(request));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags,
          summary: 'The audit log: security and administrators’ events, newest first, filtered',
          description: `Filters: user (part of the account's or the administrator's email), kind, from and to (YYYY-MM-DD, UTC days). ${ADMIN_ONLY}`,
          querystring: auditListQuerySchema,
          response: { 200: auditListResponseSchema },
        },
      },
      async (request) => listAudit(ctx.db, request.query),
    );

    app.get(
      '/api/admin/audit.csv',
      {
        schema: {
          tags,
          summary: 'The filtered audit log as CSV (headers in lang)',
          description: `At most 50 000 rows, newest first. ${ADMIN_ONLY}`,
          querystring: auditListQuerySchema
            .omit({ page: true, pageSize: true })
            .extend({ lang: z.enum(LOCALES).default('en') }),
        },
      },
      async (request, reply) => {
        const { lang, ...query } = request.query;
        const body = await auditCsv(ctx.db, query, lang);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="flarescope-audit-log.csv"')
          .send(body);
      },
    );
  };

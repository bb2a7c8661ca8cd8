import { notificationsContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import * as service from './notifications.service.js';
import { userIdOf } from './signed-in.js';

/** In-app notices (the header's bell), e-mail preferences per kind, and the mails' one-click unsubscribe. */
export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });

    app.route({
      ...contractRoute(notificationsContract.get, {
        tags,
        summary: 'The signed-in user’s latest 50 notices and how many are unread',
        description: refusals('unauthenticated'),
      }),
      preValidation: ctx.guards.requireUser,
      handler: async (request) => service.listNotices(ctx, userIdOf(request.user)),
    });

    app.route({
      ...contractRoute(notificationsContract.postRead, {
        tags,
        summary: 'Marks one notice (`id`) or every notice read',
        description: refusals('unauthenticated', ['not_found', 'a notice of another user']),
      }),
      preValidation: ctx.guards.requireUser,
      handler: async (request) =>
        service.markNoticesRead(serviceContext(ctx, request, app.log), { id: request.body.id }),
    });

    app.route({
      ...contractRoute(notificationsContract.getAccountNotificationPreferences, {
        tags,
        summary: 'Which kinds of notice e-mail the user gets',
        description: refusals('unauthenticated'),
      }),
      preValidation: ctx.guards.requireUser,
      handler: async (request) => service.getPreferences(ctx, userIdOf(request.user)),
    });

    app.route({
      ...contractRoute(notificationsContract.putAccountNotificationPreferences, {
        tags,
        summary: 'Turns each kind of notice e-mail on or off',
        description: refusals('unauthenticated', 'validation_failed'),
      }),
      preValidation: ctx.guards.requireUser,
      handler: async (request) =>
        service.savePreferences(serviceContext(ctx, request, app.log), { preferences: request.body }),
    });

    app.route({
      ...contractRoute(notificationsContract.postUnsubscribe, {
        tags,
        summary: 'A notice mail’s one-click link: turns that kind of e-mail off (no sign-in)',
        description: refusals(['unsubscribe_link_invalid', 'a token we did not sign'], 'validation_failed'),
      }),
      handler: async (request) => service.unsubscribe(ctx, request.body.token),
    });
  };

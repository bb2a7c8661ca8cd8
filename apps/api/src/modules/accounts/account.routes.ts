import { accountContract } from '@flarescope/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError, refusals } from '../../errors.js';
import { clearSessionCookies } from '../session/index.js';
import {
  changeEmail,
  changePassword,
  closeAccount,
  getAccount,
  requestEmailChangeCode,
  updateAccount,
  updatePreferences,
} from './account.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { serviceContext } from '../../lib/service-context.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

/** The user the requireUser guard resolved. */
const signedIn = (request: FastifyRequest): SignedInUser => {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
};

/** Settings of the signed-in user (the accounts contract). Every route needs a session; nothing is cached. */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    // Before validation: a visitor gets 401, not a list of field errors.
    app.addHook('preValidation', ctx.guards.requireUser);

    app.route({
      ...contractRoute(accountContract.get, {
        tags: ['accounts'],
        summary: 'The signed-in account, with a pending email change',
      }),
      handler: async (request) => getAccount(ctx, signedIn(request).id),
    });

    app.route({
      ...contractRoute(accountContract.patch, {
        tags: ['accounts'],
        summary: 'Edit the account fields (sign-up rules)',
        description: refusals('username_taken', 'validation_failed', 'unauthenticated'),
      }),
      handler: async (request) => updateAccount(serviceContext(ctx, request, app.log), request.body),
    });

    app.route({
      ...contractRoute(accountContract.patchPreferences, {
        tags: ['accounts'],
        summary: 'Save language and/or units to the account',
        description: refusals(['language_save_failed', 'when the write fails'], 'validation_failed'),
      }),
      handler: async (request) => updatePreferences(serviceContext(ctx, request, app.log), request.body),
    });

    app.route({
      ...contractRoute(accountContract.postPassword, {
        tags: ['accounts'],
        summary: 'Change the password; every other session ends',
        description: refusals(
          'wrong_current_password',
          'password_change_failed',
          'validation_failed',
          'rate_limited',
        ),
      }),
      handler: async (request, reply) => {
        await changePassword(serviceContext(ctx, request, app.log), request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(accountContract.postEmailCode, {
        tags: ['accounts'],
        summary: 'Change email, step 1: mail a code to the new address (bot check: send_code)',
        description: `The email changes only once the code is entered. ${refusals('email_taken', 'code_resend_wait', 'code_send_failed', 'captcha_failed', 'rate_limited')}`,
      }),
      handler: async (request, reply) => {
        await requestEmailChangeCode(serviceContext(ctx, request, app.log), request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(accountContract.postEmail, {
        tags: ['accounts'],
        summary: 'Change email, step 2: the code mailed to the new address makes the change',
        description: refusals('code_invalid', 'code_expired', 'email_taken'),
      }),
      handler: async (request) => changeEmail(serviceContext(ctx, request, app.log), request.body),
    });

    app.route({
      ...contractRoute(accountContract.postClose, {
        tags: ['accounts'],
        summary: 'Close the account: signs out everywhere; deleted after 30 days unless signed in again',
        description: refusals('wrong_current_password', 'rate_limited'),
      }),
      handler: async (request, reply) => {
        await closeAccount(serviceContext(ctx, request, app.log), request.body);
        clearSessionCookies(request, reply, ctx.cookies);
        return reply.status(204).send(null);
      },
    });
  };

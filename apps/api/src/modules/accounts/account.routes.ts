import {
  accountResponseSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  closeAccountRequestSchema,
  emailChangeCodeRequestSchema,
  preferencesResponseSchema,
  updateAccountRequestSchema,
  updatePreferencesRequestSchema,
} from '@flarescope/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, refusals } from '../../errors.js';
import type { RequestUser } from '../../plugins/auth.js';
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
import { requestMeta } from '../../lib/request-meta.js';

const noContent = { 204: z.null() };

/** The user the requireUser guard resolved. */
const signedIn = (request: FastifyRequest): RequestUser => {
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

    app.get(
      '/api/account',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in account, with a pending email change',
          response: { 200: accountResponseSchema },
        },
      },
      async (request) => getAccount(ctx.db, ctx.clock, signedIn(request).id),
    );

    app.patch(
      '/api/account',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Edit the account fields (sign-up rules)',
          description: refusals('username_taken', 'validation_failed', 'unauthenticated'),
          body: updateAccountRequestSchema,
          response: { 200: accountResponseSchema },
        },
      },
      async (request) => updateAccount(ctx, signedIn(request).id, request.body),
    );

    app.patch(
      '/api/account/preferences',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Save language and/or units to the account',
          description: refusals(['language_save_failed', 'when the write fails'], 'validation_failed'),
          body: updatePreferencesRequestSchema,
          response: { 200: preferencesResponseSchema },
        },
      },
      async (request) => updatePreferences(ctx, signedIn(request).id, request.body),
    );

    app.post(
      '/api/account/password',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Change the password; every other session ends',
          description: refusals(
            'wrong_current_password',
            'password_change_failed',
            'validation_failed',
            'rate_limited',
          ),
          body: changePasswordRequestSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        await changePassword(ctx, signedIn(request), request.body, requestMeta(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/account/email/code',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Change email, step 1: mail a code to the new address (bot check: send_code)',
          description: `The email changes only once the code is entered. ${refusals('email_taken', 'code_resend_wait', 'code_send_failed', 'captcha_failed', 'rate_limited')}`,
          body: emailChangeCodeRequestSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        await requestEmailChangeCode(ctx, signedIn(request), request.body, requestMeta(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/account/email',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Change email, step 2: the code mailed to the new address makes the change',
          description: refusals('code_invalid', 'code_expired', 'email_taken'),
          body: changeEmailRequestSchema,
          response: { 200: accountResponseSchema },
        },
      },
      async (request) => changeEmail(ctx, signedIn(request), request.body, requestMeta(request)),
    );

    app.post(
      '/api/account/close',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Close the account: signs out everywhere; deleted after 30 days unless signed in again',
          description: refusals('wrong_current_password', 'rate_limited'),
          body: closeAccountRequestSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        await closeAccount(ctx, signedIn(request), request.body, requestMeta(request));
        clearSessionCookies(request, reply, ctx.cookies);
        return reply.status(204).send(null);
      },
    );
  };

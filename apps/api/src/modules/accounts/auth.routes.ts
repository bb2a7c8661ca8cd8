import { COOKIE_LIFETIME_DAYS, authContract } from '@flarescope/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { setSessionCookies } from '../session/index.js';
import { verifyCodeForTicket } from './codes.service.js';
import { serviceContext } from '../../lib/service-context.js';
import { DEVICE_COOKIE_NAME, DEVICE_COOKIE_PATH } from './known-devices.js';
import {
  requestPasswordResetCode,
  resetPassword,
  verifyPasswordResetCode,
} from './password-reset.service.js';
import { signIn } from './signin.service.js';
import { isUsernameAvailable, requestSignUpCode, signUp, SIGN_UP_TICKET_MINUTES } from './signup.service.js';

/** 1000 days, as the session cookie. */
const DEVICE_COOKIE_MAX_AGE = COOKIE_LIFETIME_DAYS * 24 * 60 * 60;

/** Sign-up, sign-in and forgot password (the accounts contract). Nothing here is cached. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    /** The signed device cookie (known-devices.ts): HttpOnly, host-only, sent to /api/auth only. */
    const setDeviceCookie = (request: FastifyRequest, reply: FastifyReply, value: string) =>
      void reply.setCookie(DEVICE_COOKIE_NAME, value, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.cookies.isSecureSite || request.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE,
      });

    app.route({
      ...contractRoute(authContract.postSignupCode, {
        tags: ['auth'],
        summary: 'Sign-up step 1: mail a 6-digit code to the address (bot check: signup)',
        description: `${refusals('email_taken', ['code_resend_wait', '60 s per address, `details.retryAfterSeconds`'], 'code_send_failed', 'captcha_failed', 'rate_limited')} The mail is in \`language\` (default en).`,
      }),
      handler: async (request, reply) => {
        await requestSignUpCode(serviceContext(ctx, request, app.log), request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(authContract.postSignupVerify, {
        tags: ['auth'],
        summary: 'Sign-up step 2: the mailed code for a ticket (60 minutes, single use)',
        description: refusals(
          ['code_invalid', 'wrong code'],
          ['code_expired', 'no live code, expired, used, or after 5 tries'],
        ),
      }),
      handler: async (request) =>
        verifyCodeForTicket(serviceContext(ctx, request, app.log), {
          ...request.body,
          purpose: 'signup',
          ttlMinutes: SIGN_UP_TICKET_MINUTES,
        }),
    });

    app.route({
      ...contractRoute(authContract.getUsernameAvailable, {
        tags: ['auth'],
        summary: 'Whether a username is free (compared without regard to case)',
      }),
      handler: async (request) => ({
        available: await isUsernameAvailable(serviceContext(ctx, request, app.log), request.query),
      }),
    });

    app.route({
      ...contractRoute(authContract.postSignup, {
        tags: ['auth'],
        summary: 'Sign-up, last step: create the account and sign in (sets the auth cookie)',
        description: refusals(
          ['code_expired', 'bad, expired or used ticket'],
          'email_taken',
          'username_taken',
          'validation_failed',
        ),
      }),
      handler: async (request, reply) => {
        const { user, token, device } = await signUp(serviceContext(ctx, request, app.log), {
          ...request.body,
          device: request.cookies[DEVICE_COOKIE_NAME],
        });
        setSessionCookies(request, reply, ctx.cookies, token);
        setDeviceCookie(request, reply, device);
        return reply.status(201).send({ user });
      },
    });

    app.route({
      ...contractRoute(authContract.postSignin, {
        tags: ['auth'],
        summary: 'Sign in with email and password (bot check: login); sets the auth cookie',
        description: `\`reopened\` is true when a closed account within its 30 days was reopened. Sets the \`device\` cookie (path /api/auth): the right password from a device that has signed in to the account before is never refused by the throttles. ${refusals(['invalid_credentials', 'any failure'], ['rate_limited', "too many attempts from this IP, or for this email from this IP, or a wait growing with the email's attempts in a row"], 'captcha_failed')}`,
      }),
      handler: async (request, reply) => {
        const { user, token, reopened, device } = await signIn(serviceContext(ctx, request, app.log), {
          ...request.body,
          device: request.cookies[DEVICE_COOKIE_NAME],
        });
        setSessionCookies(request, reply, ctx.cookies, token);
        setDeviceCookie(request, reply, device);
        return { user, reopened };
      },
    });

    app.route({
      ...contractRoute(authContract.postPasswordResetCode, {
        tags: ['auth'],
        summary: 'Forgot password step 1: mail a code (bot check: forgot_password)',
        description: refusals(
          'email_not_registered',
          'code_resend_wait',
          'code_send_failed',
          'captcha_failed',
          'rate_limited',
        ),
      }),
      handler: async (request, reply) => {
        await requestPasswordResetCode(serviceContext(ctx, request, app.log), request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(authContract.postPasswordResetVerify, {
        tags: ['auth'],
        summary: 'Forgot password step 2: the mailed code for a ticket (15 minutes, single use)',
        description: refusals('code_invalid', 'code_expired'),
      }),
      handler: async (request) =>
        verifyPasswordResetCode(serviceContext(ctx, request, app.log), request.body),
    });

    app.route({
      ...contractRoute(authContract.postPasswordReset, {
        tags: ['auth'],
        summary: 'Forgot password step 3: set the new password; every session of the account ends',
        description: refusals(['code_expired', 'bad, expired or used ticket'], 'validation_failed'),
      }),
      handler: async (request, reply) => {
        await resetPassword(serviceContext(ctx, request, app.log), request.body);
        return reply.status(204).send(null);
      },
    });
  };

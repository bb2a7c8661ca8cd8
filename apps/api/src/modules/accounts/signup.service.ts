import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_CAPTCHA_ACTIONS,
  type signUpRequestSchema,
  type SessionUserResponse,
  type SignUpCodeRequest,
} from '@flarescope/shared';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { createSession, toSessionUser } from '../session/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { consumeTicket, findTicket, limitCodeSending, sendCode } from './codes.service.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import { rememberDevice } from './known-devices.js';
import { hashPassword } from './passwords.js';
import { profileColumns } from './presenters.js';
import * as users from './users.repository.js';
import { asTakenError } from './unique-violation.js';

/** A verified sign-up email may finish the form within this time. */
export const SIGN_UP_TICKET_MINUTES = 60;

/** Step 1: mails a sign-up code, unless the address has an account (`email_taken`). */
export const requestSignUpCode = async (ctx: ServiceContext, input: SignUpCodeRequest) => {
  await requireCaptcha(ctx, ACCOUNT_CAPTCHA_ACTIONS.signUpCode, input.captcha, ctx.meta);
  await limitCodeSending(ctx);
  if (await users.isEmailTaken(ctx.db, input.email)) throw new AppError('email_taken');
  await sendCode(ctx, {
    purpose: 'signup',
    address: input.email,
    userId: null,
    language: input.language ?? 'en',
  });
};

export const isUsernameAvailable = async (
  ctx: ServiceContext,
  { username }: { username: string },
): Promise<boolean> => !(await users.isUsernameTaken(ctx.db, username.toLowerCase()));

/**
 * The last step: creates the account for the verified email and signs it in. The ticket is used up in
 * the same transaction as the insert, so a taken username leaves it usable for another try. The device
 * it signed up from is remembered for sign-in (known-devices.ts): returns the device cookie to set.
 */
export const signUp = async (
  ctx: ServiceContext,
  { device, ...input }: z.output<typeof signUpRequestSchema> & { device?: string | undefined },
): Promise<{ user: SessionUserResponse; token: string; device: string }> => {
  const ticket = await findTicket(ctx, { purpose: 'signup', ticket: input.ticket });
  if (ticket.address !== input.email) throw new AppError('code_expired');
  if (await users.isEmailTaken(ctx.db, input.email)) throw new AppError('email_taken');
  if (await users.isUsernameTaken(ctx.db, input.username.toLowerCase())) throw new AppError('username_taken');

  const now = ctx.clock.now().toISOString();
  const row = {
    id: randomUUID(),
    email: input.email,
    password_hash: await hashPassword(input.password),
    ...profileColumns(input),
    headline: null,
    about: null,
    cover_photo: null,
    language: input.language,
    units: input.units,
    role: 'user',
    closed_at: null,
    purge_after: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await consumeTicket({ db: trx, clock: ctx.clock }, input.ticket);
      await users.insertUser(trx, row);
    });
  } catch (error) {
    throw asTakenError(error);
  }
  const token = await createSession(ctx, {
    userId: row.id,
    userAgent: ctx.meta.userAgent ?? undefined,
  });
  await recordAudit(ctx.db, ctx.clock, 'signin', row.id, ctx.meta);
  return {
    user: toSessionUser({ ...row, has_premium_access: 0, has_project_access: 0 }),
    token,
    device: await rememberDevice(ctx.db, ctx.clock, device, row.id),
  };
};

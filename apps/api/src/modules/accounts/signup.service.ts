import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_CAPTCHA_ACTIONS,
  type signUpRequestSchema,
  type SignUpCodeRequest,
} from '@flarescope/shared';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { createSession, toSessionUser, type SessionUser } from '../session/index.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import { consumeTicket, findTicket, limitCodeSending, sendCode } from './codes.service.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import { type AccountsDeps } from './deps.js';
import { hashPassword } from './passwords.js';
import { profileColumns } from './presenters.js';
import * as users from './users.repository.js';
import { asTakenError } from './unique-violation.js';

/** A verified sign-up email may finish the form within this time. */
export const SIGN_UP_TICKET_MINUTES = 60;

/** Step 1: mails a sign-up code, unless the address has an account (`email_taken`). */
export const requestSignUpCode = async (deps: AccountsDeps, input: SignUpCodeRequest, meta: RequestMeta) => {
  await requireCaptcha(deps, ACCOUNT_CAPTCHA_ACTIONS.signUpCode, input.captcha, meta);
  await limitCodeSending(deps, meta);
  if (await users.isEmailTaken(deps.db, input.email)) throw new AppError('email_taken');
  await sendCode(deps, {
    purpose: 'signup',
    address: input.email,
    userId: null,
    language: input.language ?? 'en',
  });
};

export const isUsernameAvailable = async (deps: AccountsDeps, username: string): Promise<boolean> =>
  !(await users.isUsernameTaken(deps.db, username.toLowerCase()));

/**
 * The last step: creates the account for the verified email and signs it in. The ticket is used up in
 * the same transaction as the insert, so a taken username leaves it usable for another try.
 */
export const signUp = async (
  deps: AccountsDeps,
  input: z.output<typeof signUpRequestSchema>,
  meta: RequestMeta,
): Promise<{ user: SessionUser; token: string }> => {
  const ticket = await findTicket(deps.db, deps.clock, 'signup', input.ticket);
  if (ticket.address !== input.email) throw new AppError('code_expired');
  if (await users.isEmailTaken(deps.db, input.email)) throw new AppError('email_taken');
  if (await users.isUsernameTaken(deps.db, input.username.toLowerCase()))
    throw new AppError('username_taken');

  const now = deps.clock.now().toISOString();
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
    await deps.db.transaction().execute(async (trx) => {
      await consumeTicket(trx, deps.clock, input.ticket);
      await users.insertUser(trx, row);
    });
  } catch (error) {
    throw asTakenError(error);
  }
  const token = await createSession(deps.db, deps.clock, {
    userId: row.id,
    userAgent: meta.userAgent ?? undefined,
  });
  await recordAudit(deps.db, deps.clock, 'signin', row.id, meta);
  return { user: toSessionUser({ ...row, has_premium_access: 0, has_project_access: 0 }), token };
};

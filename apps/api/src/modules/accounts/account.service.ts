import {
  ACCOUNT_CAPTCHA_ACTIONS,
  ACCOUNT_DELETION_GRACE_DAYS,
  VERIFICATION_CODE_MAX_TRIES,
  type AccountResponse,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type CloseAccountRequest,
  type EmailChangeCodeRequest,
  type PreferencesResponse,
  type UpdatePreferencesRequest,
  type updateAccountRequestSchema,
} from '@flarescope/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { DAY_MS } from '../../infra/clock.js';
import { endUserSessions } from '../session/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { findPendingEmail, deleteCode } from './codes.repository.js';
import { checkCode, limitCodeSending, sendCode } from './codes.service.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { profileColumns, toAccount } from './presenters.js';
import { consumeRateLimit } from '../../lib/rate-limits.js';
import { RATE_LIMITS } from './rate-limits.js';
import { asTakenError } from './unique-violation.js';
import * as users from './users.repository.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

const loadUser = async (db: Db, userId: string) => {
  const row = await users.findUserById(db, userId);
  if (!row) throw new AppError('unauthenticated');
  return row;
};

/** The signed-in user's account, with the address of a pending email change. */
export const getAccount = async (
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  userId: string,
): Promise<AccountResponse> => {
  const row = await loadUser(db, userId);
  const pending = await findPendingEmail(db, userId, clock.now().toISOString(), VERIFICATION_CODE_MAX_TRIES);
  return toAccount(row, pending);
};

/** The signed-in user acting (the requireUser guard resolved it), or `unauthenticated`. */
const signedIn = (ctx: Pick<ServiceContext, 'actor'>): SignedInUser => {
  if (!ctx.actor) throw new AppError('unauthenticated');
  return ctx.actor;
};

/** Settings: the sign-up fields, with the sign-up rules; a username another account holds is refused. */
export const updateAccount = async (
  ctx: ServiceContext,
  input: z.output<typeof updateAccountRequestSchema>,
): Promise<AccountResponse> => {
  const userId = signedIn(ctx).id;
  if (await users.isUsernameTaken(ctx.db, input.username.toLowerCase(), userId)) {
    throw new AppError('username_taken');
  }
  try {
    await users.updateUser(ctx.db, userId, {
      ...profileColumns(input),
      updated_at: ctx.clock.now().toISOString(),
    });
  } catch (error) {
    throw asTakenError(error);
  }
  return getAccount(ctx, userId);
};

/** Language and units, saved to the account; any failure to write is `language_save_failed`. */
export const updatePreferences = async (
  ctx: ServiceContext,
  input: UpdatePreferencesRequest,
): Promise<PreferencesResponse> => {
  const userId = signedIn(ctx).id;
  try {
    await users.updateUser(ctx.db, userId, {
      ...(input.language ? { language: input.language } : {}),
      ...(input.units ? { units: input.units } : {}),
      updated_at: ctx.clock.now().toISOString(),
    });
  } catch (error) {
    throw new AppError('language_save_failed', { cause: error });
  }
  const { language, units } = await getAccount(ctx, userId);
  return { language, units };
};

/** Checks the signed-in user's password (at most 10 tries per 15 minutes): `wrong_current_password`. */
const requireCurrentPassword = async (
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  user: SignedInUser,
  password: string,
) => {
  await consumeRateLimit(ctx.db, ctx.clock, RATE_LIMITS.passwordCheckUser, user.id);
  const row = await loadUser(ctx.db, user.id);
  if (!(await verifyPassword(row.password_hash, password))) throw new AppError('wrong_current_password');
};

/** Changes the password and ends every other session; this one stays signed in. */
export const changePassword = async (ctx: ServiceContext, input: ChangePasswordRequest): Promise<void> => {
  const user = signedIn(ctx);
  await requireCurrentPassword(ctx, user, input.currentPassword);
  try {
    const passwordHash = await hashPassword(input.password);
    await ctx.db.transaction().execute(async (trx) => {
      await users.updateUser(trx, user.id, {
        password_hash: passwordHash,
        updated_at: ctx.clock.now().toISOString(),
      });
      await endUserSessions({ db: trx }, { userId: user.id, exceptSessionId: user.sessionId });
    });
  } catch (error) {
    throw new AppError('password_change_failed', { cause: error });
  }
  await recordAudit(ctx.db, ctx.clock, 'password_changed', user.id, ctx.meta);
};

/** Mails a code to the new address; nothing changes until it is entered. */
export const requestEmailChangeCode = async (
  ctx: ServiceContext,
  input: EmailChangeCodeRequest,
): Promise<void> => {
  const user = signedIn(ctx);
  await requireCaptcha(ctx, ACCOUNT_CAPTCHA_ACTIONS.emailChangeCode, input.captcha, ctx.meta);
  await limitCodeSending(ctx);
  if (await users.isEmailTaken(ctx.db, input.newEmail)) throw new AppError('email_taken');
  await sendCode(ctx, {
    purpose: 'email_change',
    address: input.newEmail,
    userId: user.id,
    language: input.language ?? user.language,
  });
};

/** The code mailed to the new address makes it the account's email. */
export const changeEmail = async (
  ctx: ServiceContext,
  input: ChangeEmailRequest,
): Promise<AccountResponse> => {
  const user = signedIn(ctx);
  await consumeRateLimit(ctx.db, ctx.clock, RATE_LIMITS.codeVerifyIp, ctx.meta.ip ?? 'unknown');
  const codeId = await checkCode(ctx, {
    purpose: 'email_change',
    address: input.newEmail,
    code: input.code,
    userId: user.id,
  });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await users.updateUser(trx, user.id, {
        email: input.newEmail,
        updated_at: ctx.clock.now().toISOString(),
      });
      await deleteCode(trx, codeId);
    });
  } catch (error) {
    throw asTakenError(error);
  }
  await recordAudit(ctx.db, ctx.clock, 'email_changed', user.id, ctx.meta);
  return getAccount(ctx, user.id);
};

/**
 * Closes the account: signs out everywhere and schedules the purge in 30 days. Signing in before then
 * reopens it (signin.service.ts).
 */
export const closeAccount = async (ctx: ServiceContext, input: CloseAccountRequest): Promise<void> => {
  const user = signedIn(ctx);
  await requireCurrentPassword(ctx, user, input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.id, {
      closed_at: now.toISOString(),
      purge_after: new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS).toISOString(),
      updated_at: now.toISOString(),
    });
    await endUserSessions({ db: trx }, { userId: user.id });
  });
  await recordAudit(ctx.db, ctx.clock, 'account_closed', user.id, ctx.meta);
};

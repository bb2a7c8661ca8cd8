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
import { DAY_MS, type Clock } from '../../infra/clock.js';
import type { RequestUser } from '../../plugins/auth.js';
import { endUserSessions } from '../session/index.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import { findPendingEmail, deleteCode } from './codes.repository.js';
import { checkCode, limitCodeSending, sendCode } from './codes.service.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import { type AccountsDeps } from './deps.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { profileColumns, toAccount } from './presenters.js';
import { consumeRateLimit } from '../../lib/rate-limits.js';
import { RATE_LIMITS } from './rate-limits.js';
import { asTakenError } from './unique-violation.js';
import * as users from './users.repository.js';

const loadUser = async (db: Db, userId: string) => {
  const row = await users.findUserById(db, userId);
  if (!row) throw new AppError('unauthenticated');
  return row;
};

/** The signed-in user's account, with the address of a pending email change. */
export const getAccount = async (db: Db, clock: Clock, userId: string): Promise<AccountResponse> => {
  const row = await loadUser(db, userId);
  const pending = await findPendingEmail(db, userId, clock.now().toISOString(), VERIFICATION_CODE_MAX_TRIES);
  return toAccount(row, pending);
};

/** Settings: the sign-up fields, with the sign-up rules; a username another account holds is refused. */
export const updateAccount = async (
  deps: AccountsDeps,
  userId: string,
  input: z.output<typeof updateAccountRequestSchema>,
): Promise<AccountResponse> => {
  if (await users.isUsernameTaken(deps.db, input.username.toLowerCase(), userId)) {
    throw new AppError('username_taken');
  }
  try {
    await users.updateUser(deps.db, userId, {
      ...profileColumns(input),
      updated_at: deps.clock.now().toISOString(),
    });
  } catch (error) {
    throw asTakenError(error);
  }
  return getAccount(deps.db, deps.clock, userId);
};

/** Language and units, saved to the account; any failure to write is `language_save_failed`. */
export const updatePreferences = async (
  deps: AccountsDeps,
  userId: string,
  input: UpdatePreferencesRequest,
): Promise<PreferencesResponse> => {
  try {
    await users.updateUser(deps.db, userId, {
      ...(input.language ? { language: input.language } : {}),
      ...(input.units ? { units: input.units } : {}),
      updated_at: deps.clock.now().toISOString(),
    });
  } catch (error) {
    throw new AppError('language_save_failed', { cause: error });
  }
  const { language, units } = await getAccount(deps.db, deps.clock, userId);
  return { language, units };
};

/** Checks the signed-in user's password (at most 10 tries per 15 minutes): `wrong_current_password`. */
const requireCurrentPassword = async (deps: AccountsDeps, user: RequestUser, password: string) => {
  await consumeRateLimit(deps.db, deps.clock, RATE_LIMITS.passwordCheckUser, user.id);
  const row = await loadUser(deps.db, user.id);
  if (!(await verifyPassword(row.password_hash, password))) throw new AppError('wrong_current_password');
};

/** Changes the password and ends every other session; this one stays signed in. */
export const changePassword = async (
  deps: AccountsDeps,
  user: RequestUser,
  input: ChangePasswordRequest,
  meta: RequestMeta,
): Promise<void> => {
  await requireCurrentPassword(deps, user, input.currentPassword);
  try {
    const passwordHash = await hashPassword(input.password);
    await deps.db.transaction().execute(async (trx) => {
      await users.updateUser(trx, user.id, {
        password_hash: passwordHash,
        updated_at: deps.clock.now().toISOString(),
      });
      await endUserSessions(trx, user.id, user.sessionId);
    });
  } catch (error) {
    throw new AppError('password_change_failed', { cause: error });
  }
  await recordAudit(deps.db, deps.clock, 'password_changed', user.id, meta);
};

/** Mails a code to the new address; nothing changes until it is entered. */
export const requestEmailChangeCode = async (
  deps: AccountsDeps,
  user: RequestUser,
  input: EmailChangeCodeRequest,
  meta: RequestMeta,
): Promise<void> => {
  await requireCaptcha(deps, ACCOUNT_CAPTCHA_ACTIONS.emailChangeCode, input.captcha, meta);
  await limitCodeSending(deps, meta);
  if (await users.isEmailTaken(deps.db, input.newEmail)) throw new AppError('email_taken');
  await sendCode(deps, {
    purpose: 'email_change',
    address: input.newEmail,
    userId: user.id,
    language: input.language ?? user.language,
  });
};

/** The code mailed to the new address makes it the account's email. */
export const changeEmail = async (
  deps: AccountsDeps,
  user: RequestUser,
  input: ChangeEmailRequest,
  meta: RequestMeta,
): Promise<AccountResponse> => {
  await consumeRateLimit(deps.db, deps.clock, RATE_LIMITS.codeVerifyIp, meta.ip ?? 'unknown');
  const codeId = await checkCode(deps.db, deps.clock, {
    purpose: 'email_change',
    address: input.newEmail,
    code: input.code,
    userId: user.id,
  });
  try {
    await deps.db.transaction().execute(async (trx) => {
      await users.updateUser(trx, user.id, {
        email: input.newEmail,
        updated_at: deps.clock.now().toISOString(),
      });
      await deleteCode(trx, codeId);
    });
  } catch (error) {
    throw asTakenError(error);
  }
  await recordAudit(deps.db, deps.clock, 'email_changed', user.id, meta);
  return getAccount(deps.db, deps.clock, user.id);
};

/**
 * Closes the account: signs out everywhere and schedules the purge in 30 days. Signing in before then
 * reopens it (signin.service.ts).
 */
export const closeAccount = async (
  deps: AccountsDeps,
  user: RequestUser,
  input: CloseAccountRequest,
  meta: RequestMeta,
): Promise<void> => {
  await requireCurrentPassword(deps, user, input.password);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.id, {
      closed_at: now.toISOString(),
      purge_after: new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS).toISOString(),
      updated_at: now.toISOString(),
    });
    await endUserSessions(trx, user.id);
  });
  await recordAudit(deps.db, deps.clock, 'account_closed', user.id, meta);
};

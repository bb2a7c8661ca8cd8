import {
  ACCOUNT_CAPTCHA_ACTIONS,
  type PasswordResetCodeRequest,
  type PasswordResetRequest,
  type VerifyCodeRequest,
} from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { endUserSessions } from '../session/index.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import {
  consumeTicket,
  findTicket,
  limitCodeSending,
  sendCode,
  verifyCodeForTicket,
} from './codes.service.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import { type AccountsDeps } from './deps.js';
import { hashPassword } from './passwords.js';
import { consumeRateLimit } from '../../lib/rate-limits.js';
import { RATE_LIMITS } from './rate-limits.js';
import { isPastGrace } from './signin.service.js';
import * as users from './users.repository.js';

/** After the right code, the new password must be chosen within this time. */
export const PASSWORD_RESET_TICKET_MINUTES = 15;

/** Forgot password, step 1: mails a code, or `email_not_registered` ('This email is not registered.'). */
export const requestPasswordResetCode = async (
  deps: AccountsDeps,
  input: PasswordResetCodeRequest,
  meta: RequestMeta,
): Promise<void> => {
  await requireCaptcha(deps, ACCOUNT_CAPTCHA_ACTIONS.passwordResetCode, input.captcha, meta);
  await consumeRateLimit(deps.db, deps.clock, RATE_LIMITS.passwordResetIp, meta.ip ?? 'unknown');
  await limitCodeSending(deps, meta);
  const user = await users.findUserByEmail(deps.db, input.email);
  if (!user || isPastGrace(user, deps.clock.now().toISOString())) throw new AppError('email_not_registered');
  await sendCode(deps, {
    purpose: 'password_reset',
    address: input.email,
    userId: user.id,
    language: input.language ?? (user.language === 'es' ? 'es' : 'en'),
  });
};

/** Forgot password, step 2: the mailed code for a ticket. */
export const verifyPasswordResetCode = (deps: AccountsDeps, input: VerifyCodeRequest, meta: RequestMeta) =>
  verifyCodeForTicket(deps, 'password_reset', input, meta, PASSWORD_RESET_TICKET_MINUTES);

/** Forgot password, step 3: sets the new password and ends every session of the account. */
export const resetPassword = async (
  deps: AccountsDeps,
  input: PasswordResetRequest,
  meta: RequestMeta,
): Promise<void> => {
  const ticket = await findTicket(deps.db, deps.clock, 'password_reset', input.ticket);
  if (!ticket.user_id) throw new AppError('code_expired');
  const userId = ticket.user_id;
  const passwordHash = await hashPassword(input.password);
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await consumeTicket(trx, deps.clock, input.ticket);
    await users.updateUser(trx, userId, { password_hash: passwordHash, updated_at: nowIso });
    await endUserSessions(trx, userId);
  });
  await recordAudit(deps.db, deps.clock, 'password_reset', userId, meta);
};

import {
  ACCOUNT_CAPTCHA_ACTIONS,
  type PasswordResetCodeRequest,
  type PasswordResetRequest,
  type VerifyCodeRequest,
} from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { endUserSessions } from '../session/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  consumeTicket,
  findTicket,
  limitCodeSending,
  sendCode,
  verifyCodeForTicket,
} from './codes.service.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import { hashPassword } from './passwords.js';
import { consumeRateLimit } from '../../lib/rate-limits.js';
import { RATE_LIMITS } from './rate-limits.js';
import { isPastGrace } from './account-rules.js';
import * as users from './users.repository.js';

/** After the right code, the new password must be chosen within this time. */
export const PASSWORD_RESET_TICKET_MINUTES = 15;

/** Forgot password, step 1: mails a code, or `email_not_registered` ('This email is not registered.'). */
export const requestPasswordResetCode = async (
  ctx: ServiceContext,
  input: PasswordResetCodeRequest,
): Promise<void> => {
  await requireCaptcha(ctx, ACCOUNT_CAPTCHA_ACTIONS.passwordResetCode, input.captcha, ctx.meta);
  await consumeRateLimit(ctx.db, ctx.clock, RATE_LIMITS.passwordResetIp, ctx.meta.ip ?? 'unknown');
  await limitCodeSending(ctx);
  const user = await users.findUserByEmail(ctx.db, input.email);
  if (!user || isPastGrace(user, ctx.clock.now().toISOString())) throw new AppError('email_not_registered');
  await sendCode(ctx, {
    purpose: 'password_reset',
    address: input.email,
    userId: user.id,
    language: input.language ?? (user.language === 'es' ? 'es' : 'en'),
  });
};

/** Forgot password, step 2: the mailed code for a ticket. */
export const verifyPasswordResetCode = (ctx: ServiceContext, input: VerifyCodeRequest) =>
  verifyCodeForTicket(ctx, {
    ...input,
    purpose: 'password_reset',
    ttlMinutes: PASSWORD_RESET_TICKET_MINUTES,
  });

/** Forgot password, step 3: sets the new password and ends every session of the account. */
export const resetPassword = async (ctx: ServiceContext, input: PasswordResetRequest): Promise<void> => {
  const ticket = await findTicket(ctx, { purpose: 'password_reset', ticket: input.ticket });
  if (!ticket.user_id) throw new AppError('code_expired');
  const userId = ticket.user_id;
  const passwordHash = await hashPassword(input.password);
  const nowIso = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await consumeTicket({ db: trx, clock: ctx.clock }, input.ticket);
    await users.updateUser(trx, userId, { password_hash: passwordHash, updated_at: nowIso });
    await endUserSessions({ db: trx }, { userId });
  });
  await recordAudit(ctx.db, ctx.clock, 'password_reset', userId, ctx.meta);
};

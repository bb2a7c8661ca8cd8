import { ACCOUNT_CAPTCHA_ACTIONS, type SignInRequest } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { createSession, toSessionUser, type SessionUser } from '../session/session.service.js';
import { recordAudit, type RequestMeta } from './audit.js';
import { requireCaptcha, type AccountsDeps } from './deps.js';
import { verifyPassword } from './passwords.js';
import { consumeRateLimit, RATE_LIMITS, resetRateLimit } from './rate-limits.js';
import * as users from './users.repository.js';

/** A closed account whose 30 days are over: it no longer exists for sign-in or password reset. */
export const isPastGrace = (user: { closed_at: string | null; purge_after: string | null }, nowIso: string) =>
  user.closed_at !== null && (user.purge_after === null || user.purge_after <= nowIso);

/**
 * Signs in. Every failure — unknown email, wrong password, an account closed more than 30 days ago —
 * is the same `invalid_credentials`. A closed account within its 30 days is reopened (`reopened`).
 * Attempts count per IP and per email before the password is checked, so parallel guessing is capped.
 */
export const signIn = async (
  deps: AccountsDeps,
  input: SignInRequest,
  meta: RequestMeta,
): Promise<{ user: SessionUser; token: string; reopened: boolean }> => {
  await requireCaptcha(deps, ACCOUNT_CAPTCHA_ACTIONS.signIn, input.captcha, meta);
  await consumeRateLimit(deps.db, deps.clock, RATE_LIMITS.signInIp, meta.ip ?? 'unknown');
  await consumeRateLimit(deps.db, deps.clock, RATE_LIMITS.signInAccount, input.email);

  const nowIso = deps.clock.now().toISOString();
  const user = await users.findUserByEmail(deps.db, input.email);
  const isPasswordRight = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !isPasswordRight || isPastGrace(user, nowIso)) {
    await recordAudit(deps.db, deps.clock, 'signin_failed', user?.id ?? null, meta);
    throw new AppError('invalid_credentials');
  }

  let reopened = false;
  if (user.closed_at !== null) {
    if (!(await users.reopenUser(deps.db, user.id, nowIso))) throw new AppError('invalid_credentials');
    reopened = true;
    await recordAudit(deps.db, deps.clock, 'account_reopened', user.id, meta);
  }
  await resetRateLimit(deps.db, RATE_LIMITS.signInAccount, input.email);
  const token = await createSession(deps.db, deps.clock, {
    userId: user.id,
    userAgent: meta.userAgent ?? undefined,
  });
  await recordAudit(deps.db, deps.clock, 'signin', user.id, meta);
  return { user: toSessionUser(user), token, reopened };
};

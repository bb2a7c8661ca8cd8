import { ACCOUNT_CAPTCHA_ACTIONS, type SignInRequest } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { createSession, toSessionUser, type SessionUser } from '../session/index.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import { type AccountsDeps } from './deps.js';
import { verifyPassword } from './passwords.js';
import { isKnownDevice, rememberDevice } from './known-devices.js';
import { consumeRateLimit, resetRateLimit } from '../../lib/rate-limits.js';
import { countSignInAttempt, RATE_LIMITS, SIGN_IN_ACCOUNT_PREFIX } from './rate-limits.js';
import * as users from './users.repository.js';

/** A closed account whose 30 days are over: it no longer exists for sign-in or password reset. */
export const isPastGrace = (user: { closed_at: string | null; purge_after: string | null }, nowIso: string) =>
  user.closed_at !== null && (user.purge_after === null || user.purge_after <= nowIso);

/** The key of a sign-in source: the email and the client IP together. */
const sourceOf = (email: string, meta: RequestMeta) => `${email} ${meta.ip ?? 'unknown'}`;

/**
 * Signs in. Every failure — unknown email, wrong password, an account closed more than 30 days ago —
 * is the same `invalid_credentials`. A closed account within its 30 days is reopened (`reopened`).
 *
 * Throttling follows NIST 800-63B §5.2.2, after the bot check every attempt needs: attempts count per
 * IP (50 in 15 minutes, whatever the email) and per email and IP together (10 in 15 minutes), before the
 * password is checked, so parallel guessing is capped; across sources, an email's attempts past 10 in a
 * row each wait twice as long as the one before (at most 15 minutes) instead of locking the account. A
 * device that has signed in to the account before (`device`, the signed device cookie) is never held
 * back: its attempts are counted in the email's streak but never refused. Returns the device cookie to
 * set on success.
 */
export const signIn = async (
  deps: AccountsDeps,
  input: SignInRequest,
  meta: RequestMeta,
  device?: string,
): Promise<{ user: SessionUser; token: string; reopened: boolean; device: string }> => {
  await requireCaptcha(deps, ACCOUNT_CAPTCHA_ACTIONS.signIn, input.captcha, meta);
  const user = await users.findUserByEmail(deps.db, input.email);
  const isKnownSource = user ? await isKnownDevice(deps.db, deps.clock, device, user.id) : false;
  if (!isKnownSource) {
    await consumeRateLimit(deps.db, deps.clock, RATE_LIMITS.signInIp, meta.ip ?? 'unknown');
    await consumeRateLimit(deps.db, deps.clock, RATE_LIMITS.signInSource, sourceOf(input.email, meta));
  }
  await countSignInAttempt(deps.db, deps.clock, input.email, { mayRefuse: !isKnownSource });

  const nowIso = deps.clock.now().toISOString();
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
  await resetRateLimit(deps.db, { prefix: SIGN_IN_ACCOUNT_PREFIX }, input.email);
  await resetRateLimit(deps.db, RATE_LIMITS.signInSource, sourceOf(input.email, meta));
  const token = await createSession(deps.db, deps.clock, {
    userId: user.id,
    userAgent: meta.userAgent ?? undefined,
  });
  await recordAudit(deps.db, deps.clock, 'signin', user.id, meta);
  return {
    user: toSessionUser(user),
    token,
    reopened,
    device: await rememberDevice(deps.db, deps.clock, device, user.id),
  };
};

import { ACCOUNT_CAPTCHA_ACTIONS, type SessionUserResponse, type SignInRequest } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { createSession, toSessionUser } from '../session/index.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { isPastGrace } from './account-rules.js';
import { verifyPassword } from './passwords.js';
import { isKnownDevice, rememberDevice } from './known-devices.js';
import { consumeRateLimit, resetRateLimit } from '../../lib/rate-limits.js';
import { countSignInAttempt, RATE_LIMITS, SIGN_IN_ACCOUNT_PREFIX } from './rate-limits.js';
import * as users from './users.repository.js';

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
  ctx: ServiceContext,
  { device, ...input }: SignInRequest & { device?: string | undefined },
): Promise<{ user: SessionUserResponse; token: string; reopened: boolean; device: string }> => {
  await requireCaptcha(ctx, ACCOUNT_CAPTCHA_ACTIONS.signIn, input.captcha, ctx.meta);
  const user = await users.findUserByEmail(ctx.db, input.email);
  const isKnownSource = user ? await isKnownDevice(ctx.db, ctx.clock, device, user.id) : false;
  if (!isKnownSource) {
    await consumeRateLimit(ctx.db, ctx.clock, RATE_LIMITS.signInIp, ctx.meta.ip ?? 'unknown');
    await consumeRateLimit(ctx.db, ctx.clock, RATE_LIMITS.signInSource, sourceOf(input.email, ctx.meta));
  }
  await countSignInAttempt(ctx.db, ctx.clock, input.email, { mayRefuse: !isKnownSource });

  const nowIso = ctx.clock.now().toISOString();
  const isPasswordRight = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !isPasswordRight || isPastGrace(user, nowIso)) {
    await recordAudit(ctx.db, ctx.clock, 'signin_failed', user?.id ?? null, ctx.meta);
    throw new AppError('invalid_credentials');
  }

  let reopened = false;
  if (user.closed_at !== null) {
    if (!(await users.reopenUser(ctx.db, user.id, nowIso))) throw new AppError('invalid_credentials');
    reopened = true;
    await recordAudit(ctx.db, ctx.clock, 'account_reopened', user.id, ctx.meta);
  }
  await resetRateLimit(ctx.db, { prefix: SIGN_IN_ACCOUNT_PREFIX }, input.email);
  await resetRateLimit(ctx.db, RATE_LIMITS.signInSource, sourceOf(input.email, ctx.meta));
  const token = await createSession(ctx, {
    userId: user.id,
    userAgent: ctx.meta.userAgent ?? undefined,
  });
  await recordAudit(ctx.db, ctx.clock, 'signin', user.id, ctx.meta);
  return {
    user: toSessionUser(user),
    token,
    reopened,
    device: await rememberDevice(ctx.db, ctx.clock, device, user.id),
  };
};

import type { CaptchaAction } from '@flarescope/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { RequestMeta } from './audit.js';

/** What the accounts services use. */
export type AccountsDeps = Pick<AppContext, 'db' | 'clock' | 'captcha' | 'mailer' | 'config'>;

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Refuses with `captcha_failed` unless the token passes the bot check for `action` (once). */
export const requireCaptcha = async (
  deps: Pick<AccountsDeps, 'captcha'>,
  action: CaptchaAction,
  token: string,
  meta: RequestMeta,
): Promise<void> => {
  const isHuman = await deps.captcha.verify({ action, token, remoteIp: meta.ip ?? '' });
  if (!isHuman) throw new AppError('captcha_failed');
};

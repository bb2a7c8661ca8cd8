import type { CaptchaAction } from '@flarescope/shared';
import { AppError } from '../errors.js';
import type { CaptchaVerifier } from '../infra/captcha/captcha.js';
import type { RequestMeta } from './request-meta.js';

/** Refuses with `captcha_failed` unless the token passes the bot check for `action` (once). */
export const requireCaptcha = async (
  deps: { captcha: CaptchaVerifier },
  action: CaptchaAction,
  token: string,
  meta: RequestMeta,
): Promise<void> => {
  const isHuman = await deps.captcha.verify({ action, token, remoteIp: meta.ip ?? '' });
  if (!isHuman) throw new AppError('captcha_failed');
};

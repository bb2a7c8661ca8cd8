import type { Config } from '../../config.js';
import { ensureAppSecret } from '../../db/app-secrets.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { createAltchaVerifier } from './altcha.js';
import type { CaptchaVerifier } from './captcha.js';
import { createNoCaptchaVerifier } from './none.js';
import { createRecaptchaVerifier } from './recaptcha.js';

const SECRET_KEY = 'captcha_hmac_key';

/**
 * The HMAC key for ALTCHA challenges: CAPTCHA_SECRET when set, otherwise one generated on first
 * start and kept in the database, so every process and every restart share it.
 */
const altchaKey = async (db: Db, clock: Clock, configured: string | undefined): Promise<string> =>
  configured ?? ensureAppSecret(db, clock, SECRET_KEY);

export const createCaptchaVerifier = async (deps: {
  config: Config;
  db: Db;
  clock: Clock;
}): Promise<CaptchaVerifier> => {
  const { captcha } = deps.config;
  if (captcha.provider === 'none') return createNoCaptchaVerifier();
  if (captcha.provider === 'recaptcha' && captcha.recaptcha)
    return createRecaptchaVerifier(captcha.recaptcha);
  return createAltchaVerifier({
    db: deps.db,
    clock: deps.clock,
    hmacKey: await altchaKey(deps.db, deps.clock, captcha.secret),
  });
};

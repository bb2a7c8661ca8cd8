import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
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
const altchaKey = async (db: Db, clock: Clock, configured: string | undefined): Promise<string> => {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({
      key: SECRET_KEY,
      value: randomBytes(32).toString('hex'),
      updated_at: clock.now().toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
};

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

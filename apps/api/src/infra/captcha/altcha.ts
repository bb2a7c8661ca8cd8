import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { CaptchaAction } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import type { CaptchaVerifier } from './captcha.js';
import { deleteExpiredCaptchaUses, spendCaptchaSignature } from './captcha-uses.repository.js';

/** Work factor: the browser tries up to this many SHA-256 hashes (about 0.1–0.5 s on a laptop). */
const MAX_NUMBER = 50_000;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

type Payload = { algorithm: 'SHA-256'; challenge: string; number: number; salt: string; signature: string };

const decodeToken = (token: string): Payload | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    const p = value as Record<string, unknown>;
    if (p.algorithm !== 'SHA-256' || typeof p.number !== 'number') return null;
    if (typeof p.challenge !== 'string' || typeof p.salt !== 'string' || typeof p.signature !== 'string')
      return null;
    return p as Payload;
  } catch {
    return null;
  }
};

/**
 * ALTCHA: the API signs a challenge (HMAC) carrying the action and an expiry; the browser finds the
 * number whose SHA-256 with the salt matches; we check the signature, the expiry, the action, and
 * that the signature was not used before (kept in the database, so replays fail across processes).
 */
export const createAltchaVerifier = (deps: { db: Db; clock: Clock; hmacKey: string }): CaptchaVerifier => ({
  publicConfig: () => ({
    provider: 'altcha',
    siteKey: '/api/captcha/challenge',
    scriptUrl: '/captcha/altcha-provider.js',
  }),

  issueChallenge: async (action: CaptchaAction) => {
    const challenge = await createChallenge({
      hmacKey: deps.hmacKey,
      maxNumber: MAX_NUMBER,
      expires: new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS),
      params: { action },
    });
    return { ...challenge, maxnumber: challenge.maxnumber ?? MAX_NUMBER };
  },

  verify: async ({ action, token }) => {
    const payload = decodeToken(token);
    if (!payload) return false;
    const params = extractParams(payload);
    const expires = Number(params.expires) * 1000;
    if (params.action !== action || !Number.isFinite(expires) || expires < deps.clock.now().getTime())
      return false;
    if (!(await verifySolution(payload, deps.hmacKey, false))) return false;
    const now = deps.clock.now().toISOString();
    await deleteExpiredCaptchaUses(deps.db, now);
    return spendCaptchaSignature(deps.db, payload.signature, new Date(expires).toISOString());
  },
});

import { z } from 'zod';
import {
  CAPTCHA_ACTIONS,
  altchaChallengeSchema,
  captchaConfigResponseSchema,
  captchaVerifyRequestSchema,
} from '../schemas/captcha.js';
import { defineRoutes } from './route.js';

/** The bot check. */
export const captchaContract = defineRoutes({
  getConfig: { method: 'GET', path: '/api/captcha/config', response: captchaConfigResponseSchema },
  getChallenge: {
    method: 'GET',
    path: '/api/captcha/challenge',
    query: z.object({ action: z.enum(CAPTCHA_ACTIONS) }),
    response: altchaChallengeSchema,
  },
  postVerify: {
    method: 'POST',
    path: '/api/captcha/verify',
    body: captchaVerifyRequestSchema,
    response: z.object({ ok: z.literal(true) }),
  },
});

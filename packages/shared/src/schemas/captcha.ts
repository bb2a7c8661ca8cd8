import { z } from 'zod';

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Named actions a bot-check token is requested for (one token per action). */
export const CAPTCHA_ACTIONS = ['signup', 'login', 'send_code', 'forgot_password', 'event_interest'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** Public captcha settings the SPA needs to load the provider. */
export const captchaConfigResponseSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  siteKey: z.string().nullable(),
  scriptUrl: z.string().nullable(),
});
export type CaptchaConfigResponse = z.infer<typeof captchaConfigResponseSchema>;

/** An ALTCHA proof-of-work challenge issued by the API. */
export const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

export const captchaVerifyRequestSchema = z.object({
  action: z.enum(CAPTCHA_ACTIONS),
  token: z.string().min(1).max(4096),
});
export type CaptchaVerifyRequest = z.infer<typeof captchaVerifyRequestSchema>;

import type { CaptchaVerifier } from './captcha.js';

/** No bot check: for local test runs only. The configuration refuses it when NODE_ENV=production. */
export const createNoCaptchaVerifier = (): CaptchaVerifier => ({
  publicConfig: () => ({ provider: 'none', siteKey: null, scriptUrl: null }),
  issueChallenge: async () => null,
  verify: async ({ token }) => token.length > 0,
});

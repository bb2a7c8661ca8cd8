import type { CaptchaVerifier } from './captcha.js';

/** Scores at or above this pass (Google's recommended starting threshold). */
const MIN_SCORE = 0.5;

type Assessment = {
  tokenProperties?: { valid?: boolean; action?: string };
  riskAnalysis?: { score?: number };
};

/**
 * reCAPTCHA Enterprise: the browser gets a token per action from Google's script; we create an
 * assessment and accept a valid token for the same action with a good score. Google rejects reused
 * tokens itself.
 */
export const createRecaptchaVerifier = (settings: {
  siteKey: string;
  project: string;
  apiKey: string;
  fetch?: typeof fetch;
}): CaptchaVerifier => ({
  publicConfig: () => ({
    provider: 'recaptcha',
    siteKey: settings.siteKey,
    scriptUrl: `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(settings.siteKey)}`,
  }),
  issueChallenge: async () => null,
  verify: async ({ action, token, remoteIp }) => {
    const url = `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(settings.project)}/assessments?key=${encodeURIComponent(settings.apiKey)}`;
    try {
      const response = await (settings.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event: { token, siteKey: settings.siteKey, expectedAction: action, userIpAddress: remoteIp },
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const assessment = (await response.json()) as Assessment;
      return (
        assessment.tokenProperties?.valid === true &&
        assessment.tokenProperties.action === action &&
        (assessment.riskAnalysis?.score ?? 0) >= MIN_SCORE
      );
    } catch {
      return false;
    }
  },
});

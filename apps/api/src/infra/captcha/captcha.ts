import type { CaptchaAction, CaptchaConfigResponse, AltchaChallenge } from '@flarescope/shared';

/**
 * The bot check behind one interface (DESIGN §2): ALTCHA (self-hosted proof of work, the default),
 * reCAPTCHA Enterprise, or none (refused in production by the configuration check).
 */
export type CaptchaVerifier = {
  /** What the SPA needs to load the provider. */
  publicConfig: () => CaptchaConfigResponse;
  /** A new challenge for an action, for providers that issue them (ALTCHA); null otherwise. */
  issueChallenge: (action: CaptchaAction) => Promise<AltchaChallenge | null>;
  /** True when the token proves a human-ish client for this action. A token verifies once. */
  verify: (input: { action: CaptchaAction; token: string; remoteIp: string }) => Promise<boolean>;
};

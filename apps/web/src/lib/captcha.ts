import { CAPTCHA_POLL_MS, type CaptchaAction, type CaptchaConfigResponse } from '@flarescope/shared';

type Grecaptcha = {
  enterprise?: {
    ready: (callback: () => void) => void;
    execute: (siteKey: string, options: { action: string }) => Promise<string>;
  };
};
type AltchaProvider = { execute: (action: string, challengeUrl: string) => Promise<string> };

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    flarescopeAltcha?: AltchaProvider;
  }
}

export class CaptchaError extends Error {}

export type CaptchaLoaderOptions = {
  window?: Window;
  pollMs?: number;
  /** Give up waiting for the provider after this long. */
  timeoutMs?: number;
};

type Loaded = { siteKey: string | null; ready: Promise<void> };

/**
 * The bot-check loader (SPEC §4, §7, §9): loads the provider's script once and reuses it, rejects a
 * second load with a different site key, polls every 25 ms until the provider is ready, and gets a
 * token per named action.
 */
export const createCaptchaLoader = (options: CaptchaLoaderOptions = {}) => {
  const win = options.window ?? window;
  const pollMs = options.pollMs ?? CAPTCHA_POLL_MS;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let loaded: Loaded | null = null;
  let config: CaptchaConfigResponse | null = null;

  const isReady = (provider: CaptchaConfigResponse['provider']): boolean => {
    if (provider === 'recaptcha') return typeof win.grecaptcha?.enterprise?.execute === 'function';
    if (provider === 'altcha') return typeof win.flarescopeAltcha?.execute === 'function';
    return true;
  };

  const waitUntilReady = (provider: CaptchaConfigResponse['provider']) =>
    new Promise<void>((resolve, reject) => {
      const startedAt = Date.now();
      const check = () => {
        if (isReady(provider)) return resolve();
        if (Date.now() - startedAt > timeoutMs)
          return reject(new CaptchaError('The bot check did not load.'));
        win.setTimeout(check, pollMs);
      };
      check();
    });

  const injectScript = (src: string) => {
    const doc = win.document;
    if (doc.querySelector(`script[data-captcha-src="${CSS.escape(src)}"]`)) return;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.captchaSrc = src;
    doc.head.appendChild(script);
  };

  return {
    /** Loads the provider once. A second call with the same site key reuses the first load. */
    load(next: CaptchaConfigResponse): Promise<void> {
      if (loaded) {
        if (loaded.siteKey !== next.siteKey) {
          return Promise.reject(
            new CaptchaError('The bot check is already loaded with a different site key.'),
          );
        }
        return loaded.ready;
      }
      config = next;
      if (next.scriptUrl) injectScript(next.scriptUrl);
      loaded = { siteKey: next.siteKey, ready: waitUntilReady(next.provider) };
      return loaded.ready;
    },

    /** A fresh token for one named action. */
    async getToken(action: CaptchaAction): Promise<string> {
      if (!loaded || !config) throw new CaptchaError('The bot check is not loaded.');
      await loaded.ready;
      if (config.provider === 'none') return 'none';
      if (config.provider === 'recaptcha') {
        const enterprise = win.grecaptcha?.enterprise;
        if (!enterprise || !config.siteKey) throw new CaptchaError('reCAPTCHA is not ready.');
        await new Promise<void>((resolve) => enterprise.ready(resolve));
        return enterprise.execute(config.siteKey, { action });
      }
      const altcha = win.flarescopeAltcha;
      if (!altcha || !config.siteKey) throw new CaptchaError('ALTCHA is not ready.');
      return altcha.execute(action, config.siteKey);
    },

    get provider() {
      return config?.provider ?? null;
    },
  };
};

export type CaptchaLoader = ReturnType<typeof createCaptchaLoader>;

export const captcha = createCaptchaLoader();

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaError, createCaptchaLoader } from './captcha';

const recaptchaConfig = (siteKey: string) => ({
  provider: 'recaptcha' as const,
  siteKey,
  scriptUrl: `https://www.google.com/recaptcha/enterprise.js?render=${siteKey}`,
});

describe('createCaptchaLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    delete window.grecaptcha;
    delete window.flarescopeAltcha;
  });
  afterEach(() => vi.useRealTimers());

  it('inserts the provider script once and reuses it for a second load with the same key', async () => {
    const loader = createCaptchaLoader();
    const first = loader.load(recaptchaConfig('site-a'));
    const second = loader.load(recaptchaConfig('site-a'));
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    window.grecaptcha = { enterprise: { ready: (cb) => cb(), execute: async () => 'token' } };
    await vi.advanceTimersByTimeAsync(25);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects a second load with a different site key', async () => {
    const loader = createCaptchaLoader();
    void loader.load(recaptchaConfig('site-a')).catch(() => undefined);
    await expect(loader.load(recaptchaConfig('site-b'))).rejects.toBeInstanceOf(CaptchaError);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('polls every 25 ms until the provider is ready', async () => {
    const loader = createCaptchaLoader();
    let isSettled = false;
    void loader.load(recaptchaConfig('site-a')).then(() => (isSettled = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(isSettled).toBe(false);
    window.grecaptcha = { enterprise: { ready: (cb) => cb(), execute: async () => 't' } };
    await vi.advanceTimersByTimeAsync(24);
    await vi.advanceTimersByTimeAsync(1);
    expect(isSettled).toBe(true);
  });

  it('fails when the provider never becomes ready', async () => {
    const loader = createCaptchaLoader({ timeoutMs: 200 });
    const loading = loader.load(recaptchaConfig('site-a'));
    const assertion = expect(loading).rejects.toBeInstanceOf(CaptchaError);
    await vi.advanceTimersByTimeAsync(300);
    await assertion;
  });

  it('gets a token per named action from reCAPTCHA Enterprise', async () => {
    const execute = vi.fn(async (_key: string, options: { action: string }) => `token-for-${options.action}`);
    window.grecaptcha = { enterprise: { ready: (cb) => cb(), execute } };
    const loader = createCaptchaLoader();
    await loader.load(recaptchaConfig('site-a'));
    expect(await loader.getToken('login')).toBe('token-for-login');
    expect(await loader.getToken('signup')).toBe('token-for-signup');
    expect(execute).toHaveBeenCalledWith('site-a', { action: 'login' });
  });

  it('asks the self-hosted ALTCHA provider for a token with the challenge URL', async () => {
    const execute = vi.fn(async (action: string) => `altcha-${action}`);
    window.flarescopeAltcha = { execute };
    const loader = createCaptchaLoader();
    await loader.load({
      provider: 'altcha',
      siteKey: '/api/captcha/challenge',
      scriptUrl: '/captcha/altcha-provider.js',
    });
    expect(await loader.getToken('send_code')).toBe('altcha-send_code');
    expect(execute).toHaveBeenCalledWith('send_code', '/api/captcha/challenge');
  });

  it('refuses a token before anything was loaded', async () => {
    await expect(createCaptchaLoader().getToken('login')).rejects.toBeInstanceOf(CaptchaError);
  });
});

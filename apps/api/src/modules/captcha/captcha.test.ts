import { captchaContract, healthContract, type CaptchaAction } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { solveAltcha } from '../../testing/captcha.js';
import { client } from '../../testing/client.js';

/** The bot check is for visitors: nobody is signed in. */
const visitor = (t: TestApp) => client(t).as(null);
const verify = (t: TestApp, action: CaptchaAction, token: string) =>
  visitor(t).call(captchaContract.postVerify, { body: { action, token } });

describe('ALTCHA bot check (default provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  it('publishes the self-hosted provider script and challenge URL', async () => {
    const response = await visitor(t).call(captchaContract.getConfig);
    expect(response.json()).toEqual({
      provider: 'altcha',
      siteKey: '/api/captcha/challenge',
      scriptUrl: '/captcha/altcha-provider.js',
    });
  });

  it('issues challenges that are never cached', async () => {
    const response = await visitor(t).call(captchaContract.getChallenge, { query: { action: 'login' } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      algorithm: 'SHA-256',
      salt: expect.stringContaining('action=login'),
    });
  });

  it('refuses a challenge for an unknown action', async () => {
    // An action that is none of the bot check's, on purpose.
    const response = await visitor(t).call(captchaContract.getChallenge, {
      query: { action: 'hack' } as never,
    });
    expect(response.statusCode).toBe(400);
  });

  it('accepts a solved challenge once, for its own action only', async () => {
    const token = await solveAltcha(t, 'login');
    expect((await verify(t, 'signup', token)).statusCode).toBe(400);
    const first = await verify(t, 'login', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const replay = await verify(t, 'login', token);
    expect(replay.statusCode).toBe(400);
    expect(replay.error().code).toBe('captcha_failed');
  });

  it('refuses a wrong number, a forged signature and garbage', async () => {
    const token = await solveAltcha(t, 'send_code');
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const wrongNumber = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString(
      'base64',
    );
    const forged = Buffer.from(JSON.stringify({ ...payload, signature: 'f'.repeat(64) })).toString('base64');
    expect((await verify(t, 'send_code', wrongNumber)).statusCode).toBe(400);
    expect((await verify(t, 'send_code', forged)).statusCode).toBe(400);
    expect((await verify(t, 'send_code', 'not-base64-json')).statusCode).toBe(400);
  });

  it('refuses a challenge solved after it expired (10 minutes)', async () => {
    const token = await solveAltcha(t, 'forgot_password');
    t.clock.advance(11 * 60 * 1000);
    const response = await verify(t, 'forgot_password', token);
    t.clock.advance(-11 * 60 * 1000);
    expect(response.statusCode).toBe(400);
  });
});

describe('captcha providers by configuration', () => {
  it('reCAPTCHA Enterprise publishes Google’s script with the site key and issues no challenges', async () => {
    const t = await buildTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_PROJECT: 'project-1',
      RECAPTCHA_API_KEY: 'api-key-1',
    });
    try {
      const config = await visitor(t).call(captchaContract.getConfig);
      expect(config.json()).toEqual({
        provider: 'recaptcha',
        siteKey: 'site-key-1',
        scriptUrl: 'https://www.google.com/recaptcha/enterprise.js?render=site-key-1',
      });
      const challenge = await visitor(t).call(captchaContract.getChallenge, { query: { action: 'login' } });
      expect(challenge.statusCode).toBe(404);
      const csp = String((await visitor(t).call(healthContract.get)).headers['content-security-policy']);
      expect(csp).toContain('https://www.google.com');
    } finally {
      await t.close();
    }
  });

  it('"none" accepts any token (outside production only)', async () => {
    const t = await buildTestApp({ CAPTCHA_PROVIDER: 'none' });
    try {
      expect((await visitor(t).call(captchaContract.getConfig)).json().provider).toBe('none');
      expect((await verify(t, 'login', 'anything')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

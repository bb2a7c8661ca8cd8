import { authContract } from '@flarescope/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { client } from '../testing/client.js';

/**
 * Issue 15, item 5: the app trusted any X-Forwarded-For, so every per-IP rate limit was void unless a
 * proxy stripped the header, and X-Forwarded-Host could make a foreign Origin look same-origin. Trusting
 * a proxy is now configuration (TRUST_PROXY), off by default.
 */
const signIn = (t: TestApp, i: number, headers: Record<string, string>) => {
  // The manual clock stands still: a second per attempt keeps the audit rows in order on every database.
  t.clock.advance(1000);
  return client(t)
    .as(null)
    .call(
      authContract.postSignin,
      { body: { email: `spray-${i}@example.com`, password: 'Wrong-pass1', captcha: 'token' } },
      { headers },
    );
};

/** The IP the audit recorded for the latest failed sign-in. */
const lastAuditIp = async (t: TestApp) =>
  (
    await t.db
      .selectFrom('audit_events')
      .select('ip')
      .where('event', '=', 'signin_failed')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.ip;

describe('TRUST_PROXY', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it(
    'is off by default: X-Forwarded-For is ignored, the socket address is the client',
    { timeout: 90_000 },
    async () => {
      t = await buildTestApp({ CAPTCHA_PROVIDER: 'none' });
      // 50 attempts, each claiming another IP: all from the one socket address, so the 51st is refused.
      for (let i = 0; i < 50; i += 1) {
        expect((await signIn(t, i, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(401);
      }
      expect(await lastAuditIp(t)).toBe('127.0.0.1');
      const blocked = await signIn(t, 51, { 'x-forwarded-for': '203.0.113.200' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.error().code).toBe('rate_limited');
    },
  );

  it(
    'with the proxy’s address, takes the client from X-Forwarded-For when the proxy sends it',
    { timeout: 90_000 },
    async () => {
      t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', TRUST_PROXY: '127.0.0.1' });
      for (let i = 0; i < 50; i += 1) await signIn(t, i, { 'x-forwarded-for': '198.51.100.1' });
      expect(await lastAuditIp(t)).toBe('198.51.100.1');
      expect((await signIn(t, 50, { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
      // Another client behind the same proxy has its own budget.
      expect((await signIn(t, 51, { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(401);
      // A client that forged a header in front of the proxy: the proxy's own entry (the last) counts.
      await signIn(t, 52, { 'x-forwarded-for': '10.9.9.9, 198.51.100.3' });
      expect(await lastAuditIp(t)).toBe('198.51.100.3');
    },
  );

  it('with a hop count, trusts that many proxies and no more', async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', TRUST_PROXY: '1' });
    await signIn(t, 1, { 'x-forwarded-for': '10.9.9.9, 198.51.100.4' });
    expect(await lastAuditIp(t)).toBe('198.51.100.4');
  });

  it('does not trust a sender that is not the named proxy', async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', TRUST_PROXY: '10.0.0.0/8' });
    await signIn(t, 1, { 'x-forwarded-for': '198.51.100.5' });
    expect(await lastAuditIp(t)).toBe('127.0.0.1');
  });

  it.each([undefined, '127.0.0.1'])(
    'never lets X-Forwarded-Host make a foreign Origin same-origin (TRUST_PROXY=%s)',
    async (trustProxy) => {
      t = await buildTestApp({
        CAPTCHA_PROVIDER: 'none',
        PUBLIC_URL: 'https://flarescope.example',
        ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
      });
      const response = await signIn(t, 1, {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect(response.statusCode).toBe(403);
      expect(response.error().code).toBe('csrf_rejected');
      // The site's own origin passes, and so does the Host the request was sent to.
      expect(
        (await signIn(t, 2, { origin: 'https://flarescope.example', 'x-forwarded-host': 'evil.example' }))
          .statusCode,
      ).toBe(401);
      expect((await signIn(t, 3, { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(
        401,
      );
    },
  );
});

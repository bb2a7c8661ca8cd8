import { authContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf, buildUserWithPassword, TEST_PASSWORD } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { signInDelaySeconds } from './rate-limits.js';

/**
 * Issue 15, item 6 (NIST 800-63B §5.2.2): ten wrong passwords from anywhere locked the owner's right
 * password out for 15 minutes. Now attempts are throttled by account and source together, an account's
 * attempts from every source only wait a growing delay, and a device that has signed in to the account
 * before is never refused.
 */
const signIn = (t: TestApp, email: string, password: string, ip: string, device?: string) =>
  client(t)
    .as(null)
    .call(
      authContract.postSignin,
      { body: { email, password, captcha: 'token' } },
      { headers: { 'x-forwarded-for': ip, ...(device ? { cookie: `device=${device}` } : {}) } },
    );

const deviceCookieOf = (response: { headers: Record<string, unknown> }): string | undefined => {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header.map(String) : header ? [String(header)] : [];
  const device = cookies.find((cookie) => cookie.startsWith('device='));
  return device?.slice('device='.length).split(';')[0];
};

describe('sign-in throttling by account and source', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', TRUST_PROXY: 'loopback' });
  }, 30_000);
  afterAll(async () => t.close());

  it('grows the wait past ten attempts in a row, up to 15 minutes', () => {
    expect([9, 10, 11, 12, 15, 19, 20, 30].map(signInDelaySeconds)).toEqual([0, 1, 2, 4, 32, 512, 900, 900]);
  });

  it('does not lock the owner out: another source waits a second, not 15 minutes', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'victim@example.com' });
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(t, 'victim@example.com', 'Wrong-pass1', '203.0.113.66')).statusCode).toBe(401);
    }
    // The attacker's own source is held for the window.
    const attacker = await signIn(t, 'victim@example.com', 'Wrong-pass1', '203.0.113.66');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.error().details?.retryAfterSeconds).toBe(15 * 60);
    // The owner, elsewhere, at the same moment: a one-second wait, then in.
    const owner = await signIn(t, 'victim@example.com', TEST_PASSWORD, '198.51.100.20');
    expect(owner.statusCode).toBe(429);
    expect(owner.error().details?.retryAfterSeconds).toBe(1);
    t.clock.advance(1000);
    const signedIn = await signIn(t, 'victim@example.com', TEST_PASSWORD, '198.51.100.20');
    expect(signedIn.statusCode).toBe(200);
    expect(authCookieOf(signedIn)).toBeDefined();
  });

  it('makes attackers on many sources wait longer and longer', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'sprayed@example.com' });
    let ip = 0;
    const attempt = () => signIn(t, 'sprayed@example.com', 'Wrong-pass1', `192.0.2.${(ip += 1)}`);
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      const wait = refused.error().details?.retryAfterSeconds as number;
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await attempt()).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // An hour without attempts ends the streak.
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
  });

  it('never refuses the right password from a device that has signed in to the account before', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'owner@example.com' });
    const first = await signIn(t, 'owner@example.com', TEST_PASSWORD, '198.51.100.30');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^v1\.[\w-]{22}\.[\w-]{22}$/);
    expect(String(first.headers['set-cookie'])).toMatch(
      /device=[^;]+; Max-Age=86400000; Path=\/api\/auth; HttpOnly; SameSite=Lax/,
    );

    // An attacker spends the account's streak from many sources, and the office IP's own budgets.
    let ip = 0;
    for (let i = 0; i < 12; i += 1) {
      await signIn(t, 'owner@example.com', 'Wrong-pass1', `192.0.2.${100 + (ip += 1)}`);
      t.clock.advance(500);
    }
    for (let i = 0; i < 50; i += 1) await signIn(t, `spray-${i}@example.com`, 'Wrong-pass1', '198.51.100.30');
    // Without the device cookie, the owner is held back (the office IP is over its 50)...
    expect((await signIn(t, 'owner@example.com', TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(429);
    // ... with it, never.
    const again = await signIn(t, 'owner@example.com', TEST_PASSWORD, '198.51.100.30', device);
    expect(again.statusCode).toBe(200);
    // A wrong password from the device is still just wrong.
    expect((await signIn(t, 'owner@example.com', 'Wrong-pass1', '198.51.100.30', device)).statusCode).toBe(
      401,
    );
  });

  it('binds the device cookie to its accounts: another account, or a forged cookie, gets no pass', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'first@example.com' });
    await buildUserWithPassword(t.db, t.clock, { email: 'second@example.com' });
    const first = await signIn(t, 'first@example.com', TEST_PASSWORD, '198.51.100.40');
    const device = deviceCookieOf(first) as string;
    for (let i = 0; i < 10; i += 1) await signIn(t, 'second@example.com', 'Wrong-pass1', '198.51.100.41');
    const [version, id] = device.split('.');
    for (const cookie of [device, `${version}.${id}.${'A'.repeat(22)}`, 'v1.forged', 'garbage']) {
      const response = await signIn(t, 'second@example.com', TEST_PASSWORD, '198.51.100.41', cookie);
      expect(response.statusCode).toBe(429);
    }
    // Signing in to the second account from the device adds it, and keeps the first.
    t.clock.advance(15 * 60 * 1000);
    const second = await signIn(t, 'second@example.com', TEST_PASSWORD, '198.51.100.41', device);
    expect(second.statusCode).toBe(200);
    const both = deviceCookieOf(second) as string;
    expect(both.startsWith(`${version}.${id}.`)).toBe(true);
    expect(both.split('.')[2]?.split('~')).toHaveLength(2);
  });
});

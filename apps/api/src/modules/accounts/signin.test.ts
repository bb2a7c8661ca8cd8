import { authContract, sessionContract, type CaptchaAction, type SignInRequest } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf, buildUserWithPassword, TEST_PASSWORD } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { solveAltcha } from '../../testing/captcha.js';
import { client } from '../../testing/client.js';

/** A visitor's sign-in form. */
const submit = (t: TestApp, body: SignInRequest, headers: Record<string, string> = {}) =>
  client(t).as(null).call(authContract.postSignin, { body }, { headers });
const signIn = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  submit(t, { email, password, captcha: 'token' }, headers);

const eventsOf = async (t: TestApp, userId: string) =>
  (
    await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.event);

describe('POST /api/auth/signin', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy on this machine: the per-IP tests below give each client its X-Forwarded-For.
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', TRUST_PROXY: 'loopback' });
  }, 30_000);
  afterAll(async () => t.close());

  it('signs in with the right password, sets the auth cookie and records the event', async () => {
    const user = await buildUserWithPassword(t.db, t.clock, { email: 'ana@example.com', language: 'es' });
    const response = await signIn(t, ' ANA@example.com', TEST_PASSWORD, { 'user-agent': 'Test Browser' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reopened: false,
      user: expect.objectContaining({ id: user.id, email: 'ana@example.com', language: 'es' }),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const token = authCookieOf(response);
    const session = await client(t)
      .as(token ?? null)
      .call(sessionContract.get);
    expect(session.json().signedIn).toBe(true);
    const audit = await t.db.selectFrom('audit_events').selectAll().where('user_id', '=', user.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({ event: 'signin', ip: '127.0.0.1', user_agent: 'Test Browser' }),
    ]);
  });

  it('answers the same invalid_credentials for a wrong password and an unknown email', async () => {
    const user = await buildUserWithPassword(t.db, t.clock, { email: 'bo@example.com' });
    const wrong = await signIn(t, 'bo@example.com', 'Wrong-Pass1');
    const unknown = await signIn(t, 'nobody@example.com', TEST_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Email or password are incorrect' },
      });
      expect(authCookieOf(response)).toBeUndefined();
    }
    expect(await eventsOf(t, user.id)).toEqual(['signin_failed']);
  });

  it('refuses an account without a usable password hash', async () => {
    await buildUserWithPassword(t.db, t.clock, {
      email: 'imported@example.com',
      password_hash: 'not-a-hash',
    });
    expect((await signIn(t, 'imported@example.com', 'not-a-hash')).statusCode).toBe(401);
  });

  it('locks an email after 10 attempts in 15 minutes, even with the right password, then lets it in', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'locked@example.com' });
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, 'locked@example.com', 'Wrong-Pass1')).statusCode).toBe(401);
    }
    const blocked = await signIn(t, 'locked@example.com', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.error().code).toBe('rate_limited');
    expect(blocked.error().details?.retryAfterSeconds).toBe(15 * 60);
    t.clock.advance(15 * 60 * 1000);
    expect((await signIn(t, 'locked@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('resets the per-email count after a successful sign-in', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'typo@example.com' });
    for (let i = 0; i < 9; i++) await signIn(t, 'typo@example.com', 'Wrong-Pass1');
    expect((await signIn(t, 'typo@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await signIn(t, 'typo@example.com', 'Wrong-Pass1');
    expect((await signIn(t, 'typo@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one IP to 50 attempts in 15 minutes across emails', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 50; i++) {
      expect((await signIn(t, `spray-${i}@example.com`, 'Wrong-Pass1', ip)).statusCode).toBe(401);
    }
    const blocked = await signIn(t, 'spray-51@example.com', 'Wrong-Pass1', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    const otherIp = await signIn(t, 'spray-52@example.com', 'Wrong-Pass1', {
      'x-forwarded-for': '203.0.113.10',
    });
    expect(otherIp.statusCode).toBe(401);
  });

  it('answers bad bodies with per-field errors', async () => {
    // A number for the password and no bot-check token, on purpose.
    const response = await submit(t, { email: 'x', password: 7 } as never);
    expect(response.statusCode).toBe(400);
    expect(response.error().fields).toEqual({
      email: 'validation.email_format',
      password: 'validation.required',
      captcha: 'validation.required',
    });
    const empty = await submit(t, { email: 'x@example.com', password: '', captcha: 'a' });
    expect(empty.error().fields).toEqual({ password: 'validation.required' });
    const long = await submit(t, { email: 'x@example.com', password: 'A1'.repeat(100), captcha: 'a' });
    expect(long.error().fields).toEqual({ password: 'validation.too_long' });
  });
});

describe('POST /api/auth/signin with the ALTCHA bot check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  const solved = (action: CaptchaAction) => solveAltcha(t, action);

  it('signs in with a token solved for "login", once', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'human@example.com' });
    const captcha = await solved('login');
    const first = await submit(t, { email: 'human@example.com', password: TEST_PASSWORD, captcha });
    expect(first.statusCode).toBe(200);
    const replay = await submit(t, { email: 'human@example.com', password: TEST_PASSWORD, captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.error().code).toBe('captcha_failed');
  });

  it('refuses a token solved for another action and a forged one, before counting the attempt', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'target@example.com' });
    const signupToken = await solved('signup');
    for (const captcha of [signupToken, 'forged']) {
      const response = await submit(t, { email: 'target@example.com', password: TEST_PASSWORD, captcha });
      expect(response.error().code).toBe('captcha_failed');
    }
    expect(
      await t.db
        .selectFrom('rate_limits')
        .selectAll()
        .where('key', 'like', 'signin:account:target%')
        .execute(),
    ).toEqual([]);
  });
});

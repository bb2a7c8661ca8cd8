import { authContract, sessionContract, type RouteContract } from '@flarescope/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSignedInUserWithPassword,
  buildUserWithPassword,
  outboxCode,
  TEST_PASSWORD,
} from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { DAY_MS } from '../../infra/clock.js';
import { readMailDir } from '../../testing/mail-message.js';

const NEW_PASSWORD = 'Brand-New2';

describe('forgot password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none' });
  }, 30_000);
  afterAll(async () => t.close());
  // Each test starts with fresh per-IP budgets (all requests come from 127.0.0.1).
  beforeEach(() => t.clock.advance(2 * 60 * 60 * 1000));

  /** Forgot password is for visitors: nobody is signed in. */
  const visitor = () => client(t).as(null);
  const askCode = (email: string, extra: { language?: 'en' | 'es' } = {}) =>
    visitor().call(authContract.postPasswordResetCode, { body: { email, captcha: 'token', ...extra } });
  const verify = (email: string, code: string) =>
    visitor().call(authContract.postPasswordResetVerify, { body: { email, code } });
  const reset = (ticket: string, password = NEW_PASSWORD, confirmPassword = password) =>
    visitor().call(authContract.postPasswordReset, { body: { ticket, password, confirmPassword } });
  const signIn = (email: string, password: string) =>
    visitor().call(authContract.postSignin, { body: { email, password, captcha: 'token' } });
  const ticketFor = async (email: string) => {
    expect((await askCode(email)).statusCode).toBe(204);
    return (await verify(email, await outboxCode(t, email))).json().ticket;
  };

  it('runs email → code → new password, ends every session, and the new password signs in', async () => {
    const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock, {
      email: 'reset@example.com',
      language: 'es',
    });
    expect((await askCode('reset@example.com')).statusCode).toBe(204);
    const [mail] = readMailDir(t.outboxDir).filter((m) => m.to.includes('reset@example.com'));
    expect(mail?.subject).toBe('Restablezca su contraseña de Flarescope'); // the account's language
    const code = await outboxCode(t, 'reset@example.com');
    expect(mail?.text).toContain(`http://localhost:3000/?reset=1&email=reset%40example.com&code=${code}`);

    const verified = await verify('reset@example.com', code);
    expect(verified.statusCode).toBe(200);
    const done = await reset(verified.json().ticket);
    expect(done.statusCode).toBe(204);

    const session = await client(t).as(token).call(sessionContract.get);
    expect(session.json().signedIn).toBe(false);
    expect((await signIn('reset@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const events = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('user_id', '=', user.id)
      .execute();
    expect(events.map((e) => e.event)).toContain('password_reset');
  });

  it('mails in the language the request names', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'lang@example.com', language: 'es' });
    await askCode('lang@example.com', { language: 'en' });
    const [mail] = readMailDir(t.outboxDir).filter((m) => m.to.includes('lang@example.com'));
    expect(mail?.subject).toBe('Reset your Flarescope password');
  });

  it('says "This email is not registered." for an unknown address and sends nothing', async () => {
    const response = await askCode('ghost@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.error()).toEqual({
      code: 'email_not_registered',
      message: 'This email is not registered.',
    });
    expect(readMailDir(t.outboxDir).filter((m) => m.to.includes('ghost@example.com'))).toEqual([]);
  });

  it('treats an account closed more than 30 days ago as not registered', async () => {
    const closedAt = new Date(t.clock.now().getTime() - 31 * DAY_MS);
    await buildUserWithPassword(t.db, t.clock, {
      email: 'gone@example.com',
      closed_at: closedAt.toISOString(),
      purge_after: new Date(closedAt.getTime() + 30 * DAY_MS).toISOString(),
    });
    expect((await askCode('gone@example.com')).error().code).toBe('email_not_registered');
  });

  it('uses a ticket once and refuses it after 15 minutes', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'once@example.com' });
    const ticket = await ticketFor('once@example.com');
    expect((await reset(ticket)).statusCode).toBe(204);
    const replay = await reset(ticket, 'Another-Pass3');
    expect(replay.statusCode).toBe(400);
    expect(replay.error().code).toBe('code_expired');
    expect((await signIn('once@example.com', 'Another-Pass3')).statusCode).toBe(401);

    t.clock.advance(2 * 60 * 1000); // past the resend wait
    const late = await ticketFor('once@example.com');
    t.clock.advance(16 * 60 * 1000);
    expect((await reset(late)).error().code).toBe('code_expired');
  });

  it('refuses a sign-up ticket for a password reset', async () => {
    await visitor().call(authContract.postSignupCode, {
      body: { email: 'cross@example.com', captcha: 'token' },
    });
    const code = await outboxCode(t, 'cross@example.com');
    const signupTicket = (
      await visitor().call(authContract.postSignupVerify, { body: { email: 'cross@example.com', code } })
    ).json().ticket;
    expect((await reset(signupTicket)).error().code).toBe('code_expired');
  });

  it('holds the new password to the rules, changing nothing', async () => {
    await buildUserWithPassword(t.db, t.clock, { email: 'rules@example.com' });
    const ticket = await ticketFor('rules@example.com');
    const weak = await reset(ticket, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.error().fields).toEqual({ password: 'validation.password_uppercase' });
    const mismatch = await reset(ticket, NEW_PASSWORD, 'Brand-New3');
    expect(mismatch.error().fields).toEqual({ confirmPassword: 'validation.passwords_must_match' });
    expect((await signIn('rules@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset(ticket)).statusCode).toBe(204); // the ticket survived the refusals
  });

  it('refuses wrong and missing fields with 400', async () => {
    const cases: Array<[RouteContract, unknown]> = [
      [authContract.postPasswordResetCode, { email: 'a@example.com' }],
      [authContract.postPasswordResetCode, { email: ['a@example.com'], captcha: 'x' }],
      [authContract.postPasswordResetVerify, { email: 'a@example.com', code: 'abcdef' }],
      [authContract.postPasswordReset, { ticket: 5, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
      [
        authContract.postPasswordReset,
        { ticket: 'x'.repeat(5000), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      ],
    ];
    for (const [route, body] of cases) {
      // Bodies bad on purpose: what a client could send, not what the route types.
      const response = await visitor().call(route, { body } as never);
      expect(response.statusCode, route.path).toBe(400);
      expect(response.error().code).toBe('validation_failed');
    }
  });
});

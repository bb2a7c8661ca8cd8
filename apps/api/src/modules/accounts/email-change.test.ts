import { accountContract, authContract } from '@flarescope/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSignedInUserWithPassword, outboxCode, TEST_PASSWORD } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';

describe('change email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none' });
  }, 30_000);
  afterAll(async () => t.close());
  beforeEach(() => t.clock.advance(60 * 60 * 1000)); // fresh rate-limit windows

  const askCode = (
    token: string,
    newEmail: string,
    extra: { captcha?: string; language?: 'en' | 'es' } = {},
  ) =>
    client(t)
      .as(token)
      .call(accountContract.postEmailCode, { body: { newEmail, captcha: 'token', ...extra } });
  const confirm = (token: string, newEmail: string, code: string) =>
    client(t).as(token).call(accountContract.postEmail, { body: { newEmail, code } });
  const emailOf = async (userId: string) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  it('mails a code to the new address and changes the email only once it is entered', async () => {
    const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock, { language: 'es' });
    expect((await askCode(token, 'New.Address@Example.com')).statusCode).toBe(204);

    const [mail] = readMailDir(t.outboxDir).filter((m) => m.to.includes('new.address@example.com'));
    expect(mail?.subject).toBe('Confirme su nuevo correo electrónico de Flarescope');
    const code = await outboxCode(t, 'new.address@example.com');
    expect(mail?.text).toContain(
      `http://localhost:3000/settings?emailCode=${code}&newEmail=new.address%40example.com`,
    );
    expect(mail?.text).toContain('new.address@example.com');

    expect(await emailOf(user.id)).toBe(user.email);
    const pending = await client(t).as(token).call(accountContract.get);
    expect(pending.json()).toMatchObject({ email: user.email, pendingEmail: 'new.address@example.com' });

    const changed = await confirm(token, 'new.address@example.com', code);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'new.address@example.com', pendingEmail: null });
    expect(await emailOf(user.id)).toBe('new.address@example.com');

    const signIn = (email: string) =>
      client(t)
        .as(null)
        .call(authContract.postSignin, { body: { email, password: TEST_PASSWORD, captcha: 'x' } });
    expect((await signIn('new.address@example.com')).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(401);
    const events = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('user_id', '=', user.id)
      .execute();
    expect(events.map((e) => e.event)).toContain('email_changed');
  });

  it('refuses an address another account holds, and one’s own', async () => {
    const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
    await buildUser(t.db, t.clock, { email: 'held@example.com' });
    for (const address of ['held@example.com', user.email.toUpperCase()]) {
      const response = await askCode(token, address);
      expect(response.statusCode).toBe(409);
      expect(response.error().code).toBe('email_taken');
    }
  });

  it('refuses a wrong code, a code sent for another user and a code after 10 minutes', async () => {
    const first = await buildSignedInUserWithPassword(t.db, t.clock);
    const second = await buildSignedInUserWithPassword(t.db, t.clock);
    await askCode(first.token, 'wanted@example.com');
    const code = await outboxCode(t, 'wanted@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await confirm(first.token, 'wanted@example.com', wrong)).error().code).toBe('code_invalid');
    expect((await confirm(second.token, 'wanted@example.com', code)).error().code).toBe('code_expired');
    expect(await emailOf(second.user.id)).toBe(second.user.email);
    t.clock.advance(11 * 60 * 1000);
    expect((await confirm(first.token, 'wanted@example.com', code)).error().code).toBe('code_expired');
    expect(await emailOf(first.user.id)).toBe(first.user.email);
  });

  it('refuses the change when the address was registered after the code was sent', async () => {
    const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
    await askCode(token, 'contested@example.com');
    const code = await outboxCode(t, 'contested@example.com');
    await buildUser(t.db, t.clock, { email: 'contested@example.com' });
    const response = await confirm(token, 'contested@example.com', code);
    expect(response.statusCode).toBe(409);
    expect(response.error().code).toBe('email_taken');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('blocks a resend for 60 seconds', async () => {
    const { token } = await buildSignedInUserWithPassword(t.db, t.clock);
    await askCode(token, 'again@example.com');
    const early = await askCode(token, 'again@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.error()).toMatchObject({
      code: 'code_resend_wait',
      details: { retryAfterSeconds: 60 },
    });
  });

  it('answers bad bodies with per-field errors', async () => {
    const { token } = await buildSignedInUserWithPassword(t.db, t.clock);
    const code = await askCode(token, 'not-an-email', { captcha: '' });
    expect(code.error().fields).toEqual({
      newEmail: 'validation.email_format',
      captcha: 'validation.required',
    });
    // A null code, on purpose: what a client could send, not what the route types.
    const confirmBad = await confirm(token, 'a@example.com', null as never);
    expect(confirmBad.error().fields).toEqual({ code: 'validation.required' });
  });
});

import { authContract, sessionContract, signUpRequestSchema, type SignUpRequest } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf, signUpForm, TEST_PASSWORD } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildUser } from '../../testing/factories.js';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher.js';
import { testServiceContext } from '../../testing/service-context.js';
import { isKnownDevice } from './known-devices.js';
import { signUp } from './signup.service.js';

/** Sign-up over a real SMTP server on 127.0.0.1 (SMTP_URL). */
describe('sign-up', () => {
  let t: TestApp;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', SMTP_URL: mail.url });
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** Sign-up is for visitors: nobody is signed in. */
  const visitor = () => client(t).as(null);
  const askCode = (email: string, extra: Record<string, unknown> = {}) =>
    // `extra` may be bad on purpose (an empty bot-check token): what a client could send.
    visitor().call(authContract.postSignupCode, { body: { email, captcha: 'token', ...extra } as never });
  const verify = (email: string, code: string) =>
    visitor().call(authContract.postSignupVerify, { body: { email, code } });
  const submitSignUp = (form: SignUpRequest) => visitor().call(authContract.postSignup, { body: form });
  const usernameAvailable = (username?: string) =>
    visitor().call(authContract.getUsernameAvailable, { query: { username } });
  const ticketFor = async (email: string) => {
    expect((await askCode(email)).statusCode).toBe(204);
    const response = await verify(email, await mail.waitForCode(email));
    expect(response.statusCode).toBe(200);
    return response.json().ticket;
  };

  it('runs email → code → form, signs the new user in and stores only a hash of the password', async () => {
    const sent = await askCode('  Nueva@Example.com ');
    expect(sent.statusCode).toBe(204);
    expect(sent.headers['cache-control']).toBe('no-store');

    const message = await mail.waitForMail('nueva@example.com');
    expect(message.subject).toBe('Your Flarescope verification code');
    const code = /Your code: (\d{6})/.exec(message.text)?.[1] as string;
    expect(message.text).toContain(
      `http://localhost:3000/oagregistermanualactive?email=nueva%40example.com&code=${code}`,
    );
    expect(message.text).toContain('valid for 10 minutes');

    const verified = await verify('nueva@example.com', code);
    expect(verified.statusCode).toBe(200);
    const { ticket } = verified.json();

    const availability = await usernameAvailable('Nueva.Perez');
    expect(availability.json()).toEqual({ available: true });

    const created = await submitSignUp(
      signUpForm('nueva@example.com', ticket, { username: 'Nueva.Perez', language: 'es', units: 'imperial' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({
      email: 'nueva@example.com',
      username: 'Nueva.Perez',
      firstName: 'Ana',
      language: 'es',
      units: 'imperial',
      role: 'user',
      hasPremiumAccess: false,
    });
    const token = authCookieOf(created);
    expect(token).toBeDefined();
    const session = await client(t)
      .as(token ?? null)
      .call(sessionContract.get);
    expect(session.json()).toMatchObject({ signedIn: true, user: { email: 'nueva@example.com' } });

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'nueva@example.com')
      .executeTakeFirst();
    expect(row).toMatchObject({
      username_key: 'nueva.perez',
      birth_date: '1990-05-17',
      country: 'CO',
      is_working: 1,
      company: 'Ecopetrol',
    });
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(TEST_PASSWORD);

    const takenNow = await usernameAvailable('NUEVA.perez');
    expect(takenNow.json()).toEqual({ available: false });
  });

  it('mails the code in Spanish when asked', async () => {
    await askCode('es@example.com', { language: 'es' });
    const message = await mail.waitForMail('es@example.com');
    expect(message.subject).toBe('Su código de verificación de Flarescope');
    expect(message.text).toMatch(/Su código: \d{6}/);
  });

  it('refuses an address that has an account, in any case', async () => {
    await buildUser(t.db, t.clock, { email: 'taken@example.com' });
    const response = await askCode('TAKEN@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.error()).toEqual({
      code: 'email_taken',
      message: 'The email is already registered or is invalid. Try again with another',
    });
  });

  it('refuses a missing bot-check token', async () => {
    const response = await askCode('bot@example.com', { captcha: '' });
    expect(response.statusCode).toBe(400);
    expect(response.error().fields).toEqual({ captcha: 'validation.required' });
  });

  it('uses the ticket once: a second sign-up with it is refused', async () => {
    const ticket = await ticketFor('once@example.com');
    const form = signUpForm('once@example.com', ticket, { username: 'once_user' });
    expect((await submitSignUp(form)).statusCode).toBe(201);
    const again = await submitSignUp({ ...form, username: 'once_user2' });
    expect(again.statusCode).toBe(400);
    expect(again.error().code).toBe('code_expired');
  });

  it('refuses a ticket for another address, an unknown ticket and an expired one (60 minutes)', async () => {
    const ticket = await ticketFor('mine@example.com');
    const other = await submitSignUp(signUpForm('other@example.com', ticket));
    expect(other.error().code).toBe('code_expired');
    const forged = await submitSignUp(signUpForm('mine@example.com', 'forged'));
    expect(forged.error().code).toBe('code_expired');
    t.clock.advance(61 * 60 * 1000);
    const late = await submitSignUp(signUpForm('mine@example.com', ticket));
    t.clock.advance(-61 * 60 * 1000);
    expect(late.statusCode).toBe(400);
    expect(late.error().code).toBe('code_expired');
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'mine@example.com').execute(),
    ).toEqual([]);
  });

  it('refuses a username taken without regard to case, and keeps the ticket for another try', async () => {
    await buildUser(t.db, t.clock, { username: 'Carlos', username_key: 'carlos' });
    const ticket = await ticketFor('carlos@example.com');
    const taken = await submitSignUp(signUpForm('carlos@example.com', ticket, { username: 'CARLOS' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.error()).toEqual({
      code: 'username_taken',
      message: 'The username is already registered. Try again with another',
    });
    const retry = await submitSignUp(signUpForm('carlos@example.com', ticket, { username: 'carlos2' }));
    expect(retry.statusCode).toBe(201);
  });

  it('refuses an email registered between the code and the form', async () => {
    const ticket = await ticketFor('race@example.com');
    await buildUser(t.db, t.clock, { email: 'race@example.com' });
    const response = await submitSignUp(signUpForm('race@example.com', ticket));
    expect(response.statusCode).toBe(409);
    expect(response.error().code).toBe('email_taken');
  });

  it('answers every bad field with its message key and creates nothing', async () => {
    const ticket = await ticketFor('fields@example.com');
    const response = await submitSignUp(
      // Every field bad on purpose (a string for a yes/no among them): what a client could send.
      signUpForm('fields@example.com', ticket, {
        password: 'abc',
        confirmPassword: 'abd',
        firstName: '',
        birthDate: '2015-02-30',
        username: 'no spaces',
        country: 'Colombia',
        city: 'x'.repeat(500),
        isWorking: 'yes',
      } as never),
    );
    expect(response.statusCode).toBe(400);
    expect(response.error()).toMatchObject({
      code: 'validation_failed',
      fields: {
        password: 'validation.password_length',
        firstName: 'validation.required',
        birthDate: 'validation.birthdate_invalid',
        username: 'validation.username_characters',
        country: 'validation.country_invalid',
        city: 'validation.too_long',
        isWorking: 'validation.required',
      },
    });
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'fields@example.com').execute(),
    ).toEqual([]);
  });

  it('refuses an under-18 birth date and passwords that do not match', async () => {
    const ticket = await ticketFor('young@example.com');
    const tenYearsAgo = `${t.clock.now().getUTCFullYear() - 10}-01-01`;
    const young = await submitSignUp(signUpForm('young@example.com', ticket, { birthDate: tenYearsAgo }));
    expect(young.error().fields).toEqual({ birthDate: 'validation.birthdate_underage' });
    const mismatch = await submitSignUp(
      signUpForm('young@example.com', ticket, { confirmPassword: 'Other-Pass1' }),
    );
    expect(mismatch.error().fields).toEqual({ confirmPassword: 'validation.passwords_must_match' });
  });

  it('requires company and position only while working', async () => {
    const ticket = await ticketFor('work@example.com');
    const missing = await submitSignUp(
      signUpForm('work@example.com', ticket, { company: undefined, position: ' ' }),
    );
    expect(missing.error().fields).toEqual({
      company: 'validation.required',
      position: 'validation.required',
    });
    const notWorking = await submitSignUp(
      signUpForm('work@example.com', ticket, { isWorking: false, company: 'Ignored', position: undefined }),
    );
    expect(notWorking.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'work@example.com')
      .executeTakeFirst();
    expect(row).toMatchObject({ is_working: 0, company: null, position: null });
  });

  it('checks usernames for availability with the username rules', async () => {
    const bad = await usernameAvailable('a');
    expect(bad.statusCode).toBe(400);
    expect(bad.error().fields).toEqual({ username: 'validation.username_length' });
    // No username at all, on purpose.
    const missing = await usernameAvailable();
    expect(missing.statusCode).toBe(400);
  });

  it('remembers the device in the sign-up service, not its route: a direct call answers a known device', async () => {
    // Side effects in services (issue 28, item 4): a caller that is no route gets the device too.
    const ticket = await ticketFor('direct@example.com');
    const form = signUpRequestSchema.parse(signUpForm('direct@example.com', ticket));
    const { user, device } = await signUp(testServiceContext(t, null), { ...form, device: undefined });
    expect(await isKnownDevice(t.db, t.clock, device, user.id)).toBe(true);
    expect(await isKnownDevice(t.db, t.clock, device, 'another-user')).toBe(false);
  });
});

import { accountContract, authContract, sessionContract } from '@flarescope/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSignedInUserWithPassword, failUserUpdatesOf, TEST_PASSWORD } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildUser } from '../../testing/factories.js';
import { createSession } from '../session/index.js';

const profile = {
  firstName: 'Lucía',
  lastName: 'Gómez',
  username: 'lucia.gomez',
  birthDate: '1985-03-09',
  country: 'ar',
  city: 'Neuquén',
  isWorking: true,
  company: 'YPF',
  position: 'Reservoir engineer',
};

const isSignedIn = async (t: TestApp, token: string) =>
  (await client(t).as(token).call(sessionContract.get)).json().signedIn;

describe('settings (/api/account)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none' });
  }, 30_000);
  afterAll(async () => t.close());
  beforeEach(() => t.clock.advance(60 * 60 * 1000)); // fresh rate-limit windows
  const as = (caller: Caller) => client(t).as(caller);
  // Fields bad on purpose are sent cast: the body is what a client could send, not what the route types.
  const patchAccount = (token: string, body: object) =>
    as(token).call(accountContract.patch, { body: body as never });
  const patchPreferences = (token: string, body: object) =>
    as(token).call(accountContract.patchPreferences, { body: body as never });

  describe('GET /api/account', () => {
    it('answers the account, never cached', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock, { language: 'es' });
      const response = await as(token).call(accountContract.get);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        email: user.email,
        username: user.username,
        firstName: 'Ana',
        lastName: 'Pérez',
        birthDate: '1990-05-17',
        country: 'CO',
        city: 'Bogotá',
        isWorking: true,
        company: 'Ecopetrol',
        position: 'Engineer',
        language: 'es',
        units: 'metric',
        role: 'user',
        hasPremiumAccess: false,
        hasProjectAccess: false,
        pendingEmail: null,
      });
    });

    it.each(
      (
        [
          [accountContract.get, undefined],
          [accountContract.patch, profile],
          [accountContract.patchPreferences, { language: 'es' }],
          [
            accountContract.postPassword,
            { currentPassword: 'x', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
          ],
          [accountContract.postEmailCode, { newEmail: 'a@example.com', captcha: 'x' }],
          [accountContract.postEmail, { newEmail: 'a@example.com', code: '123456' }],
          [accountContract.postClose, { password: 'x' }],
        ] as const
      ).map(([route, body]) => [route.method, route.path, route, body] as const),
    )('refuses %s %s without a session (401, even with a bad body)', async (method, _path, route, body) => {
      // One table of routes: each body is its own route's, which the types of the table's union cannot follow.
      const response = await as(null).call(route, { body } as never);
      expect(response.statusCode).toBe(401);
      expect(response.error().code).toBe('unauthenticated');
      // A body bad on purpose, with a forged session.
      const bad = await as('forged').call(route, {
        body: method === 'GET' ? undefined : { nonsense: true },
      } as never);
      expect(bad.statusCode).toBe(401);
    });
  });

  describe('PATCH /api/account', () => {
    it('saves the fields with the sign-up rules', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const response = await as(token).call(accountContract.patch, { body: profile });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...profile, country: 'AR', email: user.email });
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
      expect(row).toMatchObject({ username_key: 'lucia.gomez', country: 'AR', city: 'Neuquén' });
    });

    it('keeps a change of case of one’s own username, refuses another’s', async () => {
      const { token } = await buildSignedInUserWithPassword(t.db, t.clock, {
        username: 'pedro',
        username_key: 'pedro',
      });
      await buildUser(t.db, t.clock, { username: 'Marta', username_key: 'marta' });
      const own = await patchAccount(token, { ...profile, username: 'Pedro' });
      expect(own.statusCode).toBe(200);
      expect(own.json().username).toBe('Pedro');
      const taken = await patchAccount(token, { ...profile, username: 'MARTA' });
      expect(taken.statusCode).toBe(409);
      expect(taken.error().code).toBe('username_taken');
    });

    it('clears company and position when not working', async () => {
      const { token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const response = await patchAccount(token, { ...profile, username: 'not.working', isWorking: false });
      expect(response.json()).toMatchObject({ isWorking: false, company: null, position: null });
    });

    it('refuses bad fields, changing nothing', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const response = await patchAccount(token, {
        ...profile,
        username: 'x',
        birthDate: '3000-01-01',
        country: 'XX',
        firstName: ['a'],
        company: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.error().fields).toEqual({
        username: 'validation.username_length',
        birthDate: 'validation.birthdate_invalid',
        country: 'validation.country_invalid',
        firstName: 'validation.required',
      });
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
      expect(row).toMatchObject({ first_name: 'Ana', country: 'CO', username: user.username });
    });
  });

  describe('PATCH /api/account/preferences', () => {
    it('saves language and units to the account', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const response = await patchPreferences(token, { language: 'es' });
      expect(response.json()).toEqual({ language: 'es', units: 'metric' });
      const units = await patchPreferences(token, { units: 'imperial' });
      expect(units.json()).toEqual({ language: 'es', units: 'imperial' });
      const session = await as(token).call(sessionContract.get);
      expect(session.json().user).toMatchObject({ id: user.id, language: 'es', units: 'imperial' });
    });

    it('refuses an unknown language', async () => {
      const { token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const response = await patchPreferences(token, { language: 'fr', units: 3 });
      expect(response.statusCode).toBe(400);
      expect(response.error().fields).toEqual({
        language: 'validation.invalid_value',
        units: 'validation.invalid_value',
      });
    });

    it('refuses an empty change and leaves the account untouched (issue 15, item 8)', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const before = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
      t.clock.advance(60_000);
      for (const payload of [{}, { language: undefined }]) {
        const response = await patchPreferences(token, payload);
        expect(response.statusCode).toBe(400);
        expect(response.error()).toMatchObject({
          code: 'validation_failed',
          fields: { _: 'validation.required' },
        });
      }
      // A key the form does not have is named, not taken for an empty change (issue 35, item 7).
      const unknown = await patchPreferences(token, { other: 'es' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.error()).toMatchObject({
        code: 'validation_failed',
        fields: { other: 'validation.unknown_field' },
      });
      const after = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
      expect(after).toEqual(before);
    });

    it('answers "Error saved language." when the write fails', async () => {
      const { token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const restore = await failUserUpdatesOf(t, 'language');
      try {
        const response = await patchPreferences(token, { language: 'es' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          error: { code: 'language_save_failed', message: 'Error saved language.' },
        });
      } finally {
        await restore();
      }
    });
  });

  describe('POST /api/account/password', () => {
    const change = (
      token: string,
      currentPassword: string,
      password = 'Changed-Pass2',
      confirmPassword = password,
    ) =>
      as(token).call(accountContract.postPassword, { body: { currentPassword, password, confirmPassword } });

    it('changes the password, ends every other session and keeps this one', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock, { email: 'pw@example.com' });
      const otherDevice = await createSession(t, { userId: user.id });
      const response = await change(token, TEST_PASSWORD);
      expect(response.statusCode).toBe(204);
      expect(await isSignedIn(t, token)).toBe(true);
      expect(await isSignedIn(t, otherDevice)).toBe(false);
      const signIn = (password: string) =>
        as(null).call(authContract.postSignin, { body: { email: 'pw@example.com', password, captcha: 'x' } });
      expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
      expect((await signIn('Changed-Pass2')).statusCode).toBe(200);
    });

    it('says "Wrong current password" and changes nothing', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const otherDevice = await createSession(t, { userId: user.id });
      const response = await change(token, 'Not-The-Pass1');
      expect(response.statusCode).toBe(400);
      expect(response.error()).toEqual({
        code: 'wrong_current_password',
        message: 'Wrong current password',
      });
      expect(await isSignedIn(t, otherDevice)).toBe(true);
    });

    it('holds the new password to the rules', async () => {
      const { token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const response = await change(token, TEST_PASSWORD, 'short', 'short');
      expect(response.error().fields).toEqual({ password: 'validation.password_length' });
    });

    it('stops guessing after 10 wrong current passwords in 15 minutes', async () => {
      const { token } = await buildSignedInUserWithPassword(t.db, t.clock);
      for (let i = 0; i < 10; i++) expect((await change(token, 'Guess-Pass1')).statusCode).toBe(400);
      expect((await change(token, TEST_PASSWORD)).statusCode).toBe(429);
    });

    it('answers password_change_failed when the write fails, and the old password still works', async () => {
      const { token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const restore = await failUserUpdatesOf(t, 'password_hash');
      try {
        const response = await change(token, TEST_PASSWORD);
        expect(response.statusCode).toBe(500);
        expect(response.error()).toEqual({
          code: 'password_change_failed',
          message: 'It is not possible to change your password at this time',
        });
      } finally {
        await restore();
      }
      expect((await change(token, TEST_PASSWORD)).statusCode).toBe(204);
    });
  });

  describe('POST /api/account/close', () => {
    it('asks for the password', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const response = await as(token).call(accountContract.postClose, { body: { password: 'Wrong-Pass1' } });
      expect(response.error().code).toBe('wrong_current_password');
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
      expect(row?.closed_at).toBeNull();
    });

    it('signs out everywhere, clears the cookies and schedules the purge in 30 days', async () => {
      const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock);
      const otherDevice = await createSession(t, { userId: user.id });
      const response = await as(token).call(accountContract.postClose, { body: { password: TEST_PASSWORD } });
      expect(response.statusCode).toBe(204);
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] as string[]);
      expect(cookies.some((c) => c.startsWith('auth=;'))).toBe(true);
      expect(await isSignedIn(t, token)).toBe(false);
      expect(await isSignedIn(t, otherDevice)).toBe(false);
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
      const now = t.clock.now().getTime();
      expect(row?.closed_at).toBe(new Date(now).toISOString());
      expect(row?.purge_after).toBe(new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString());
      const events = await t.db
        .selectFrom('audit_events')
        .select('event')
        .where('user_id', '=', user.id)
        .execute();
      expect(events.map((e) => e.event)).toEqual(['account_closed']);
    });
  });
});

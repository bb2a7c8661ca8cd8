import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../testing/accounts.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { buildSignedInUser } from '../testing/factories.js';

/**
 * Issue 15, item 2: NUL in a slug, a query or a JSON body answered 500 on PostgreSQL (which refuses NUL
 * in text) and 404 or a stored NUL on SQLite. Text with control characters or lone surrogates is now a
 * 400 in the one error shape on both, before any route reads it.
 */
const expectRefused = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: { code: 'validation_failed', fields: { [field]: 'validation.control_characters' } },
  });
};

describe('control characters at the edge', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp(
      { CAPTCHA_PROVIDER: 'none' },
      {
        beforeReady: (app) => {
          // A route with a multi-line text field, as an "about me" would be.
          app.post(
            '/api/test/echo',
            { schema: { body: z.object({ about: z.string(), tags: z.array(z.string()).optional() }) } },
            async (request) => request.body,
          );
        },
      },
    );
    const signedIn = await buildSignedInUser(t.db, t.clock, {
      role: 'admin',
      has_premium_access: 1,
    });
    token = signedIn.token;
    userId = signedIn.user.id;
  }, 30_000);
  afterAll(async () => t.close());

  it.each([
    ['/api/flaring/countries/a%00b', 'country'],
    ['/api/flaring/countries/argentina/flares?sort=volume%00', 'sort'],
    ['/api/flaring/countries/argentina/companies/y%00pf', 'company'],
    ['/api/flaring/countries/argentina/companies/ypf/flares/a%01b', 'name'],
    ['/api/flaring/map?country=a%00b', 'country'],
    ['/api/flaring/map?company=a%1Bb', 'company'],
    ['/api/flaring/map?utm=a%00b', 'utm'],
    ['/api/flaring/search?q=ne%00uquen', 'q'],
    ['/api/flaring/search?q=ne%0Auquen', 'q'],
    ['/api/flaring/exports/countries/a%00b', 'country'],
    ['/api/flaring/exports/countries/argentina/companies/a%00b?format=xlsx', 'company'],
    ['/api/imports/jobs/a%00b', 'id'],
    ['/api/imports/templates/flares.csv%00', 'file'],
    ['/api/auth/username-available?username=a%00b', 'username'],
  ])('GET %s is a 400', async (url, field) => {
    expectRefused(await call(t, 'GET', url, undefined, { token }), field);
  });

  it.each([
    ['/api/auth/signup/code', { email: 'a\u0000@example.com', captcha: 'x' }, 'email'],
    ['/api/auth/signin', { email: 'a@example.com\u0000', password: 'x', captcha: 'x' }, 'email'],
    ['/api/auth/signin', { email: 'a@example.com', password: 'Secret\u0000', captcha: 'x' }, 'password'],
    ['/api/auth/password-reset/code', { email: '\u0000a@example.com', captcha: 'x' }, 'email'],
    ['/api/auth/signup/verify', { email: 'a@example.com', code: '12345\u0000' }, 'code'],
    ['/api/account/email/code', { newEmail: 'b\u0000@example.com', captcha: 'x' }, 'newEmail'],
    ['/api/account/email', { newEmail: 'b@example.com', code: '\ud800' }, 'code'],
  ])('POST %s with %j is a 400', async (url, payload, field) => {
    expectRefused(await call(t, 'POST', url, payload, { token }), field);
  });

  it('refuses control characters in account fields and stores nothing', async () => {
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    const form = {
      firstName: 'Ana',
      lastName: 'Pérez',
      birthDate: '1990-05-17',
      username: 'ana_guard',
      country: 'CO',
      city: 'Bogotá',
      isWorking: true,
      company: 'Ecopetrol',
      position: 'Engineer',
    };
    expectRefused(
      await call(t, 'PATCH', '/api/account', { ...form, firstName: 'A\u0000na' }, { token }),
      'firstName',
    );
    expectRefused(
      await call(t, 'PATCH', '/api/account', { ...form, company: 'Eco\u007fpetrol' }, { token }),
      'company',
    );
    // A line break or a tab is fine in a body, but not in a one-line field: the field's own rule says so.
    expectRefused(await call(t, 'PATCH', '/api/account', { ...form, city: 'Bogo\ntá' }, { token }), 'city');
    expectRefused(
      await call(t, 'PATCH', '/api/account', { ...form, position: 'En\tgineer' }, { token }),
      'position',
    );
    const after = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    expect(after).toEqual(before);
    // The same form without them is saved.
    expect((await call(t, 'PATCH', '/api/account', form, { token })).statusCode).toBe(200);
  });

  it('lets line breaks and tabs through in body text, and refuses other control characters at any depth', async () => {
    const about = 'Line one\r\nLine two\n\tindented — ¡sí! 😀';
    const ok = await call(t, 'POST', '/api/test/echo', { about }, { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ about });
    expectRefused(await call(t, 'POST', '/api/test/echo', { about: 'a\u0000' }), 'about');
    expectRefused(await call(t, 'POST', '/api/test/echo', { about: 'a', tags: ['x', 'y\u0008'] }), 'tags.1');
    expectRefused(await call(t, 'POST', '/api/test/echo', { about: 'a', 'b\u0000': 1 }), '_');
  });

  it('walks a deeply nested body without overflowing the stack', async () => {
    const deep = `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: `{"about":"a","tags":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('refuses a body sent to a route that takes none, and signs nobody out (found by the fuzz suite)', async () => {
    for (const payload of ['[1,2,3]', '1e309', 'null', '{"a":1}']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/session',
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          cookie: `auth=${token}`,
        },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { _: 'validation.unexpected_body' } },
      });
    }
    const session = await t.app.inject({ method: 'GET', url: '/api/session', cookies: { auth: token } });
    expect(session.json()).toMatchObject({ signedIn: true });
  });
});

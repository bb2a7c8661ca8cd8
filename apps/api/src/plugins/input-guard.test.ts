import {
  accountContract,
  authContract,
  flaringContract,
  importsContract,
  routeUrl,
  sessionContract,
  type RouteContract,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, spaHeaders, type TestApp } from '../testing/build-test-app.js';
import { client, type Caller } from '../testing/client.js';
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
  const as = (caller: Caller) => client(t).as(caller);
  /** The test's own echo route, outside the contract: a same-origin SPA request. */
  const echo = (payload: unknown, caller: string | null = null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: spaHeaders,
      ...(caller ? { cookies: { auth: caller } } : {}),
      payload: payload as Record<string, unknown>,
    });

  /** A GET of `route` with control characters in `input`; its URL (as the client encodes it) names the test. */
  const get = (
    route: RouteContract,
    input: { params?: Record<string, string>; query?: Record<string, string> },
    field: string,
  ) => [routeUrl(route.path, input.params, input.query), route, input, field] as const;
  it.each([
    get(flaringContract.country, { params: { country: 'a\u0000b' } }, 'country'),
    get(
      flaringContract.countryFlares,
      { params: { country: 'argentina' }, query: { sort: 'volume\u0000' } },
      'sort',
    ),
    get(flaringContract.company, { params: { country: 'argentina', company: 'y\u0000pf' } }, 'company'),
    get(
      flaringContract.flare,
      { params: { country: 'argentina', company: 'ypf', name: 'a\u0001b' } },
      'name',
    ),
    get(flaringContract.map, { query: { country: 'a\u0000b' } }, 'country'),
    get(flaringContract.map, { query: { company: 'a\u001bb' } }, 'company'),
    get(flaringContract.map, { query: { utm: 'a\u0000b' } }, 'utm'),
    get(flaringContract.search, { query: { q: 'ne\u0000uquen' } }, 'q'),
    get(flaringContract.search, { query: { q: 'ne\nuquen' } }, 'q'),
    get(flaringContract.exportCountry, { params: { country: 'a\u0000b' } }, 'country'),
    get(
      flaringContract.exportCompany,
      { params: { country: 'argentina', company: 'a\u0000b' }, query: { format: 'xlsx' } },
      'company',
    ),
    get(importsContract.getJobsById, { params: { id: 'a\u0000b' } }, 'id'),
    get(importsContract.getTemplatesByFile, { params: { file: 'flares.csv\u0000' } }, 'file'),
    get(authContract.getUsernameAvailable, { query: { username: 'a\u0000b' } }, 'username'),
  ])('GET %s is a 400', async (_url, route, input, field) => {
    // Each input is its own route's, which the types of the table's union cannot follow.
    expectRefused(await as(token).call(route, input as never), field);
  });

  it.each(
    (
      [
        [authContract.postSignupCode, { email: 'a\u0000@example.com', captcha: 'x' }, 'email'],
        [authContract.postSignin, { email: 'a@example.com\u0000', password: 'x', captcha: 'x' }, 'email'],
        [
          authContract.postSignin,
          { email: 'a@example.com', password: 'Secret\u0000', captcha: 'x' },
          'password',
        ],
        [authContract.postPasswordResetCode, { email: '\u0000a@example.com', captcha: 'x' }, 'email'],
        [authContract.postSignupVerify, { email: 'a@example.com', code: '12345\u0000' }, 'code'],
        [accountContract.postEmailCode, { newEmail: 'b\u0000@example.com', captcha: 'x' }, 'newEmail'],
        [accountContract.postEmail, { newEmail: 'b@example.com', code: '\ud800' }, 'code'],
      ] as const
    ).map(([route, body, field]) => [route.path, body, field, route] as const),
  )('POST %s with %j is a 400', async (_path, body, field, route) => {
    // Each body is its own route's, which the types of the table's union cannot follow.
    expectRefused(await as(token).call(route, { body } as never), field);
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
    const save = (body: typeof form) => as(token).call(accountContract.patch, { body });
    expectRefused(await save({ ...form, firstName: 'A\u0000na' }), 'firstName');
    expectRefused(await save({ ...form, company: 'Eco\u007fpetrol' }), 'company');
    // A line break or a tab is fine in a body, but not in a one-line field: the field's own rule says so.
    expectRefused(await save({ ...form, city: 'Bogo\ntá' }), 'city');
    expectRefused(await save({ ...form, position: 'En\tgineer' }), 'position');
    const after = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    expect(after).toEqual(before);
    // The same form without them is saved.
    expect((await save(form)).statusCode).toBe(200);
  });

  it('lets line breaks and tabs through in body text, and refuses other control characters at any depth', async () => {
    const about = 'Line one\r\nLine two\n\tindented — ¡sí! 😀';
    const ok = await echo({ about }, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ about });
    expectRefused(await echo({ about: 'a\u0000' }), 'about');
    expectRefused(await echo({ about: 'a', tags: ['x', 'y\u0008'] }), 'tags.1');
    expectRefused(await echo({ about: 'a', 'b\u0000': 1 }), '_');
  });

  it('walks a deeply nested body without overflowing the stack', async () => {
    const deep = `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`;
    // A raw body of the test's own route, nested deeper than the client would build.
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
      // A raw body to a route that takes none: the client sends none.
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
    const session = await as(token).call(sessionContract.get);
    expect(session.json()).toMatchObject({ signedIn: true });
  });
});

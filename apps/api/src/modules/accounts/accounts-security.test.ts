import { PassThrough } from 'node:stream';
import { accountContract, authContract, type CaptchaAction } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authCookieOf,
  buildSignedInUserWithPassword,
  outboxCode,
  signUpForm,
  TEST_PASSWORD,
} from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { solveAltcha } from '../../testing/captcha.js';
import { client, type Caller } from '../../testing/client.js';

/**
 * Every state-changing accounts route, with a body that would otherwise be accepted or refused on its
 * merits (some incomplete on purpose: the tests send them cast, as a client could), and the route's method
 * and path for the tests' names.
 */
const STATE_CHANGING = (
  [
    [authContract.postSignupCode, { email: 'csrf@example.com', captcha: 'x' }],
    [authContract.postSignupVerify, { email: 'csrf@example.com', code: '123456' }],
    [authContract.postSignup, { ticket: 'x' }],
    [authContract.postSignin, { email: 'csrf@example.com', password: TEST_PASSWORD, captcha: 'x' }],
    [authContract.postPasswordResetCode, { email: 'csrf@example.com', captcha: 'x' }],
    [authContract.postPasswordResetVerify, { email: 'csrf@example.com', code: '123456' }],
    [authContract.postPasswordReset, { ticket: 'x', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }],
    [accountContract.patch, { firstName: 'X' }],
    [accountContract.patchPreferences, { language: 'es' }],
    [
      accountContract.postPassword,
      { currentPassword: TEST_PASSWORD, password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
    ],
    [accountContract.postEmailCode, { newEmail: 'other@example.com', captcha: 'x' }],
    [accountContract.postEmail, { newEmail: 'other@example.com', code: '123456' }],
    [accountContract.postClose, { password: TEST_PASSWORD }],
  ] as const
).map(([route, body]) => [route.method, route.path, route, body as object] as const);

const sameOrigin = { origin: 'https://flarescope.example' };

describe('accounts routes: CSRF, bad input, documentation', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', PUBLIC_URL: 'https://flarescope.example' });
    const signedIn = await buildSignedInUserWithPassword(t.db, t.clock, { email: 'csrf@example.com' });
    token = signedIn.token;
    userId = signedIn.user.id;
  }, 30_000);
  afterAll(async () => t.close());
  const as = (caller: Caller) => client(t).as(caller);
  /** The site's own origin (PUBLIC_URL), as the SPA's requests carry it. */
  const fromSite = { headers: sameOrigin };

  const snapshot = async () => ({
    user: await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    sessions: await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
    codes: await t.db.selectFrom('verification_codes').selectAll().execute(),
  });

  it.each(STATE_CHANGING)(
    'refuses %s %s without X-Requested-With or from another origin',
    async (method, url, route, body) => {
      const before = await snapshot();
      // Without the SPA's headers, which the client always sends: only the session cookie.
      const withoutHeader = await t.app.inject({ method, url, payload: body, cookies: { auth: token } });
      // The bodies of the table's routes are cast: each is its own route's, which the union cannot follow.
      const otherOrigin = await as(token).call(route, { body } as never, {
        headers: { origin: 'https://evil.example' },
      });
      const crossSite = await as(token).call(route, { body } as never, {
        headers: { ...sameOrigin, 'sec-fetch-site': 'cross-site' },
      });
      for (const response of [withoutHeader, otherOrigin, crossSite]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('csrf_rejected');
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(STATE_CHANGING)(
    'answers malformed JSON, a JSON array and no body on %s %s with 400',
    async (method, url, route) => {
      const before = await snapshot();
      // A raw body that is not JSON: below what the client sends.
      const malformed = await t.app.inject({
        method,
        url,
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        cookies: { auth: token },
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('malformed_body');
      // A JSON array and no body at all, on purpose.
      const array = await as(token).call(route, { body: [1, 2] } as never, fromSite);
      expect(array.statusCode).toBe(400);
      expect(array.error().code).toBe('validation_failed');
      const empty = await as(token).call(route, {} as never, fromSite);
      expect(empty.statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(STATE_CHANGING)(
    'answers wrong types in every field of %s %s with per-field errors',
    async (_method, _url, route, body) => {
      const before = await snapshot();
      // Every field of the wrong type, on purpose.
      const wrong = Object.fromEntries(Object.keys(body).map((key) => [key, { nested: ['x'] }]));
      const response = await as(token).call(route, { body: wrong } as never, fromSite);
      expect(response.statusCode).toBe(400);
      expect(response.error().code).toBe('validation_failed');
      for (const key of Object.keys(body)) expect(response.error().fields).toHaveProperty(key);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('answers an oversized field with 400 and a body past 64 KiB with 413', async () => {
    const big = await as(null).call(
      authContract.postSignin,
      { body: { email: `${'a'.repeat(300)}@example.com`, password: 'x', captcha: 'x' } },
      fromSite,
    );
    expect(big.statusCode).toBe(400);
    expect(big.error().fields).toEqual({ email: 'validation.email_format' });
    // A partial account, on purpose: the size is refused before the fields are read.
    const huge = await as(token).call(
      accountContract.patch,
      { body: { firstName: 'x'.repeat(70_000) } as never },
      fromSite,
    );
    expect(huge.statusCode).toBe(413);
  });

  it('documents every accounts route in OpenAPI under the auth and accounts tags', async () => {
    // The OpenAPI document is served beside the contract, not in it.
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const routes = [
      ...STATE_CHANGING.map(([method, url]) => [method, url] as const),
      [accountContract.get.method, accountContract.get.path] as const,
      [authContract.getUsernameAvailable.method, authContract.getUsernameAvailable.path] as const,
    ];
    for (const [method, url] of routes) {
      const operation = spec.paths[url]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation.tags).toEqual([url.startsWith('/api/auth') ? 'auth' : 'accounts']);
      expect(operation.summary).toBeTruthy();
    }
    expect(
      spec.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(
      expect.arrayContaining([
        'ticket',
        'email',
        'password',
        'birthDate',
        'username',
        'country',
        'isWorking',
      ]),
    );
  });
});

describe('what is logged and audited', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', LOG_LEVEL: 'trace' }, { logStream: stream });
  }, 30_000);
  afterAll(async () => t.close());
  const as = (caller: Caller) => client(t).as(caller);

  it('never logs a password, code, ticket or session token, and logs where the outbox mail went', async () => {
    const email = 'secret-keeper@example.com';
    await as(null).call(authContract.postSignupCode, { body: { email, captcha: 'captcha-token-1' } });
    const code = await outboxCode(t, email);
    const verified = await as(null).call(authContract.postSignupVerify, { body: { email, code } });
    const { ticket } = verified.json();
    const created = await as(null).call(authContract.postSignup, { body: signUpForm(email, ticket) });
    const sessionToken = authCookieOf(created) as string;
    await as(null).call(authContract.postSignin, {
      body: { email, password: 'Wrong-Secret9', captcha: 'x' },
    });
    await as(sessionToken).call(accountContract.postPassword, {
      body: { currentPassword: TEST_PASSWORD, password: 'Next-Secret8', confirmPassword: 'Next-Secret8' },
    });

    const log = lines.join('\n');
    expect(log).toContain('/api/auth/signup/verify'); // requests are logged…
    for (const secret of [
      TEST_PASSWORD,
      'Wrong-Secret9',
      'Next-Secret8',
      code,
      ticket,
      sessionToken,
      'captcha-token-1',
    ]) {
      expect(log).not.toContain(secret); // …their secrets are not
    }
    const outboxLine = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'mail written to the outbox');
    expect(outboxLine).toMatchObject({ to: email, subject: 'Your Flarescope verification code' });
    expect(outboxLine.file).toContain(t.outboxDir);
  });

  it('keeps security events with who, where and when, without secrets', async () => {
    const events = await t.db.selectFrom('audit_events').selectAll().orderBy('created_at').execute();
    expect(events.map((e) => e.event)).toEqual(['signin', 'signin_failed', 'password_changed']);
    for (const event of events) {
      expect(event).toMatchObject({ ip: '127.0.0.1', created_at: t.clock.now().toISOString() });
      expect(event.user_id).toBeTruthy();
    }
    expect(JSON.stringify(events)).not.toContain(TEST_PASSWORD);
  });
});

describe('the bot check on sign-up, sign-in, forgot password and email change (ALTCHA)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = (await buildSignedInUserWithPassword(t.db, t.clock, { email: 'bot-check@example.com' })).token;
  }, 30_000);
  afterAll(async () => t.close());

  const solved = (action: CaptchaAction) => solveAltcha(t, action);

  it.each(
    (
      [
        [authContract.postSignupCode, 'signup', { email: 'new-human@example.com' }, 204],
        [authContract.postSignin, 'login', { email: 'bot-check@example.com', password: TEST_PASSWORD }, 200],
        [authContract.postPasswordResetCode, 'forgot_password', { email: 'bot-check@example.com' }, 204],
        [accountContract.postEmailCode, 'send_code', { newEmail: 'moving@example.com' }, 204],
      ] as const
    ).map(([route, ...rest]) => [route.path, ...rest, route] as const),
  )('%s takes only a token solved for "%s"', async (_path, action, body, success, route) => {
    const as = client(t).as(token);
    const wrongAction = await solved(action === 'login' ? 'signup' : 'login');
    const codesBefore = await t.db.selectFrom('verification_codes').selectAll().execute();
    // Each body is its own route's, which the types of the table's union cannot follow.
    for (const captcha of [wrongAction, 'forged-token']) {
      const refused = await as.call(route, { body: { ...body, captcha } } as never);
      expect(refused.statusCode).toBe(400);
      expect(refused.error().code).toBe('captcha_failed');
    }
    expect(await t.db.selectFrom('verification_codes').selectAll().execute()).toEqual(codesBefore);
    const accepted = await as.call(route, { body: { ...body, captcha: await solved(action) } } as never);
    expect(accepted.statusCode).toBe(success);
  });
});

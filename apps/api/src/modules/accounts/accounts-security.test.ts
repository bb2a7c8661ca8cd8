import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authCookieOf,
  buildSignedInUserWithPassword,
  call,
  outboxCode,
  signUpForm,
  TEST_PASSWORD,
} from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { solveAltcha } from '../../testing/captcha.js';

/** Every state-changing accounts route, with a body that would otherwise be accepted or refused on its merits. */
const STATE_CHANGING = [
  ['POST', '/api/auth/signup/code', { email: 'csrf@example.com', captcha: 'x' }],
  ['POST', '/api/auth/signup/verify', { email: 'csrf@example.com', code: '123456' }],
  ['POST', '/api/auth/signup', { ticket: 'x' }],
  ['POST', '/api/auth/signin', { email: 'csrf@example.com', password: TEST_PASSWORD, captcha: 'x' }],
  ['POST', '/api/auth/password-reset/code', { email: 'csrf@example.com', captcha: 'x' }],
  ['POST', '/api/auth/password-reset/verify', { email: 'csrf@example.com', code: '123456' }],
  ['POST', '/api/auth/password-reset', { ticket: 'x', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }],
  ['PATCH', '/api/account', { firstName: 'X' }],
  ['PATCH', '/api/account/preferences', { language: 'es' }],
  [
    'POST',
    '/api/account/password',
    { currentPassword: TEST_PASSWORD, password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
  ],
  ['POST', '/api/account/email/code', { newEmail: 'other@example.com', captcha: 'x' }],
  ['POST', '/api/account/email', { newEmail: 'other@example.com', code: '123456' }],
  ['POST', '/api/account/close', { password: TEST_PASSWORD }],
] as const;

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

  const snapshot = async () => ({
    user: await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    sessions: await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
    codes: await t.db.selectFrom('verification_codes').selectAll().execute(),
  });

  it.each(STATE_CHANGING)(
    'refuses %s %s without X-Requested-With or from another origin',
    async (method, url, payload) => {
      const before = await snapshot();
      const cookie = `auth=${token}`;
      const withoutHeader = await t.app.inject({ method, url, payload, headers: { cookie } });
      const otherOrigin = await t.app.inject({
        method,
        url,
        payload,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' },
      });
      const crossSite = await t.app.inject({
        method,
        url,
        payload,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'cross-site' },
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
    async (method, url) => {
      const before = await snapshot();
      const headers = { 'x-requested-with': 'XMLHttpRequest', cookie: `auth=${token}` };
      const malformed = await t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('malformed_body');
      const array = await t.app.inject({
        method,
        url,
        headers,
        payload: [1, 2] as unknown as Record<string, unknown>,
      });
      expect(array.statusCode).toBe(400);
      expect(array.json().error.code).toBe('validation_failed');
      const empty = await t.app.inject({ method, url, headers });
      expect(empty.statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(STATE_CHANGING)(
    'answers wrong types in every field of %s %s with per-field errors',
    async (method, url, payload) => {
      const before = await snapshot();
      const wrong = Object.fromEntries(Object.keys(payload).map((key) => [key, { nested: ['x'] }]));
      const response = await call(t, method, url, wrong, { token, headers: sameOrigin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      for (const key of Object.keys(payload)) expect(response.json().error.fields).toHaveProperty(key);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('answers an oversized field with 400 and a body past 64 KiB with 413', async () => {
    const big = await call(
      t,
      'POST',
      '/api/auth/signin',
      {
        email: `${'a'.repeat(300)}@example.com`,
        password: 'x',
        captcha: 'x',
      },
      { headers: sameOrigin },
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields).toEqual({ email: 'validation.email_format' });
    const huge = await call(
      t,
      'PATCH',
      '/api/account',
      { firstName: 'x'.repeat(70_000) },
      { token, headers: sameOrigin },
    );
    expect(huge.statusCode).toBe(413);
  });

  it('documents every accounts route in OpenAPI under the auth and accounts tags', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const routes = [
      ...STATE_CHANGING.map(([method, url]) => [method, url] as const),
      ['GET', '/api/account'] as const,
      ['GET', '/api/auth/username-available'] as const,
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

  it('never logs a password, code, ticket or session token, and logs where the outbox mail went', async () => {
    const email = 'secret-keeper@example.com';
    await call(t, 'POST', '/api/auth/signup/code', { email, captcha: 'captcha-token-1' });
    const code = await outboxCode(t, email);
    const verified = await call(t, 'POST', '/api/auth/signup/verify', { email, code });
    const ticket = verified.json().ticket as string;
    const created = await call(t, 'POST', '/api/auth/signup', signUpForm(email, ticket));
    const sessionToken = authCookieOf(created) as string;
    await call(t, 'POST', '/api/auth/signin', { email, password: 'Wrong-Secret9', captcha: 'x' });
    await call(
      t,
      'POST',
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, password: 'Next-Secret8', confirmPassword: 'Next-Secret8' },
      { token: sessionToken },
    );

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

  const solved = (action: string) => solveAltcha(t, action);

  it.each([
    ['/api/auth/signup/code', 'signup', { email: 'new-human@example.com' }, 204],
    ['/api/auth/signin', 'login', { email: 'bot-check@example.com', password: TEST_PASSWORD }, 200],
    ['/api/auth/password-reset/code', 'forgot_password', { email: 'bot-check@example.com' }, 204],
    ['/api/account/email/code', 'send_code', { newEmail: 'moving@example.com' }, 204],
  ] as const)('%s takes only a token solved for "%s"', async (url, action, body, success) => {
    const wrongAction = await solved(action === 'login' ? 'signup' : 'login');
    const codesBefore = await t.db.selectFrom('verification_codes').selectAll().execute();
    for (const captcha of [wrongAction, 'forged-token']) {
      const refused = await call(t, 'POST', url, { ...body, captcha }, { token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('captcha_failed');
    }
    expect(await t.db.selectFrom('verification_codes').selectAll().execute()).toEqual(codesBefore);
    const accepted = await call(t, 'POST', url, { ...body, captcha: await solved(action) }, { token });
    expect(accepted.statusCode).toBe(success);
  });
});

import { apiKeysContract, captchaContract, flaringContract, importsContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { client, ok } from './client.js';
import { buildSignedInUser } from './factories.js';
import { multipartBody } from './multipart.js';

/** The API tests' typed client: the contract's URL, the caller's session, the answer or the refusal. */
describe('client(t).as(caller).call(route)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('builds the URL from the route’s path, its parameters encoded', async () => {
    const answer = await client(t)
      .as(null)
      .call(flaringContract.flare, {
        params: { country: 'no-such', company: 'a b', name: 'x/y' },
      });
    expect(answer.raw.req.url).toBe('/api/flaring/countries/no-such/companies/a%20b/flares/x%2Fy');
    // A flare's page is for signed-in users: the refusal, read through error().
    expect(answer.statusCode).toBe(401);
    expect(answer.error().code).toBe('unauthenticated');
  });

  it('calls as nobody or as a signed-in user, with the same-origin headers a browser sends', async () => {
    expect((await client(t).as(null).call(apiKeysContract.getApiKeys)).error().code).toBe('unauthenticated');
    const user = await buildSignedInUser(t.db, t.clock);
    // Signed in but without premium access: the session was read (403, not 401).
    expect((await client(t).as(user).call(apiKeysContract.getApiKeys)).statusCode).toBe(403);
    expect((await client(t).as(user.token).call(apiKeysContract.getApiKeys)).statusCode).toBe(403);
  });

  it('types a success answer by the route, and says so when a refusal is read from a success', async () => {
    const answer = await client(t).as(null).call(captchaContract.getConfig);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().provider).toBeTypeOf('string');
    expect(() => answer.error()).toThrow('GET /api/captcha/config answered 200, not an error');
  });

  it('reads the JSON of a success through ok(), and fails with the URL and the answer otherwise', async () => {
    expect((await ok(client(t).as(null).call(captchaContract.getConfig))).provider).toBeTypeOf('string');
    await expect(ok(client(t).as(null).call(apiKeysContract.getApiKeys))).rejects.toThrow(
      /^GET \/api\/account\/api-keys answered 401, not 200: \{"error":/,
    );
    await expect(ok(client(t).as(null).call(captchaContract.getConfig), 201)).rejects.toThrow(
      'GET /api/captcha/config answered 200, not 201',
    );
  });

  it('sends a raw body as its bytes with its content type: an upload, or JSON where multipart is read', async () => {
    const admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    const upload = await client(t)
      .as(admin)
      .call(
        importsContract.post,
        {},
        {
          raw: multipartBody(
            { source: 'Client test' },
            { name: 'empty.csv', content: 'country,period,gas_m3\n' },
          ),
        },
      );
    expect(upload.statusCode).toBe(202);
    expect(upload.json().jobId).toMatch(/^[0-9a-f-]{36}$/);
    const json = await client(t)
      .as(admin)
      .call(
        importsContract.post,
        {},
        { raw: { payload: '{"source":"x"}', contentType: 'application/json' } },
      );
    expect(json.statusCode).toBe(415);
    expect(json.raw.req.headers['content-type']).toBe('application/json');
  });
});

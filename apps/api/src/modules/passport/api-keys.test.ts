import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, spaHeaders, type TestApp } from '../../testing/build-test-app.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { changeUserAccess } from '../admin/user-access.service.js';
import { buildSeed } from '../flaring/seed/build-seed.js';
import { loadSeed } from '../flaring/seed/load-seed.js';
import { SEED_DIR } from '../flaring/seed/seed-path.js';
import { API_KEY_RATE_LIMIT } from './api-keys.service.js';

const as = (token?: string) => ({ ...spaHeaders, ...(token ? { cookie: `auth=${token}` } : {}) });

describe('personal API keys (/api/account/api-keys, x-api-key)', () => {
  let t: TestApp;
  let premium: Awaited<ReturnType<typeof buildSignedInUser>>;
  let plain: Awaited<ReturnType<typeof buildSignedInUser>>;
  beforeAll(async () => {
    t = await buildTestApp();
    await loadSeed(t.db, t.clock, buildSeed(SEED_DIR));
    premium = await buildSignedInUser(t.db, t.clock, {
      has_premium_access: 1,
      username: 'data_ana',
      username_key: 'data_ana',
    });
    plain = await buildSignedInUser(t.db, t.clock);
  }, 120_000);
  afterAll(async () => t.close());

  const create = (name: string, token = premium.token) =>
    t.app.inject({ method: 'POST', url: '/api/account/api-keys', headers: as(token), payload: { name } });
  const list = (token = premium.token) =>
    t.app.inject({ method: 'GET', url: '/api/account/api-keys', headers: as(token) });
  const revoke = (id: string, token = premium.token) =>
    t.app.inject({ method: 'DELETE', url: `/api/account/api-keys/${id}`, headers: as(token) });
  /** A program's request: no cookie, no SPA headers, only the key. */
  const withKey = (url: string, key: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({
      method,
      url,
      headers: { 'x-api-key': key },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const EXPORT = '/api/flaring/exports/world?format=csv';

  it('creates a key whose secret is shown once, lists it by prefix, and stores only its hash', async () => {
    const response = await create('Nightly pull');
    expect(response.statusCode).toBe(201);
    const { key, secret } = response.json();
    expect(secret).toMatch(/^fsk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Nightly pull', prefix: secret.slice(0, 12), lastUsedAt: null });
    const listed = (await list()).json().items;
    expect(listed).toEqual([key]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const row = await t.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets a program read GET endpoints and exports as the key owner, and records when it was used', async () => {
    const { key, secret } = (await create('Exports')).json();
    const exported = await withKey(EXPORT, secret);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const passport = await withKey('/api/passport', secret);
    expect(passport.statusCode).toBe(200);
    expect(passport.json().username).toBe('data_ana');
    const used = (await list()).json().items.find((item: { id: string }) => item.id === key.id);
    expect(used.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('never accepts a key for writes, nor for managing keys', async () => {
    const { secret } = (await create('Writer')).json();
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/passport',
      headers: { ...spaHeaders, 'x-api-key': secret },
      payload: { headline: 'Set by a key' },
    });
    expect(write.statusCode).toBe(401);
    expect((await withKey('/api/account/api-keys', secret)).json().error.code).toBe('forbidden');
  });

  it('answers 401 api_key_invalid for a malformed, unknown or revoked key, at once', async () => {
    for (const bad of ['', 'abc', 'fsk_short', `fsk_${'A'.repeat(43)}`, `Bearer fsk_${'b'.repeat(43)}`]) {
      const response = await withKey(EXPORT, bad);
      expect(response.statusCode, bad).toBe(401);
      expect(response.json().error.code).toBe('api_key_invalid');
    }
    const { key, secret } = (await create('Short-lived')).json();
    expect((await withKey(EXPORT, secret)).statusCode).toBe(200);
    expect((await revoke(key.id)).statusCode).toBe(204);
    const after = await withKey(EXPORT, secret);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('api_key_invalid');
    expect((await list()).json().items.map((item: { id: string }) => item.id)).not.toContain(key.id);
    expect((await revoke(key.id)).statusCode).toBe(404);
  });

  it("refuses to revoke another user's key, which keeps working", async () => {
    const other = await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 });
    const { key, secret } = (await create('Theirs', other.token)).json();
    const response = await revoke(key.id);
    expect(response.statusCode).toBe(404);
    expect((await withKey(EXPORT, secret)).statusCode).toBe(200);
  });

  it('stops a key the moment its owner loses premium access, and works again when it comes back', async () => {
    const { secret } = (await create('Premium-bound')).json();
    // The same process's session cache must not keep the old access (SQLite): a session read first.
    expect((await t.app.inject({ method: 'GET', url: EXPORT, headers: as(premium.token) })).statusCode).toBe(
      200,
    );
    expect((await withKey(EXPORT, secret)).statusCode).toBe(200);
    await changeUserAccess(t.db, t.clock, premium.user.email, { hasPremiumAccess: false });
    expect((await withKey(EXPORT, secret)).json().error.code).toBe('api_key_invalid');
    expect((await t.app.inject({ method: 'GET', url: EXPORT, headers: as(premium.token) })).statusCode).toBe(
      403,
    );
    await changeUserAccess(t.db, t.clock, premium.user.email, { hasPremiumAccess: true });
    expect((await withKey(EXPORT, secret)).statusCode).toBe(200);
  });

  it('rate-limits each key', async () => {
    const { secret } = (await create('Busy')).json();
    t.clock.advance(61_000);
    for (let i = 0; i < API_KEY_RATE_LIMIT.limit; i += 1) {
      expect((await withKey('/api/passport', secret)).statusCode).toBe(200);
    }
    const refused = await withKey('/api/passport', secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    t.clock.advance(61_000);
    expect((await withKey('/api/passport', secret)).statusCode).toBe(200);
  }, 60_000);

  it('is explained on the API docs page', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.info.description).toContain('x-api-key');
    expect(spec.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
  });

  it('refuses users without premium access, visitors, bad names and more than 10 keys', async () => {
    expect((await create('Mine', plain.token)).json().error.code).toBe('no_premium_access');
    expect((await list(plain.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/api-keys', headers: as() })).statusCode,
    ).toBe(401);
    for (const name of ['', '   ', 'x'.repeat(61), 'tab\there']) {
      expect((await create(name)).json().error.code, JSON.stringify(name)).toBe('validation_failed');
    }
    const fresh = await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 });
    for (let i = 1; i <= 10; i += 1) expect((await create(`key ${i}`, fresh.token)).statusCode).toBe(201);
    expect((await create('eleventh', fresh.token)).json().error.code).toBe('api_key_limit');
  });
});

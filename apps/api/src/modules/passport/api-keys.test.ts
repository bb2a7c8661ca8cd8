import { randomUUID } from 'node:crypto';
import { accountContract, apiKeysContract, flaringContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, spaHeaders, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { changeUserAccess } from '../accounts/index.js';
import { DAY_MS } from '../../infra/clock.js';
import { API_KEY_ROUTES } from '../../plugins/api-key-routes.js';
import { API_KEY_RATE_LIMIT } from './api-keys.service.js';

describe('personal API keys (/api/account/api-keys, x-api-key)', () => {
  let t: TestApp;
  let premium: Awaited<ReturnType<typeof buildSignedInUser>>;
  let plain: Awaited<ReturnType<typeof buildSignedInUser>>;
  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
    premium = await buildSignedInUser(t.db, t.clock, {
      has_premium_access: 1,
      username: 'data_ana',
      username_key: 'data_ana',
    });
    plain = await buildSignedInUser(t.db, t.clock);
  }, 120_000);
  afterAll(async () => t.close());

  const as = (caller: Caller) => client(t).as(caller);
  // Bad names and lifetimes are sent on purpose: the body is what a client could send, not what the route types.
  const create = (name: string, token = premium.token, extra: Record<string, unknown> = {}) =>
    as(token).call(apiKeysContract.postApiKeys, { body: { name, ...extra } as never });
  const list = (token = premium.token) => as(token).call(apiKeysContract.getApiKeys);
  const revoke = (id: string, token = premium.token) =>
    as(token).call(apiKeysContract.deleteApiKeysById, { params: { id } });
  /** The world's CSV export, as a signed-in user's browser asks for it. */
  const exportAs = (token: string) =>
    as(token).call(flaringContract.exportWorld, { query: { format: 'csv' } });
  /** A program's request: no cookie, no SPA headers, only the key. */
  const withKey = (url: string, key: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({
      method,
      url,
      headers: { 'x-api-key': key },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const EXPORT = '/api/flaring/exports/world?format=csv';
  const SEARCH = '/api/flaring/search?q=ypf';

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

  it('lets a program read premium data and exports as the key owner, and records when it was used', async () => {
    const { key, secret } = (await create('Exports')).json();
    const exported = await withKey(EXPORT, secret);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect((await withKey(SEARCH, secret)).statusCode).toBe(200);
    const used = (await list()).json().items.find((item) => item.id === key.id);
    expect(used?.lastUsedAt).toBe(t.clock.now().toISOString());
    // The list says when, a minute later, too (last use is written at most once a minute).
    t.clock.advance(61_000);
    expect((await withKey(EXPORT, secret)).statusCode).toBe(200);
    const again = (await list()).json().items.find((item) => item.id === key.id);
    expect(again?.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('never accepts a key for writes, passport, account, nor for managing keys', async () => {
    const { secret } = (await create('Writer')).json();
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/passport',
      headers: { ...spaHeaders, 'x-api-key': secret },
      payload: { headline: 'Set by a key' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('api_key_not_accepted');
    for (const url of ['/api/passport', '/api/account', '/api/account/api-keys', '/api/notifications']) {
      const response = await withKey(url, secret);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('api_key_not_accepted');
    }
    const row = await t.db
      .selectFrom('users')
      .select('headline')
      .where('id', '=', premium.user.id)
      .executeTakeFirstOrThrow();
    expect(row.headline).toBeNull();
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
    expect((await exportAs(premium.token)).statusCode).toBe(200);
    expect((await withKey(EXPORT, secret)).statusCode).toBe(200);
    await changeUserAccess(t, { email: premium.user.email, hasPremiumAccess: false });
    expect((await withKey(EXPORT, secret)).json().error.code).toBe('api_key_invalid');
    expect((await exportAs(premium.token)).statusCode).toBe(403);
    await changeUserAccess(t, { email: premium.user.email, hasPremiumAccess: true });
    expect((await withKey(EXPORT, secret)).statusCode).toBe(200);
  });

  it('rate-limits each key', async () => {
    const { secret } = (await create('Busy')).json();
    t.clock.advance(61_000);
    for (let i = 0; i < API_KEY_RATE_LIMIT.limit; i += 1) {
      expect((await withKey(SEARCH, secret)).statusCode).toBe(200);
    }
    const refused = await withKey(SEARCH, secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    t.clock.advance(61_000);
    expect((await withKey(SEARCH, secret)).statusCode).toBe(200);
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
    expect((await create('Mine', plain.token)).error().code).toBe('no_premium_access');
    expect((await list(plain.token)).statusCode).toBe(403);
    expect((await as(null).call(apiKeysContract.getApiKeys)).statusCode).toBe(401);
    for (const name of ['', '   ', 'x'.repeat(61), 'tab\there']) {
      expect((await create(name)).error().code, JSON.stringify(name)).toBe('validation_failed');
    }
    const fresh = await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 });
    for (let i = 1; i <= 10; i += 1) expect((await create(`key ${i}`, fresh.token)).statusCode).toBe(201);
    expect((await create('eleventh', fresh.token)).error().code).toBe('api_key_limit');
  });
  it('expires a key when its owner chose, a year after its creation by default, or never', async () => {
    const owner = await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 });
    const madeAt = t.clock.now().getTime();
    const byDefault = (await create('Default', owner.token)).json();
    expect(byDefault.key).toMatchObject({
      expiresAt: new Date(madeAt + 365 * DAY_MS).toISOString(),
      expired: false,
    });
    const short = (await create('A month', owner.token, { expiresInDays: 30 })).json();
    expect(short.key.expiresAt).toBe(new Date(madeAt + 30 * DAY_MS).toISOString());
    const forever = (await create('No expiry', owner.token, { expiresInDays: 'never' })).json();
    expect(forever.key.expiresAt).toBeNull();
    // Each lifetime is on record, "never" by name: someone chose it.
    const audited = await t.db
      .selectFrom('audit_events')
      .select(['details', 'actor_id'])
      .where('event', '=', 'api_key_created')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(audited.map((row) => JSON.parse(row.details ?? '{}').expiresInDays).sort()).toEqual([
      30,
      365,
      'never',
    ]);
    expect(audited.every((row) => row.actor_id === owner.user.id)).toBe(true);

    t.clock.advance(30 * DAY_MS - 1);
    expect((await withKey(EXPORT, short.secret)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await withKey(EXPORT, short.secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toMatchObject({
      code: 'api_key_expired',
      message: expect.stringContaining('expired'),
      details: { expiredAt: short.key.expiresAt },
    });
    const listed = (await list(owner.token)).json().items;
    expect(listed.find((key: { id: string }) => key.id === short.key.id)).toMatchObject({
      expired: true,
      lastUsedAt: new Date(madeAt + 30 * DAY_MS - 1).toISOString(),
    });
    expect(listed.find((key) => key.id === byDefault.key.id)?.expired).toBe(false);

    t.clock.advance(335 * DAY_MS);
    expect((await withKey(EXPORT, byDefault.secret)).json().error.code).toBe('api_key_expired');
    // An expired key is listed until its owner revokes it.
    expect((await revoke(short.key.id, owner.token)).statusCode).toBe(204);
    t.clock.advance(365 * DAY_MS);
    expect((await withKey(EXPORT, forever.secret)).statusCode).toBe(200);
    expect((await list(owner.token)).json().items).toHaveLength(2);
  });

  it('refuses an expiry that is not one of the choices (null included) with a field error, and creates nothing', async () => {
    const owner = await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 });
    for (const expiresInDays of [0, -1, 1, 731, 1.5, '30', true, null, 'Never', 'forever']) {
      const response = await create('Bad expiry', owner.token, { expiresInDays });
      expect(response.statusCode, String(expiresInDays)).toBe(400);
      expect(response.error()).toMatchObject({
        code: 'validation_failed',
        fields: { expiresInDays: 'validation.invalid_value' },
      });
    }
    expect((await list(owner.token)).json().items).toEqual([]);
  });

  it('keeps to 10 keys when 20 are asked for at once', async () => {
    const owner = await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 });
    for (let i = 1; i <= 8; i += 1) expect((await create(`key ${i}`, owner.token)).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(`at once ${i}`, owner.token)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(2).fill(201), ...Array<number>(18).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.error().code).toBe('api_key_limit');
    }
    expect((await list(owner.token)).json().items).toHaveLength(10);
  });

  describe("an administrator's key", () => {
    let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
    let secret: string;
    let keyId: string;
    let values: Record<string, string>;
    let sourceId: string;
    beforeAll(async () => {
      admin = await buildSignedInUser(t.db, t.clock, {
        role: 'admin',
        has_premium_access: 1,
        has_project_access: 1,
      });
      ({
        key: { id: keyId },
        secret,
      } = (await create('Admin key', admin.token)).json());
      const flare = await t.db
        .selectFrom('flares')
        .innerJoin('companies', 'companies.id', 'flares.company_id')
        .select('flares.name')
        .where('companies.slug', '=', 'ypf-s-a')
        .orderBy('flares.name')
        .executeTakeFirstOrThrow();
      const project = await t.db.selectFrom('projects').select('slug').executeTakeFirst();
      ({ id: sourceId } = await t.db.selectFrom('data_sources').select('id').executeTakeFirstOrThrow());
      values = {
        country: 'argentina',
        company: 'ypf-s-a',
        name: flare.name,
        project: project?.slug ?? 'no-such-project',
        id: admin.user.id,
        username: admin.user.username ?? 'nobody',
        file: 'observations.csv',
        document: randomUUID(),
        '*': `users/${admin.user.id}/cover/x.webp`,
      };
    });

    /** Every operation of the API's own description, with real values in its path. */
    const operations = async () => {
      const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      return Object.entries(spec.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => ({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          pattern: path.replace(/\{([^}]+)\}/g, ':$1'),
          url: path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            name === 'id' && path.startsWith('/api/admin/sources')
              ? sourceId
              : name === 'id' && path.startsWith('/api/account/api-keys')
                ? keyId
                : encodeURIComponent(values[name] ?? 'x'),
          ),
        })),
      );
    };
    const send = (op: { method: string; url: string }, headers: Record<string, string>) =>
      t.app.inject({
        method: op.method as 'GET',
        url: op.url,
        headers: { ...spaHeaders, ...headers },
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });

    it('never reaches the admin console, whatever the owner may do with a session', async () => {
      for (const url of [
        '/api/admin/users',
        '/api/admin/audit.csv',
        `/api/admin/users/${admin.user.id}`,
        '/api/event/registrations',
        '/api/event/registrations.csv',
        '/api/admin/dashboard',
        '/api/imports/jobs',
      ]) {
        // The same administrator's session reads it: only the key is refused.
        expect(
          (
            await t.app.inject({
              method: 'GET',
              url,
              headers: { ...spaHeaders, cookie: `auth=${admin.token}` },
            })
          ).statusCode,
          url,
        ).toBe(200);
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await t.app.inject({ method, url, headers: { 'x-api-key': secret } });
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          if (method === 'GET') expect(response.json().error.code).toBe('api_key_not_accepted');
        }
      }
    });

    it('reaches every route of the allow-list, and on every other answers as to a visitor or is refused', async () => {
      const ops = await operations();
      const listed = ops.filter((op) => op.method === 'GET' && API_KEY_ROUTES.has(op.pattern));
      expect(listed.map((op) => op.pattern).sort()).toEqual([...API_KEY_ROUTES].sort());
      for (const op of listed) {
        const url = op.pattern.startsWith('/api/flaring/exports')
          ? `${op.url}?format=csv`
          : op.pattern === '/api/flaring/search'
            ? `${op.url}?q=ypf`
            : op.url;
        const response = await send({ ...op, url }, { 'x-api-key': secret });
        expect(response.statusCode, url).toBe(200);
        expect(
          (await t.app.inject({ method: 'HEAD', url, headers: { 'x-api-key': secret } })).statusCode,
        ).toBe(200);
      }
      let refused = 0;
      for (const op of ops.filter((o) => !listed.includes(o))) {
        const label = `${op.method} ${op.url}`;
        const visitor = await send(op, {});
        const keyed = await send(op, { 'x-api-key': secret });
        if (keyed.statusCode === 403 && keyed.json().error.code === 'api_key_not_accepted') {
          refused += 1;
          continue;
        }
        // Not refused: a route open to visitors, which answers the key's request exactly as theirs.
        expect(visitor.statusCode, label).not.toBe(401);
        expect(keyed.statusCode, label).toBe(visitor.statusCode);
      }
      // Every route that needs someone signed in refused the key (over 50 of them).
      expect(refused).toBeGreaterThan(50);
      // Nothing the key was sent to changed: the admin still has their key, role and grants.
      expect((await list(admin.token)).json().items.map((key: { id: string }) => key.id)).toContain(keyId);
      expect((await as(admin).call(accountContract.get)).json()).toMatchObject({ role: 'admin' });
    }, 60_000);
  });
});

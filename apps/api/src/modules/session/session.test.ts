import { sessionContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { DAY_MS } from '../../infra/clock.js';
import { hashToken } from './session-token.js';

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
};

describe('GET /api/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());
  const getSession = (caller: Caller, headers: Record<string, string> = {}) =>
    client(t).as(caller).call(sessionContract.get, {}, { headers });

  it('says signed out without a cookie, and sets no cookie', async () => {
    const response = await getSession(null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedIn: false, user: null });
    expect(setCookies(response.headers)).toEqual([]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says who is signed in and rewrites auth (HttpOnly) and enviroment=prod for 1000 days', async () => {
    const { user, token } = await buildSignedInUser(t.db, t.clock, { language: 'es', units: 'imperial' });
    const response = await getSession(token);
    expect(response.json()).toEqual({
      signedIn: true,
      user: {
        id: user.id,
        email: user.email,
        username: user.username,
        firstName: 'Ana',
        lastName: 'Pérez',
        language: 'es',
        units: 'imperial',
        role: 'user',
        hasPremiumAccess: false,
        hasProjectAccess: false,
      },
    });
    const cookies = setCookies(response.headers);
    const auth = cookies.find((c) => c.startsWith('auth='));
    const env = cookies.find((c) => c.startsWith('enviroment='));
    expect(auth).toContain(`auth=${token}`);
    expect(auth).toContain('Max-Age=86400000');
    expect(auth).toContain('HttpOnly');
    expect(auth).toContain('SameSite=Lax');
    expect(auth).toContain('Path=/');
    expect(auth).not.toContain('Domain='); // localhost: browsers refuse a Domain attribute
    expect(env).toContain('enviroment=prod');
    expect(env).toContain('Max-Age=86400000');
    expect(env).not.toContain('HttpOnly');
  });

  it('stores only a hash of the session token', async () => {
    const { user, token } = await buildSignedInUser(t.db, t.clock);
    const rows = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // SHA-256 in hex (FIPS 180-2's "abc" example): kept sessions stay valid across a change of how it is computed.
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('treats an unknown token as signed out and clears the cookies', async () => {
    const response = await getSession('forged-token');
    expect(response.json()).toEqual({ signedIn: false, user: null });
    const auth = setCookies(response.headers).find((c) => c.startsWith('auth='));
    expect(auth).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('treats an expired session as signed out', async () => {
    const { token } = await buildSignedInUser(t.db, t.clock);
    t.clock.advance(1001 * DAY_MS);
    const response = await getSession(token);
    t.clock.advance(-1001 * DAY_MS);
    expect(response.json().signedIn).toBe(false);
  });

  it('extends a used session to a full 1000 days', async () => {
    const { user, token } = await buildSignedInUser(t.db, t.clock);
    t.clock.advance(500 * DAY_MS);
    const first = await getSession(token);
    expect(first.json().signedIn).toBe(true);
    t.clock.advance(600 * DAY_MS); // 1100 days after sign-in, 600 after last use
    const second = await getSession(token);
    t.clock.advance(-1100 * DAY_MS);
    expect(second.json()).toMatchObject({ signedIn: true, user: { id: user.id } });
  });

  it('writes the extension at most once a day: a start-up call the same day changes nothing', async () => {
    const { token } = await buildSignedInUser(t.db, t.clock);
    const expiry = () =>
      t.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
    t.clock.advance(2 * DAY_MS);
    await getSession(token);
    const extended = (await expiry()).expires_at;
    t.clock.advance(3 * 60 * 60 * 1000);
    const again = await getSession(token);
    expect(again.json().signedIn).toBe(true);
    expect((await expiry()).expires_at).toBe(extended);
    t.clock.advance(DAY_MS);
    await getSession(token);
    t.clock.advance(-2 * DAY_MS - DAY_MS - 3 * 60 * 60 * 1000);
    expect((await expiry()).expires_at > extended).toBe(true);
  });

  it('sends the same kept answer until the account changes, then the change at once (decision 042)', async () => {
    const { user, token } = await buildSignedInUser(t.db, t.clock, { language: 'es' });
    const get = (headers: Record<string, string> = {}) => getSession(token, headers);
    const first = await get();
    const etag = String(first.headers.etag);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get()).body).toBe(first.body);
    // The cookie lines written without the plugin are the plugin's own, byte for byte.
    expect(setCookies(first.headers)).toEqual([
      `auth=${token}; Max-Age=86400000; Path=/; HttpOnly; SameSite=Lax`,
      'enviroment=prod; Max-Age=86400000; Path=/; SameSite=Lax',
    ]);
    const unchanged = await get({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(setCookies(unchanged.headers)).toHaveLength(2);
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', user.id).execute();
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user?.language).toBe('en');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('treats the session of a closed account as signed out', async () => {
    const { token } = await buildSignedInUser(t.db, t.clock, { closed_at: t.clock.now().toISOString() });
    const response = await getSession(token);
    expect(response.json().signedIn).toBe(false);
  });
});

describe('DELETE /api/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://app.flarescope.example' });
  }, 30_000);
  afterAll(async () => t.close());
  const as = (caller: Caller) => client(t).as(caller);
  const getSession = (caller: Caller) => as(caller).call(sessionContract.get);
  /** The SPA's requests come from the site's own origin. */
  const sameOrigin = { headers: { origin: 'https://app.flarescope.example' } };

  it('ends the session and clears both cookies', async () => {
    const { token } = await buildSignedInUser(t.db, t.clock);
    const response = await as(token).call(sessionContract.delete, {}, sameOrigin);
    expect(response.statusCode).toBe(204);
    const cookies = setCookies(response.headers);
    expect(cookies.some((c) => c.startsWith('auth=;'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('enviroment=;'))).toBe(true);
    const after = await getSession(token);
    expect(after.json().signedIn).toBe(false);
  });

  it('marks cookies Secure and scopes them to the root domain on an https site', async () => {
    const { token } = await buildSignedInUser(t.db, t.clock);
    const response = await getSession(token);
    const auth = setCookies(response.headers).find((c) => c.startsWith('auth='));
    expect(auth).toContain('Secure');
    expect(auth).toContain('Domain=app.flarescope.example');
  });

  it('refuses to sign out without the SPA header', async () => {
    const { token } = await buildSignedInUser(t.db, t.clock);
    // Without the SPA's headers, which the client always sends: only the session cookie.
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      cookies: { auth: token },
    });
    expect(response.statusCode).toBe(403);
    const after = await getSession(token);
    expect(after.json().signedIn).toBe(true);
  });
});

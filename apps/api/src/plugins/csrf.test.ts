import { passportContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, spaHeaders, type TestApp } from '../testing/build-test-app.js';
import { client } from '../testing/client.js';
import { buildSignedInUser } from '../testing/factories.js';
import { changedTables, fingerprint } from '../testing/fuzz.js';
import { isNonCanonicalApiPath } from './csrf.js';

/** A cross-site attacker's request: the victim's cookie rides along, nothing else of the SPA's. */
const CROSS_SITE = {
  origin: 'http://evil.example',
  'sec-fetch-site': 'cross-site',
  'content-type': 'application/json',
};

/** `/api/passport` spelt as the router decodes it but not as the guard once read it (issue 25, item 1). */
const ENCODED_PASSPORT = [
  '/%61pi/passport',
  '/a%70i/passport',
  '/ap%69/passport',
  '/%61%70%69/passport',
  '/api/%70assport',
  '/api/passpor%74',
  '/%2561pi/passport', // decoded once by the router: `/%61pi/passport`, no route
];

describe('isNonCanonicalApiPath', () => {
  it.each([
    ['/%61pi/passport', true],
    ['/a%70i', true],
    ['/api/%70assport?x=1', true],
    ['/api/flaring/search?q=%61', false], // the query is not the path
    ['/api/flaring/countries/ca%C3%B1adon', false], // an escaped non-ASCII letter is the canonical form
    ['/api/passport', false],
    ['/flaring-explorer/%61rgentina', false], // not under /api: the SPA's
    ['/%E0%A4%A', false], // a bad escape: the router's malformed_url
  ])('%s → %s', (url, expected) => {
    expect(isNonCanonicalApiPath(url)).toBe(expected);
  });
});

describe('CSRF guard on the decoded path', () => {
  let t: TestApp;
  let victim: string;
  beforeAll(async () => {
    t = await buildTestApp();
    victim = (await buildSignedInUser(t.db, t.clock)).token;
    await client(t)
      .as(victim)
      .call(passportContract.patch, { body: { headline: 'Reservoir engineer' } });
  }, 30_000);
  afterAll(async () => t.close());

  const headline = async () => (await client(t).as(victim).call(passportContract.get)).json().headline;

  it.each(ENCODED_PASSPORT)('refuses a cross-site PATCH %s and writes nothing', async (url) => {
    const before = await fingerprint(t.db);
    // An escaped path and a cross-site request, on purpose: the client sends neither.
    const response = await t.app.inject({
      method: 'PATCH',
      url,
      headers: CROSS_SITE,
      cookies: { auth: victim },
      payload: { headline: 'Hacked' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(['malformed_url', 'csrf_rejected']).toContain(response.json().error.code);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
    expect(await headline()).toBe('Reservoir engineer');
  });

  it('refuses an escaped API path even with the SPA headers: malformed_url, never routed', async () => {
    // An escaped path, on purpose: the client builds the canonical one.
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/%61pi/passport',
      headers: spaHeaders,
      cookies: { auth: victim },
      payload: { headline: 'Hacked' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('malformed_url');
    expect(await headline()).toBe('Reservoir engineer');
  });

  it('refuses a read by an escaped API path too (one spelling per resource)', async () => {
    // An escaped path, on purpose: the client builds the canonical one.
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/passport', cookies: { auth: victim } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('malformed_url');
  });

  it('guards a write on any path, not only under /api/', async () => {
    for (const url of ['/flaring-explorer', '/API/passport', '//api/passport', '/api']) {
      // Paths outside the contract and a cross-site request, on purpose.
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: CROSS_SITE,
        cookies: { auth: victim },
        payload: {},
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('csrf_rejected');
    }
  });

  it('still lets the SPA write by the canonical path', async () => {
    const response = await client(t)
      .as(victim)
      .call(passportContract.patch, { body: { headline: 'Production engineer' } });
    expect(response.statusCode).toBe(200);
    expect(await headline()).toBe('Production engineer');
  });
});

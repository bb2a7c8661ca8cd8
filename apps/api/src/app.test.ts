import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captchaContract, healthContract, sessionContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, spaHeaders, type TestApp } from './testing/build-test-app.js';
import { client } from './testing/client.js';

describe('API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        beforeReady: (app) =>
          app.get('/api/test-boom', async () => {
            throw new Error('connection string postgres://secret@db leaked');
          }),
      },
    );
  }, 30_000);
  afterAll(async () => t.close());
  const visitor = () => client(t).as(null);

  describe('GET /api/health', () => {
    it('reports the database as up, with its dialect', async () => {
      const response = await visitor().call(healthContract.get);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: 'ok',
        dialect: t.config.database.dialect,
        version: expect.any(String),
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('unknown paths', () => {
    it.each(['GET', 'POST', 'DELETE'] as const)(
      'answers %s /api/nowhere with a JSON 404 in the error shape',
      async (method) => {
        // A path outside the contract, on purpose.
        const response = await t.app.inject({ method, url: '/api/nowhere', headers: spaHeaders });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Page Not Found' } });
      },
    );

    it('answers a non-API path with a JSON 404 when no web build is served', async () => {
      // A web page's path, not an API route.
      const response = await t.app.inject({ method: 'GET', url: '/flaring-explorer' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('bad requests', () => {
    it('refuses malformed JSON with 400 malformed_body', async () => {
      // A raw body that is not JSON: below what the client sends.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/captcha/verify',
        headers: { ...spaHeaders, 'content-type': 'application/json' },
        payload: '{"action": "login", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('malformed_body');
    });

    it('refuses a wrong content type with 415', async () => {
      // A raw text body: below what the client sends.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/captcha/verify',
        headers: { ...spaHeaders, 'content-type': 'text/plain' },
        payload: 'action=login',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    });

    it('refuses an oversized body with 413', async () => {
      const response = await visitor().call(captchaContract.postVerify, {
        body: { action: 'login', token: 'x'.repeat(200_000) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.error().code).toBe('payload_too_large');
    });

    it('answers missing and wrong-typed fields with 400 and per-field message keys', async () => {
      // A wrong-typed action and no token, on purpose: the body is what a client could send.
      const response = await visitor().call(captchaContract.postVerify, { body: { action: 42 } as never });
      expect(response.statusCode).toBe(400);
      expect(response.error()).toMatchObject({
        code: 'validation_failed',
        fields: { action: 'validation.invalid_value', token: 'validation.required' },
      });
    });

    it('keeps serving after bad requests', async () => {
      const response = await visitor().call(healthContract.get);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('server errors', () => {
    it('answers 500 with the general message and no internals', async () => {
      // The test's own failing route, outside the contract.
      const response = await t.app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: {
          code: 'internal',
          message: 'Error. Check your internet connection, refresh the website and try again.',
        },
      });
      expect(response.body).not.toContain('secret');
    });
  });

  describe('CSRF defence', () => {
    const body = { action: 'login', token: 'abc' } as const;

    it('refuses a state-changing request without X-Requested-With', async () => {
      // Without the SPA's headers, which the client always sends.
      const response = await t.app.inject({ method: 'POST', url: '/api/captcha/verify', payload: body });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf_rejected');
    });

    it('refuses a request from another origin', async () => {
      const response = await visitor().call(
        captchaContract.postVerify,
        { body },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(response.statusCode).toBe(403);
      expect(response.error().code).toBe('csrf_rejected');
    });

    it('refuses a browser request marked cross-site', async () => {
      const response = await visitor().call(
        sessionContract.delete,
        {},
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(response.statusCode).toBe(403);
    });

    it('lets a same-origin SPA request through to validation', async () => {
      const response = await visitor().call(captchaContract.postVerify, { body });
      expect(response.error().code).toBe('captcha_failed');
    });
  });

  describe('headers', () => {
    it('sets security headers', async () => {
      const response = await visitor().call(healthContract.get);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });

    it('compresses large responses', async () => {
      // The OpenAPI document is served beside the contract, not in it.
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('OpenAPI', () => {
    it('serves the document at /api/openapi.json with every route', async () => {
      // The document and its page are served beside the contract, not in it.
      const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/health',
          '/api/session',
          '/api/captcha/config',
          '/api/captcha/challenge',
          '/api/captcha/verify',
        ]),
      );
    });

    it('serves a docs page at /api/docs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    });
  });
});

describe('serving the web build', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Flarescope</title>' +
        '<script type="module" crossorigin src="/assets/app-abc123.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-def456.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  }, 30_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  // The web's pages and files, outside the API's contract: requests as a browser sends them.

  it.each([
    '/',
    '/home',
    '/flaring-explorer/colombia/ecopetrol',
    '/project/x/project-details',
    '/no/such/page',
  ])('answers the client route %s with index.html', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  /** The page's content without its tags (the first paint's visible words). */
  const firstPaintOf = (html: string) => /<div id="first-paint"[^>]*>(.*?)<div id="root">/s.exec(html)?.[1];

  it('writes the first paint of a fixed page into index.html, in both languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/companies?from=menu' });
    const firstPaint = firstPaintOf(response.body);
    expect(firstPaint).toContain('<div lang="en">');
    expect(firstPaint).toContain('Companies Explorer');
    expect(firstPaint).toContain('The oil and gas operators of each country');
    expect(firstPaint).toContain('<div lang="es">');
    expect(firstPaint).toContain('Explorador de empresas');
    // A picture only: hidden from assistive technology, unclickable, and without links or buttons.
    expect(response.body).toMatch(/<div id="first-paint" aria-hidden="true" inert>/);
    expect(firstPaint).not.toMatch(/<(a|button|input)\b/);
    // The app's modules are named, not fetched: the inline script starts them after the first paint.
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).not.toContain('rel="modulepreload"');
    expect(response.body).toContain('<meta name="app-entry" content="/assets/app-abc123.js">');
    expect(response.body).toContain('<meta name="app-module" content="/assets/react-def456.js">');
  });

  it('writes only the header for pages whose title comes from the data, with the section marked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/flaring-explorer/colombia/ecopetrol' });
    const firstPaint = firstPaintOf(response.body) ?? '';
    expect(firstPaint).toContain('<span class="fp-link" data-active>Flaring Explorer</span>');
    expect(firstPaint).toContain('<span class="fp-link" data-active>Explorador de quema</span>');
    expect(firstPaint).not.toContain('fp-title');
    expect(firstPaint).not.toContain('colombia');
  });

  it.each(['/?reset=1', '/oagregistermanualactive'])(
    'writes no first paint for %s, which has no header',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('first-paint');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
    },
  );

  it('answers a revalidation of an unchanged page with 304, and a page of another route with 200', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/companies' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const revalidate = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    const again = await revalidate('/companies');
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await revalidate('/methodology');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Methodology');
  });

  it('never writes the requested path into the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/companies/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    expect(response.body).not.toMatch(/<script>alert|%3Cscript/i);
  });

  it('allows the inline first-paint script by its hash and no other inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/companies' });
    const inline = /<script>(.*?)<\/script>/s.exec(response.body)?.[1] ?? '';
    expect(inline).toContain('localStorage.getItem("flarescope.locale")');
    const hash = crypto.createHash('sha256').update(inline).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ').sort()).toEqual(["'self'", `'sha256-${hash}'`].sort());
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown /api paths with JSON', async () => {
    // A path outside the contract, on purpose.
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

const PRECOMPRESS = fileURLToPath(new URL('../../../../scripts/precompress.mjs', import.meta.url));

const WORDS = [
  'flare',
  'gas',
  'volume',
  'operator',
  'country',
  'year',
  'power',
  'project',
  'ratio',
  'screen',
];

/** A bundle big enough to be worth compressing, with some variety (as a real one has), different per name. */
const bundle = (name: string) =>
  Array.from(
    { length: 400 },
    (_, i) =>
      `export const ${name}${WORDS[i % 10]}${i} = (x) => x * ${(i * 7919) % 1000} + '${WORDS[(i * 3) % 10]} ${WORDS[(i * 7) % 10]}';`,
  ).join('\n');

/**
 * The web build served precompressed (issue 36, item 7): the build's post-step writes `.br` and `.gz`
 * beside each asset, and the server sends the copy the browser accepts instead of compressing the file on
 * each request. A fake build in a temporary folder, precompressed by the real script, behind the whole app.
 */
describe('serving the web build precompressed', () => {
  let t: TestApp;
  let dist: string;
  const js = bundle('flare');
  const asset = '/assets/app-abc123.js';

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="en"><head><script type="module" src="${asset}"></script></head>` +
        '<body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, asset), js);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), bundle('map'));
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-def456.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(dist, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
    );
    execFileSync(process.execPath, [PRECOMPRESS, dist]);
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  // The web's static files, outside the API's contract: requests as a browser sends them.
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('writes a Brotli and a gzip copy beside compressible files, not beside maps or small files', () => {
    const assets = fs.readdirSync(path.join(dist, 'assets')).sort();
    expect(assets).toEqual([
      'app-abc123.js',
      'app-abc123.js.br',
      'app-abc123.js.gz',
      'app-abc123.js.map',
      'tiny-def456.js',
    ]);
    expect(fs.existsSync(path.join(dist, 'favicon.svg.br'))).toBe(true);
    const br = fs.readFileSync(path.join(dist, `${asset}.br`));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
    // Quality 11: smaller than what @fastify/compress makes per request (quality 4).
    const perRequest = zlib.brotliCompressSync(js, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.length).toBeLessThan(perRequest.length);
  });

  it('sends the Brotli copy as it is to a browser that accepts br, cached for a year', async () => {
    const response = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(fs.readFileSync(path.join(dist, `${asset}.br`)))).toBe(true);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(js);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get(asset, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(fs.readFileSync(path.join(dist, `${asset}.gz`)))).toBe(true);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('sends the file itself to a client that asks for identity, or names no encoding', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, {}] as Array<Record<string, string>>) {
      const response = await get(asset, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(js);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('gives each encoding its own ETag, and revalidates each with 304', async () => {
    const br = await get(asset, { 'accept-encoding': 'br' });
    const gzip = await get(asset, { 'accept-encoding': 'gzip' });
    const identity = await get(asset, { 'accept-encoding': 'identity' });
    const etags = [br, gzip, identity].map((response) => String(response.headers.etag));
    expect(new Set(etags).size).toBe(3);
    const again = await get(asset, { 'accept-encoding': 'br', 'if-none-match': etags[0] ?? '' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A cache holding the identity copy does not get a 304 for a browser that takes Brotli.
    const other = await get(asset, { 'accept-encoding': 'br', 'if-none-match': etags[2] ?? '' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('still compresses, per request, a file without a copy (a source map)', async () => {
    const response = await get('/assets/app-abc123.js.map', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(bundle('map'));
  });

  it('revalidates a file outside assets/ (no-cache), precompressed too', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload.equals(fs.readFileSync(path.join(dist, 'favicon.svg.br')))).toBe(true);
  });

  it('serves no copy by its own name: a .br path is a client route (index.html)', async () => {
    const response = await get(`${asset}.br`, { 'accept-encoding': 'br' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).not.toBe('br');
  });
});

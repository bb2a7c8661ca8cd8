import { appConfigContract } from '@flarescope/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';

describe('GET /api/config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('tells the SPA to draw the offline world layer when no basemap is configured', async () => {
    t = await buildTestApp();
    const response = await client(t).as(null).call(appConfigContract.get);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ basemapStyleUrl: null });
  });

  it('publishes BASEMAP_STYLE_URL and lets the page load the basemap (CSP)', async () => {
    t = await buildTestApp({ BASEMAP_STYLE_URL: 'https://tiles.example.org/styles/basic.json' });
    const response = await client(t).as(null).call(appConfigContract.get);
    expect(response.json()).toEqual({ basemapStyleUrl: 'https://tiles.example.org/styles/basic.json' });
    expect(String(response.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://tiles.example.org",
    );
  });
});

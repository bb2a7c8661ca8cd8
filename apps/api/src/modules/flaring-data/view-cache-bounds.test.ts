import {
  flareListQuerySchema,
  flaringContract,
  horizonQuerySchema,
  mapQuerySchema,
} from '@flarescope/shared';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { bumpDataVersion } from './data-version.js';
import { chooseEncoding, createViewCache, viewKey } from './view-cache.js';

/**
 * Issue 15, item 4: the view cache was keyed on the raw URL and bounded only in entries (2000 of up to
 * ~1.2 MB each), so `GET /api/flaring/map?utm=<n>` for 600 values grew the process by ~940 MB. The key is
 * now the route with its validated, normalised parameters and query; the cache is bounded in bytes.
 */
const fakeReply = () => {
  const reply = {
    request: { headers: {} },
    header: () => reply,
    type: () => reply,
    send: () => reply,
  };
  return reply as unknown as FastifyReply;
};

describe('view cache keys', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/api/flaring/map', { schema: { querystring: mapQuerySchema } }, async (request) => ({
    key: viewKey(request),
  }));
  app.get(
    '/api/flaring/countries/:country/flares',
    { schema: { params: z.object({ country: z.string() }), querystring: flareListQuerySchema } },
    async (request) => ({ key: viewKey(request) }),
  );
  app.get(
    '/api/flaring/countries/:country',
    { schema: { params: z.object({ country: z.string() }), querystring: horizonQuerySchema } },
    async (request) => ({ key: viewKey(request) }),
  );
  // A bare Fastify app of three routes that answer their view key, not the API: its URLs are injected as written.
  const keyOf = async (url: string) => (await app.inject({ method: 'GET', url })).json().key as string;
  afterAll(() => app.close());

  it('ignores unknown query parameters and writes the known ones one way', async () => {
    const keys = new Set(
      await Promise.all(
        [
          '/api/flaring/map',
          '/api/flaring/map?utm=1',
          '/api/flaring/map?utm=2&fbclid=x',
          '/api/flaring/map?bbox=-180,-90,180,90&zoom=1',
          '/api/flaring/map?zoom=1.0&bbox=-180.0,-90,180,90.00',
          '/api/flaring/map?zoom=1&_=123456',
        ].map(keyOf),
      ),
    );
    expect(keys.size).toBe(1);
    const filtered = await keyOf('/api/flaring/map?country=argentina');
    expect(keys.has(filtered)).toBe(false);
    expect(filtered).toBe(await keyOf('/api/flaring/map?zoom=1&country=argentina&x=1'));
  });

  it('tells routes and parameters apart, and fills defaults in', async () => {
    const list = await keyOf('/api/flaring/countries/argentina/flares');
    expect(list).toBe(await keyOf('/api/flaring/countries/argentina/flares?page=1&pageSize=25&sort=volume'));
    expect(list).not.toBe(await keyOf('/api/flaring/countries/argentina/flares?page=2'));
    expect(list).not.toBe(await keyOf('/api/flaring/countries/mexico/flares'));
    const country = await keyOf('/api/flaring/countries/argentina');
    expect(country).toBe(await keyOf('/api/flaring/countries/argentina?horizon=gwp100&utm=z'));
    expect(country).not.toBe(await keyOf('/api/flaring/countries/argentina?horizon=gwp20'));
    expect(country).not.toBe(list);
  });
});

describe('view cache size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await bumpDataVersion(t.db, { value: 'v1', now: t.clock.now().toISOString() });
  });
  afterAll(() => t.close());

  const schema = z.object({ padding: z.string() });
  const view = (bytes: number) => () => Promise.resolve({ padding: 'x'.repeat(bytes) });

  it('holds at most maxBytes, dropping the least recently used', async () => {
    const cache = createViewCache(t.db, { maxBytes: 100_000 });
    let computed = 0;
    const serve = (key: string) =>
      cache(fakeReply(), key, schema, () => {
        computed += 1;
        return view(10_000)();
      });
    for (let i = 0; i < 600; i += 1) {
      await serve(`view ${i}`);
      // The first view stays the most recently used: it is never the one dropped.
      await serve('view 0');
      expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
    }
    expect(cache.stats().entries).toBeLessThanOrEqual(9);
    const before = computed;
    await serve('view 0');
    await serve('view 599');
    expect(computed).toBe(before);
    await serve('view 1');
    expect(computed).toBe(before + 1);
  });

  it('counts compressed copies, and serves a view larger than the budget without keeping it', async () => {
    const cache = createViewCache(t.db, { maxBytes: 50_000 });
    const reply = () => {
      const r = fakeReply();
      (r.request as { headers: Record<string, string> }).headers = { 'accept-encoding': 'br, gzip' };
      return r;
    };
    await cache(reply(), 'small', schema, view(20_000));
    const plain = cache.stats().bytes;
    expect(plain).toBeGreaterThan(20_000);
    await cache(reply(), 'small', schema, view(20_000));
    expect(cache.stats()).toEqual({ bytes: plain, entries: 1 });
    await cache(reply(), 'huge', schema, view(80_000));
    expect(cache.stats()).toEqual({ bytes: plain, entries: 1 });
  });
});

describe('the flaring routes key their views on the validated query', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
  }, 60_000);
  afterAll(() => t.close());

  it('answers ?utm=<n> from the view already kept, whatever n', async () => {
    // Parameters the route does not know (utm, fbclid) are sent on purpose: the query is cast.
    const get = (query: Record<string, string | number | undefined> = {}) =>
      client(t)
        .as(null)
        .call(flaringContract.country, { params: { country: 'argentina' }, query: query as never });
    const first = await get();
    expect(first.statusCode).toBe(200);
    // Changed behind the cache's back (no new data version): only a newly computed view would show it.
    await t.db.updateTable('countries').set({ name_en: 'Renamed' }).where('iso3', '=', 'ARG').execute();
    for (const query of [{ utm: 1 }, { utm: 2, horizon: 'gwp100' }, { horizon: 'gwp100', fbclid: 'abc' }]) {
      const again = await get(query);
      expect(again.statusCode, again.raw.req.url).toBe(200);
      expect(again.body, again.raw.req.url).toBe(first.body);
    }
    // A different valid query is a different view, computed now.
    expect((await get({ horizon: 'gwp20' })).body).toContain('Renamed');
  });
});

describe('chooseEncoding', () => {
  it('picks brotli, then gzip, by weight, the same each time a header comes again and past its memory', () => {
    const cases: Array<[string | undefined, 'br' | 'gzip' | null]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.4', 'gzip'],
      ['identity', null],
      ['*', 'br'],
      [undefined, null],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [header, chosen] of cases) expect(chooseEncoding(header), String(header)).toBe(chosen);
    }
    // Many distinct headers (client input) do not grow what is remembered past its bound, nor change answers.
    for (let n = 0; n < 200; n += 1)
      expect(chooseEncoding(`gzip;q=0.${n % 10}, x-${n}`)).toBe(n % 10 ? 'gzip' : null);
    for (const [header, chosen] of cases) expect(chooseEncoding(header), String(header)).toBe(chosen);
  });
});

import { flaringContract, GWP20_CH4, GWP100_CH4 } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';

describe('GET /api/flaring/world', () => {
  let t: TestApp;
  const world = (query: { horizon?: 'gwp20' | 'gwp100' } = {}, headers: Record<string, string> = {}) =>
    client(t).as(null).call(flaringContract.world, { query }, { headers });
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  it('answers 503 before any data is loaded, never a 500', async () => {
    const response = await world();
    expect(response.statusCode).toBe(503);
    expect(response.error().code).toBe('service_unavailable');
  });

  describe('with the shipped data', () => {
    // The run's seeded template is the shipped seed loaded (testing/global-setup.ts): a copy of it, rather than
    // loading the seed again into the empty database above.
    beforeAll(async () => {
      await t.close();
      t = await buildTestApp({}, { seeded: true });
    }, 60_000);

    it('shows the World Bank’s published 2023 world total beside our satellite sum for 2023', async () => {
      const response = await world();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const y2023 = body.series.find((row) => row.year === 2023) ?? expect.unreachable('no 2023');
      expect(y2023.worldBankM3! / 1e9).toBeCloseTo(147.66, 1);
      // The satellite catalogue keeps persistent upstream sites only (SOURCES.md: 129.1–149.2 bcm a year).
      expect(y2023.satelliteM3! / 1e9).toBeGreaterThan(120);
      expect(y2023.satelliteM3! / 1e9).toBeLessThan(160);
      expect(y2023.satelliteM3).not.toBe(y2023.worldBankM3);
      expect(body.series[0]).toMatchObject({ year: 2012, satelliteM3: null });
      expect(body.series[0]?.worldBankM3).toBeGreaterThan(0);
    });

    it('totals the latest satellite year with CO2e from the flagged default composition', async () => {
      const body = (await world()).json();
      expect(body.latestYear).toBe(2024);
      expect(body.totals.flaredM3 / 1e9).toBeCloseTo(149.2, 0);
      expect(body.totals.isDefaultComposition).toBe(true);
      expect(body.totals.co2eTonnes).toBeCloseTo(
        body.totals.co2Tonnes + GWP100_CH4 * body.totals.ch4Tonnes,
        0,
      );
      expect(body.totals.flareCount).toBe(19_507);
      const active = await t.db
        .selectFrom('observations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('year', '=', 2024)
        .where('source_id', '=', 'eog-vnf-catalog-2017-2024')
        .where('volume_m3', '>', 0)
        .executeTakeFirstOrThrow();
      expect(body.totals.activeFlares).toBe(Number(active.n));
      expect(body.totals.activeFlares).toBeGreaterThan(8_000);
    });

    it('uses GWP20 when asked', async () => {
      const body = (await world({ horizon: 'gwp20' })).json();
      expect(body.totals.horizon).toBe('gwp20');
      expect(body.totals.co2eTonnes).toBeCloseTo(
        body.totals.co2Tonnes + GWP20_CH4 * body.totals.ch4Tonnes,
        0,
      );
    });

    it('ranks countries by satellite volume, 1 = largest, with the World Bank figure beside it', async () => {
      const body = (await world()).json();
      const [first, second] = body.countries;
      if (!first || !second) expect.unreachable('fewer than two countries');
      expect(first.worldRank).toBe(1);
      expect(second.worldRank).toBe(2);
      expect(first.flaredM3).toBeGreaterThanOrEqual(second.flaredM3);
      const venezuela = body.countries.find((c) => c.iso3 === 'VEN') ?? expect.unreachable('no Venezuela');
      expect(venezuela).toMatchObject({ slug: 'venezuela', nameEs: 'Venezuela', worldBankYear: 2023 });
      expect(venezuela.worldBankM3! / 1e9).toBeCloseTo(8.31, 2);
      expect(venezuela.intensityM3PerBbl).toBeCloseTo(30.3, 1);
    });

    it('refuses an unknown horizon with 400', async () => {
      // A horizon the route does not know, sent on purpose.
      const response = await world({ horizon: 'gwp5' as never });
      expect(response.statusCode).toBe(400);
      expect(response.error().fields).toHaveProperty('horizon');
    });

    it('sends Cache-Control and an ETag, and 304 when the ETag matches', async () => {
      const first = await world();
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const second = await world({}, { 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
    });
  });
});

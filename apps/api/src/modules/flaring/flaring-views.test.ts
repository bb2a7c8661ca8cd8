import {
  GWP20_CH4,
  daysInYear,
  powerPotentialMw,
  type CompanyResponse,
  type CountryResponse,
  type FieldOutlinesResponse,
  type FlareListResponse,
  type FlareResponse,
  flaringContract,
} from '@flarescope/shared';
import { brotliDecompressSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { escapeCell } from '../../lib/table-export.js';
import { getMapPoints } from './views/map.js';
import { bumpDataVersion, refreshRollupsForFlares } from '../flaring-data/index.js';

/**
 * The country, company, flare, map, search and export endpoints on the shipped real data. Expected
 * figures are recomputed here straight from the observations, not from the roll-ups the API reads.
 */
describe('flaring views on the shipped data', () => {
  let t: TestApp;
  let user: string;
  let premium: string;

  const as = (caller: Caller = null) => client(t).as(caller);
  const ARG = { country: 'argentina' };
  const YPF = { country: 'argentina', company: 'ypf-s-a' };
  type Headers = Record<string, string>;
  // Bad horizons, paging, sorting, boxes and tables go through these too, on purpose: cast where sent.
  const argentina = (query: { horizon?: 'gwp20' | 'gwp100' } = {}, headers: Headers = {}) =>
    as().call(flaringContract.country, { params: ARG, query }, { headers });
  const companyView = (company: string, country = 'argentina') =>
    as().call(flaringContract.company, { params: { country, company } });
  const countryFlares = (query: Record<string, string | number | undefined>) =>
    as().call(flaringContract.countryFlares, { params: ARG, query: query as never });
  const ypfFlares = (query: { pageSize?: number; sort?: 'name'; order?: 'asc' }) =>
    as().call(flaringContract.companyFlares, { params: YPF, query });
  const outlines = (company: string, headers: Headers = {}) =>
    as().call(flaringContract.companyOutlines, { params: { ...ARG, company } }, { headers });
  const flareOf = (name: string, caller: Caller = null) =>
    as(caller).call(flaringContract.flare, { params: { ...YPF, name } });
  const map = (query: { bbox?: string; zoom?: number; country?: string; company?: string } = {}) =>
    as().call(flaringContract.map, { query: query as never });
  type ExportQuery = Record<string, string>;
  const exportCountry = (caller: Caller, query: ExportQuery, country = 'argentina') =>
    as(caller).call(flaringContract.exportCountry, { params: { country }, query: query as never });
  const exportCompany = (caller: Caller, query: ExportQuery) =>
    as(caller).call(flaringContract.exportCompany, { params: YPF, query: query as never });
  const exportWorld = (caller: Caller, query: ExportQuery) =>
    as(caller).call(flaringContract.exportWorld, { query: query as never });

  /** Satellite upstream volume of a country (or a company) in a year, summed from the raw observations. */
  /** The observations summed here, not from the roll-ups: a year's company is the dated one, else the flare's. */
  const satelliteSum = async (filter: { iso3?: string; companyId?: string }, year: number) => {
    let query = t.db
      .selectFrom('observations')
      .innerJoin('flares', 'flares.id', 'observations.flare_id')
      .leftJoin('flare_operator_years as dated', (join) =>
        join.onRef('dated.flare_id', '=', 'flares.id').on('dated.year', '=', year),
      )
      .select((eb) => eb.fn.sum<number>('observations.volume_m3').as('v'))
      .where('observations.source_id', '=', 'eog-vnf-catalog-2017-2024')
      .where('observations.year', '=', year);
    if (filter.iso3) query = query.where('flares.country_iso3', '=', filter.iso3);
    const { companyId } = filter;
    if (companyId) {
      query = query.where((eb) =>
        eb.or([
          eb('dated.company_id', '=', companyId),
          eb.and([eb('dated.company_id', 'is', null), eb('flares.company_id', '=', companyId)]),
        ]),
      );
    }
    return Number((await query.executeTakeFirstOrThrow()).v);
  };

  const companyId = async (slug: string) =>
    (
      await t.db
        .selectFrom('companies')
        .select('id')
        .where('slug', '=', slug)
        .where('country_iso3', '=', 'ARG')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
    user = (await buildSignedInUser(t.db, t.clock)).token;
    premium = (await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 })).token;
  }, 120_000);
  afterAll(async () => t.close());

  describe('GET /api/flaring/countries/:country', () => {
    it('gives Argentina’s flared gas, CO2e, activity and world rank for 2024 from the satellite data', async () => {
      const response = await argentina();
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const body: CountryResponse = response.json();
      expect(body.country).toEqual({
        iso3: 'ARG',
        iso2: 'AR',
        slug: 'argentina',
        nameEn: 'Argentina',
        nameEs: 'Argentina',
      });
      expect(body.latestYear).toBe(2024);
      expect(body.summary.flared.m3).toBeCloseTo(await satelliteSum({ iso3: 'ARG' }, 2024), 0);
      expect(body.summary.flared.sourceId).toBe('eog-vnf-catalog-2017-2024');
      expect(body.summary.emissions.isDefaultComposition).toBe(true);
      expect(body.summary.flareCount).toBe(286);
      // Rank among countries by the same satellite sum, recomputed here.
      const perCountry = await t.db
        .selectFrom('observations')
        .innerJoin('flares', 'flares.id', 'observations.flare_id')
        .select(['flares.country_iso3 as iso3', (eb) => eb.fn.sum<number>('observations.volume_m3').as('v')])
        .where('observations.source_id', '=', 'eog-vnf-catalog-2017-2024')
        .where('observations.year', '=', 2024)
        .groupBy('flares.country_iso3')
        .execute();
      const larger = perCountry.filter((row) => Number(row.v) > body.summary.flared.m3).length;
      expect(body.summary.worldRank).toEqual({
        rank: larger + 1,
        of: perCountry.filter((r) => Number(r.v) > 0).length,
        year: 2024,
        among: 'countries',
        countries: perCountry.filter((r) => Number(r.v) > 0).length,
      });
      expect(body.summary.activeFlares.year).toBe(2024);
      expect(body.summary.activeFlares.count).toBeGreaterThan(0);
      expect(body.summary.lastMonth).toBeNull(); // the shipped satellite data is annual
    });

    it('puts the World Bank’s published volume beside the satellite sum, year by year', async () => {
      const body: CountryResponse = (await argentina()).json();
      const y2023 = body.series.find((p) => p.year === 2023);
      expect(y2023?.worldBankM3).toBeGreaterThan(0);
      expect(y2023?.satelliteM3).toBeCloseTo(await satelliteSum({ iso3: 'ARG' }, 2023), 0);
      expect(y2023?.worldBankM3).not.toBe(y2023?.satelliteM3);
      expect(body.series[0]).toMatchObject({ year: 2012, satelliteM3: null });
      // The World Bank's own intensity for its latest year, and production from the Energy Institute.
      expect(body.summary.intensity).toMatchObject({ year: 2023, sourceId: 'wb-ggfr-2024' });
      expect(body.summary.production).toMatchObject({ period: '2023', sourceId: 'ei-sr-2024' });
      const p = body.summary.production!;
      expect(p.totalBoe).toBeCloseTo(p.oilBbl! + (p.gasM3! * 35.3147) / 5800, 0);
      expect(body.summary.flaringIndex?.year).toBe(2023);
      expect(body.summary.flaringIndex?.percent).toBeCloseTo(((y2023?.satelliteM3 ?? 0) / p.gasM3!) * 100, 6);
      expect(body.sources.map((s) => s.id)).toEqual(
        expect.arrayContaining(['wb-ggfr-2024', 'eog-vnf-catalog-2017-2024']),
      );
    });

    it('ranks Argentina’s operators within the country; the unattributed group gets no rank', async () => {
      const body: CountryResponse = (await argentina()).json();
      const ranked = body.companies.filter((c) => c.countryRank !== null);
      expect(ranked.length).toBeGreaterThan(10);
      const first = ranked.find((c) => c.countryRank === 1)!;
      expect(Math.max(...ranked.map((c) => c.flaredM3))).toBe(first.flaredM3);
      expect(first.flaredM3).toBeCloseTo(
        await satelliteSum({ companyId: await companyId(first.slug) }, 2024),
        0,
      );
      const unattributed = body.companies.find((c) => c.isUnattributed)!;
      expect(unattributed).toMatchObject({ slug: 'unattributed', countryRank: null, worldRank: null });
      // Argentina's 286 flares, and 7 more flare–company pairs: a flare two operators ran in turn counts for
      // each (decision 014). There were 65 before one company kept one name (Vista, Pan American Energy,
      // Wintershall Dea) and flares were filed under the operator of their latest dated year (decision 016),
      // and 10 before Petrobras Argentina's years went to Pampa Energía and the two Madalena names became one
      // company (decision 035): a flare both names ran is now one company's.
      expect(body.companies.reduce((sum, c) => sum + c.flareCount, 0)).toBe(286 + 7);
    });

    it('uses GWP20 for CO2e when asked', async () => {
      const body: CountryResponse = (await argentina({ horizon: 'gwp20' })).json();
      const e = body.summary.emissions;
      expect(e.horizon).toBe('gwp20');
      expect(e.co2eTonnes).toBeCloseTo(e.co2Tonnes + GWP20_CH4 * e.ch4Tonnes, 3);
    });

    it('answers 404 for an unknown country and 400 for a bad horizon', async () => {
      const unknown = await as().call(flaringContract.country, { params: { country: 'atlantis' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.error().code).toBe('not_found');
      const bad = await argentina({ horizon: 'gwp1000' as never });
      expect(bad.statusCode).toBe(400);
      expect(bad.error().fields).toHaveProperty('horizon');
    });

    it('sends an ETag and answers 304 when it matches', async () => {
      const first = await argentina();
      const second = await argentina({}, { 'if-none-match': first.headers.etag as string });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
    });
  });

  describe('flare lists', () => {
    it('pages a country’s flares by volume, largest first, without gaps or repeats', async () => {
      const page1 = (await countryFlares({ pageSize: 10 })).json();
      const page2 = (await countryFlares({ pageSize: 10, page: 2 })).json();
      expect(page1).toMatchObject({
        total: 286,
        page: 1,
        pageSize: 10,
        sort: 'volume',
        order: 'desc',
        year: 2024,
      });
      expect(page1.items).toHaveLength(10);
      const volumes = [...page1.items, ...page2.items].map((f) => f.flaredM3);
      expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
      const keys = new Set([...page1.items, ...page2.items].map((f) => `${f.company.slug}/${f.name}`));
      expect(keys.size).toBe(20);
    });

    it('sorts by name ascending and filters to one company', async () => {
      const body = (await ypfFlares({ sort: 'name', order: 'asc', pageSize: 100 })).json();
      // YPF's flares: 83, those filed under it (the operator of their latest dated year seen, decision 016,
      // 12 more than when they followed the concession's operator of today) and those whose 2024 volume the
      // Secretaría's history gives YPF.
      expect(body.total).toBe(83);
      expect(body.items).toHaveLength(83);
      // Those Quintana and Bentia Energy took over in 2025 were seen only in YPF's years: YPF's own now.
      expect(new Set(body.items.map((f) => f.company.slug))).toEqual(new Set(['ypf-s-a']));
      const names = body.items.map((f) => f.name);
      expect(names).toEqual([...names].sort());
    });

    it('lists only the flares in fields of a basin or a province found by search', async () => {
      // Counted here from the flares' fields, not by the list's own query.
      const inFields = async (column: 'basin' | 'province', name: string) =>
        (
          await t.db
            .selectFrom('flares')
            .innerJoin('fields', 'fields.id', 'flares.field_id')
            .select(['flares.name', 'fields.name as field'])
            .where('flares.country_iso3', '=', 'ARG')
            .where(`fields.${column}`, '=', name)
            .execute()
        ).map((row) => `${row.name}/${row.field}`);
      const listed = async (query: Record<string, string>) => {
        const body = (await countryFlares({ ...query, pageSize: 100 })).json();
        const rest =
          body.total > 100 ? (await countryFlares({ ...query, pageSize: 100, page: 2 })).json() : null;
        return {
          total: body.total,
          keys: [...body.items, ...(rest?.items ?? [])].map((f) => `${f.name}/${f.field}`),
        };
      };
      const neuquina = await listed({ basin: 'Neuquina' });
      expect(neuquina.total).toBe(195);
      expect(neuquina.keys.sort()).toEqual((await inFields('basin', 'Neuquina')).sort());
      const neuquen = await listed({ province: 'Neuquén' });
      expect(neuquen.total).toBe(149);
      expect(neuquen.keys.sort()).toEqual((await inFields('province', 'Neuquén')).sort());
      // Sorted and paged as the whole list: by volume, largest first.
      const volumes = (await countryFlares({ province: 'Mendoza', pageSize: 5 })).json();
      expect(volumes.total).toBe(16);
      expect(volumes.items.map((f) => f.flaredM3)).toEqual(
        volumes.items.map((f) => f.flaredM3).sort((a, b) => b - a),
      );
      // A place with no field in the data: no flare, not an error.
      expect((await countryFlares({ basin: 'Golfo San Jorge' })).json()).toMatchObject({
        total: 0,
        items: [],
      });
      for (const query of [{ basin: '   ' }, { province: 'x'.repeat(121) }]) {
        const response = await countryFlares(query);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(Object.keys(response.error().fields ?? {})).toEqual(Object.keys(query));
      }
    });

    it('refuses bad paging and sorting with per-field errors', async () => {
      for (const query of [
        { pageSize: 101 },
        { page: 0 },
        { sort: 'colour' },
        { order: 'sideways' },
        { pageSize: 'ten' },
      ]) {
        const response = await countryFlares(query);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(Object.keys(response.error().fields ?? {})).toHaveLength(1);
      }
    });
  });

  describe('GET /api/flaring/countries/:country/companies/:company', () => {
    it('gives YPF’s figures, ranks, fields with outlines and Neuquina production', async () => {
      const response = await companyView('ypf-s-a');
      expect(response.statusCode).toBe(200);
      const body: CompanyResponse = response.json();
      expect(body.company).toMatchObject({ slug: 'ypf-s-a', name: 'YPF S.A.', isUnattributed: false });
      expect(body.summary.flared.m3).toBeCloseTo(
        await satelliteSum({ companyId: await companyId('ypf-s-a') }, 2024),
        0,
      );
      // 66 flares in YPF's concessions today, and 18 more whose earlier years were YPF's (decision 014).
      expect(body.summary.flareCount).toBe(84);
      expect(body.summary.countryRank?.rank).toBeGreaterThanOrEqual(1);
      expect(body.summary.worldRank?.rank).toBeGreaterThanOrEqual(body.summary.countryRank!.rank);
      expect(body.fields.length).toBeGreaterThan(5);
      expect(body.fields.reduce((sum, f) => sum + f.flareCount, 0)).toBe(66);
      expect(body.fields.some((f) => f.hasOutline)).toBe(true);
      // The outlines have their own endpoint: the company view stays small.
      expect(response.body.length).toBeLessThan(20_000);
      expect(body.production.length).toBeGreaterThan(12);
      expect(body.production[0]).toMatchObject({ period: '2025-01', sourceId: 'ar-se-neuquina' });
      // Production is 2025–2026 and flaring 2017–2024: no common year, so no intensity is made up.
      expect(body.summary.intensity).toBeNull();
      expect(body.summary.production?.period).toBe('2025');
      expect(body.composition).toBeNull();
    });

    it('serves YPF’s concession outlines as GeoJSON on their own, with an ETag', async () => {
      const company = (await companyView('ypf-s-a')).json();
      const response = await outlines('ypf-s-a');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('max-age');
      const body: FieldOutlinesResponse = response.json();
      expect(body.type).toBe('FeatureCollection');
      expect(body.features.map((f) => f.id).sort()).toEqual(
        company.fields
          .filter((f) => f.hasOutline)
          .map((f) => f.slug)
          .sort(),
      );
      for (const feature of body.features) {
        expect(['Polygon', 'MultiPolygon']).toContain(feature.geometry.type);
        // Every vertex lies in the Neuquina basin's part of Argentina (WGS 84 longitude, latitude).
        const numbers = (feature.geometry.coordinates as unknown[]).flat(4) as number[];
        expect(numbers.length % 2).toBe(0);
        const longitudes = numbers.filter((_, index) => index % 2 === 0);
        const latitudes = numbers.filter((_, index) => index % 2 === 1);
        expect(Math.min(...longitudes)).toBeGreaterThan(-72);
        expect(Math.max(...longitudes)).toBeLessThan(-66);
        expect(Math.min(...latitudes)).toBeGreaterThan(-41);
        expect(Math.max(...latitudes)).toBeLessThan(-34);
      }
      const flaresInOutlines = body.features.reduce((sum, f) => sum + f.properties.flareCount, 0);
      expect(flaresInOutlines).toBeGreaterThan(0);
      expect(flaresInOutlines).toBeLessThanOrEqual(66);
      const again = await outlines('ypf-s-a', { 'if-none-match': response.headers.etag as string });
      expect(again.statusCode).toBe(304);
    });

    it('gives an empty collection for a company without published outlines, 404 for an unknown one', async () => {
      const none = await outlines('unattributed');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ type: 'FeatureCollection', features: [] });
      const unknown = await outlines('no-such-company');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.error().code).toBe('not_found');
    });

    it('explains nothing away: the unattributed group has no rank but all its flares', async () => {
      const body = (await companyView('unattributed')).json();
      expect(body.company.isUnattributed).toBe(true);
      expect(body.summary.countryRank).toBeNull();
      expect(body.summary.worldRank).toBeNull();
      expect(body.summary.flareCount).toBe(91);
    });

    it('answers 404 for a company of another country or an unknown one', async () => {
      expect((await companyView('ypf-s-a', 'chile')).statusCode).toBe(404);
      expect((await companyView('nobody')).statusCode).toBe(404);
    });
  });

  describe('GET …/flares/:name (signed-in users only)', () => {
    /** The name of YPF's first flare in its list. */
    const firstFlare = async () => (await ypfFlares({ pageSize: 1 })).json().items[0]!.name;

    it('gives the power while lit by the detection frequency, and says when a flare was last seen', async () => {
      const country: CountryResponse = (await argentina()).json();
      // Cañadón Amarillo's flares are YPF's: seen only in its years (Quintana took over in 2025-07).
      const ypf = country.companies.find((c) => c.name === 'YPF S.A.')!.slug;
      const flare = async (name: string): Promise<FlareResponse> =>
        (await as(user).call(flaringContract.flare, { params: { ...ARG, company: ypf, name } })).json();
      // eog_upstream_flare_sites_2017_2024.csv, EOGCAT04038: persistence 34 %, 0.0086547 bcm in 2024.
      const lit = await flare('canadon-amarillo-04038');
      const average = powerPotentialMw({ volumeM3PerDay: 0.0086547e9 / 366 }).powerMw;
      expect(lit.power).toMatchObject({ detectionFrequency: 0.34, lastSeenYear: 2024, isStale: false });
      expect(lit.power!.powerMw).toBeCloseTo(average, 6);
      expect(lit.power!.whileLitMw).toBeCloseTo(average / 0.34, 6);
      // EOGCAT00999: seen 2018–2019 only (0.0133826 bcm in 2019), persistence 82 %.
      const stale = await flare('canadon-amarillo-00999');
      expect(stale.power).toMatchObject({ period: '2019', lastSeenYear: 2019, isStale: true });
      expect(stale.power!.powerMw).toBeCloseTo(
        powerPotentialMw({ volumeM3PerDay: 0.0133826e9 / 365 }).powerMw,
        6,
      );
    });

    it('refuses visitors with 401', async () => {
      const response = await flareOf(await firstFlare());
      expect(response.statusCode).toBe(401);
      expect(response.error().code).toBe('unauthenticated');
    });

    it('shows a user the flare with its field, operator, default composition, series and power potential', async () => {
      const response = await flareOf(await firstFlare(), user);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=60');
      const body: FlareResponse = response.json();
      expect(body.company.slug).toBe('ypf-s-a');
      expect(body.flare.field?.name).toBeTruthy();
      expect(body.flare.fieldOperator?.slug).toBe('ypf-s-a');
      expect(body.flare.combustionEfficiency).toBe(0.98);
      expect(body.flare.isDefaultEfficiency).toBe(true);
      expect(body.flare.source.id).toBe('eog-vnf-catalog-2017-2024');
      expect(body.composition.isDefault).toBe(true);
      expect(body.composition.reference).toContain('OPGEE');
      expect(body.latest?.period).toBe('2024');
      // Power potential from the latest year's daily volume (hand check against the shared formula).
      const perDay = body.latest!.flaredM3 / daysInYear(2024);
      expect(body.power?.volumeM3PerDay).toBeCloseTo(perDay, 6);
      expect(body.power?.powerMw).toBeCloseTo(powerPotentialMw({ volumeM3PerDay: perDay }).powerMw, 9);
      expect(body.series.map((p) => p.period)).toEqual([...body.series.map((p) => p.period)].sort());
    });

    it('answers 404 for an unknown flare name', async () => {
      const response = await flareOf('no-such-flare', user);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/flaring/map', () => {
    it('gives every flare active in 2024 for the whole world (under the cap)', async () => {
      const body = (await map()).json();
      const active = await t.db
        .selectFrom('observations')
        .select((eb) => eb.fn.count<number>('flare_id').distinct().as('n'))
        .where('year', '=', 2024)
        .where('volume_m3', '>', 0)
        .executeTakeFirstOrThrow();
      expect(body).toMatchObject({ year: 2024, clustered: false, total: Number(active.n) });
      expect(body.points).toHaveLength(Number(active.n));
    });

    it('keeps to the box, and to a country and company when asked', async () => {
      const box = (await map({ bbox: '-70,-40,-68,-37', zoom: 6 })).json();
      expect(box.total).toBeGreaterThan(10);
      for (const p of box.points) {
        expect(p.longitude).toBeGreaterThanOrEqual(-70);
        expect(p.longitude).toBeLessThanOrEqual(-68);
        expect(p.latitude).toBeGreaterThanOrEqual(-40);
        expect(p.latitude).toBeLessThanOrEqual(-37);
      }
      const ypf = (await map({ country: 'argentina', company: 'ypf-s-a' })).json();
      expect(ypf.points.length).toBeGreaterThan(0);
      // The same flares as YPF's 2024 list (those with a volume), each linked under its company today.
      const list = (await ypfFlares({ pageSize: 100 })).json();
      const key = (p: { companySlug?: string | null; company?: { slug: string }; name: string | null }) =>
        `${p.companySlug ?? p.company?.slug}/${p.name}`;
      expect(ypf.points.map(key).sort()).toEqual(
        list.items
          .filter((f) => f.flaredM3 > 0)
          .map(key)
          .sort(),
      );
    });

    it('groups points on a grid above the cap, keeping every flare and every m³', async () => {
      const all = await getMapPoints(t.db, { bbox: [-180, -90, 180, 90], zoom: 2 });
      const clustered = await getMapPoints(t.db, { bbox: [-180, -90, 180, 90], zoom: 2 }, 500);
      expect(clustered.clustered).toBe(true);
      expect(clustered.points.length).toBeLessThan(all.points.length);
      expect(clustered.points.reduce((n, p) => n + p.count, 0)).toBe(all.total);
      const volume = (points: { flaredM3: number }[]) => points.reduce((s, p) => s + p.flaredM3, 0);
      expect(volume(clustered.points)).toBeCloseTo(volume(all.points), 0);
      const finer = await getMapPoints(t.db, { bbox: [-180, -90, 180, 90], zoom: 5 }, 500);
      expect(finer.points.length).toBeGreaterThan(clustered.points.length);
    });

    it('refuses a malformed or inverted box', async () => {
      for (const bbox of ['1,2,3', '10,0,0,10', '-200,0,0,10', 'a,b,c,d']) {
        const response = await map({ bbox });
        expect(response.statusCode, bbox).toBe(400);
        expect(response.error().fields?.bbox).toBe('validation.bbox');
      }
      expect((await map({ company: 'ypf-s-a' })).statusCode).toBe(400);
    });
  });

  describe('exports (premium access only)', () => {
    const flaresCsv = (caller: Caller, more: ExportQuery = {}) =>
      exportCountry(caller, { format: 'csv', table: 'flares', ...more });

    it('refuses visitors with 401 and users without premium access with no_premium_access', async () => {
      expect((await flaresCsv(null)).statusCode).toBe(401);
      const response = await flaresCsv(user);
      expect(response.statusCode).toBe(403);
      expect(response.error().code).toBe('no_premium_access');
    });

    it('downloads every flare of the country as CSV, largest first, with headers in the chosen language', async () => {
      const response = await flaresCsv(premium);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="flarescope-argentina-2024-flares.csv"',
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const lines = response.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\n');
      expect(lines).toHaveLength(287);
      expect(lines[0]).toBe(
        'Name,Company,Field,Type,Latitude (°),Longitude (°),Flared gas (million m³),Year',
      );
      const spanish = await flaresCsv(premium, { lang: 'es' });
      expect(spanish.body.replace(/^\ufeff/, '').split('\n')[0]).toBe(
        'Nombre;Empresa;Yacimiento;Tipo;Latitud (°);Longitud (°);Gas quemado (millones de m³);Año',
      );
    });

    it('downloads the company view as an XLSX workbook with one sheet per table', async () => {
      const response = await exportCompany(premium, { format: 'xlsx' });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((w) => w.name)).toEqual([
        'Summary',
        'Yearly series',
        'Production',
        'Fields',
        'Flares',
        'Sources and licences',
      ]);
      expect(workbook.getWorksheet('Flares')!.rowCount).toBe(84);
      const summary = workbook.getWorksheet('Summary')!;
      expect(summary.getRow(2).getCell(1).value).toBe('Flared gas');
      expect(typeof summary.getRow(2).getCell(2).value).toBe('number');
    });

    it('downloads the world and a flare, and refuses an unknown table', async () => {
      const world = await exportWorld(premium, { format: 'csv', table: 'countries' });
      expect(world.statusCode).toBe(200);
      expect(world.body.split('\n').length).toBeGreaterThan(100);
      const list: FlareListResponse = (await ypfFlares({ pageSize: 1 })).json();
      const flare = await as(premium).call(flaringContract.exportFlare, {
        params: { ...YPF, name: list.items[0]!.name },
        query: { format: 'csv', table: 'series' },
      });
      expect(flare.statusCode).toBe(200);
      expect(flare.body).toContain('Earth Observation Group');
      expect((await exportWorld(premium, { table: 'secrets' })).statusCode).toBe(400);
      expect((await exportCountry(premium, {}, 'atlantis')).statusCode).toBe(404);
      const noComposition = await exportCompany(premium, { table: 'composition' });
      expect(noComposition.statusCode).toBe(400);
    });

    it('escapes text that a spreadsheet would run as a formula', async () => {
      expect(escapeCell('=HYPERLINK("http://evil","x")')).toBe('\'=HYPERLINK("http://evil","x")');
      expect(escapeCell('+1')).toBe("'+1");
      expect(escapeCell('-2+3')).toBe("'-2+3");
      expect(escapeCell('@SUM(A1)')).toBe("'@SUM(A1)");
      expect(escapeCell('\tx')).toBe("'\tx");
      expect(escapeCell(-5)).toBe(-5);
      expect(escapeCell('YPF S.A.')).toBe('YPF S.A.');
      // End to end: an operator named like a formula comes out inert in CSV and XLSX.
      const ypf = await companyId('ypf-s-a');
      await t.db.updateTable('companies').set({ name: '=CMD("calc")' }).where('id', '=', ypf).execute();
      try {
        const csv = await flaresCsv(premium);
        expect(csv.body).toContain(`"'=CMD(""calc"")"`);
        expect(csv.body).not.toMatch(/(^|,)=CMD/m);
        const xlsx = await exportCountry(premium, { format: 'xlsx', table: 'companies' });
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
        const names = workbook.worksheets[0]!.getColumn(3).values;
        expect(names).toContain('\'=CMD("calc")');
      } finally {
        await t.db.updateTable('companies').set({ name: 'YPF S.A.' }).where('id', '=', ypf).execute();
      }
    });
  });

  describe('view cache', () => {
    it('sends a view brotli-compressed to a browser, decoding to the same answer and ETag', async () => {
      const plain = await as().call(flaringContract.world);
      const compressed = await as().call(
        flaringContract.world,
        {},
        { headers: { 'accept-encoding': 'gzip, deflate, br' } },
      );
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    });

    it('serves a view computed once per data version, and recomputes when the data version moves', async () => {
      const first = await argentina();
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const ypf = await companyId('ypf-s-a');
      await t.db.updateTable('companies').set({ name: 'YPF (renamed)' }).where('id', '=', ypf).execute();
      try {
        // Data written without a new version (nothing does that but this test) is not seen…
        const same = await argentina();
        expect(same.headers.etag).toBe(first.headers.etag);
        expect(same.body).not.toContain('YPF (renamed)');
        // …and a load that bumps the version is, at once.
        await bumpDataVersion(t.db, { value: 'rename', now: t.clock.now().toISOString() });
        const fresh = await argentina();
        expect(fresh.headers.etag).not.toBe(first.headers.etag);
        expect(fresh.body).toContain('YPF (renamed)');
      } finally {
        await t.db.updateTable('companies').set({ name: 'YPF S.A.' }).where('id', '=', ypf).execute();
        await bumpDataVersion(t.db, { value: 'restored', now: t.clock.now().toISOString() });
      }
    });
  });

  describe('imported monthly data', () => {
    it('take in a monthly operator report for one company: series, last month and country totals move', async () => {
      const ypf = await companyId('ypf-s-a');
      const flare = await t.db
        .selectFrom('flares')
        .select('id')
        .where('company_id', '=', ypf)
        .limit(1)
        .executeTakeFirstOrThrow();
      const before: CountryResponse = (await argentina()).json();
      await t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('observations')
          .values([
            {
              flare_id: flare.id,
              period: '2024-02',
              year: 2024,
              volume_m3: 1000,
              source_id: 'ar-se-neuquina',
              confidence: null,
            },
            {
              flare_id: flare.id,
              period: '2024-03',
              year: 2024,
              volume_m3: 500,
              source_id: 'ar-se-neuquina',
              confidence: null,
            },
          ])
          .execute();
        await refreshRollupsForFlares(trx, { flareIds: [flare.id] });
        await bumpDataVersion(trx, { value: 'test-import', now: t.clock.now().toISOString() });
      });
      try {
        const company = (await companyView('ypf-s-a')).json();
        expect(company.summary.lastMonth).toBe('2024-03');
        expect(company.series.find((p) => p.year === 2024)?.reportedM3).toBe(1500);
        const after: CountryResponse = (await argentina()).json();
        expect(after.series.find((p) => p.year === 2024)?.reportedM3).toBe(1500);
        expect(after.summary.lastMonth).toBe('2024-03');
        // The satellite figures, and other countries, did not move.
        expect(after.summary.flared).toEqual(before.summary.flared);
      } finally {
        await t.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('observations').where('source_id', '=', 'ar-se-neuquina').execute();
          await refreshRollupsForFlares(trx, { flareIds: [flare.id] });
          await bumpDataVersion(trx, { value: 'test-restored', now: t.clock.now().toISOString() });
        });
      }
    });
  });
});

import { flaringContract, flaringEmissions, type CountryResponse } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, ok, type Caller } from '../../testing/client.js';

/**
 * Issue 20, "Truth": on the shipped real data, every rank says what it ranks and every comparison
 * uses one source for both ends and names it.
 */
describe('figures an analyst can quote', () => {
  let t: TestApp;
  const as = (caller: Caller = null) => client(t).as(caller);
  const worldView = () => ok(as().call(flaringContract.world));
  const countryView = (country: string) => ok(as().call(flaringContract.country, { params: { country } }));
  const companyView = (country: string, company: string) =>
    ok(as().call(flaringContract.company, { params: { country, company } }));

  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
  }, 120_000);
  afterAll(async () => t.close());

  describe('ranks', () => {
    it('ranks YPF among named operators only, and says in how many countries operators are named', async () => {
      const body = await companyView('argentina', 'ypf-s-a');
      const named = await t.db
        .selectFrom('company_year_totals')
        .innerJoin('companies', 'companies.id', 'company_year_totals.company_id')
        .select(['companies.country_iso3 as iso3', 'company_year_totals.volume_m3 as v'])
        .where('companies.is_unattributed', '=', 0)
        .where('company_year_totals.year', '=', 2024)
        .where('company_year_totals.source_id', '=', 'eog-vnf-catalog-2017-2024')
        .execute();
      const flaring = named.filter((row) => Number(row.v) > 0);
      const larger = flaring.filter((row) => Number(row.v) > Number(body.summary.flared.m3)).length;
      expect(body.summary.worldRank).toMatchObject({
        rank: larger + 1,
        of: flaring.length,
        among: 'named_operators',
        countries: new Set(flaring.map((row) => row.iso3)).size,
      });
      // Argentina's Neuquina, the 16 countries of the World Bank's 2024 site rows and Nigeria (decision 016).
      expect(body.summary.worldRank?.countries).toBe(18);
      expect(body.summary.countryRank).toMatchObject({ rank: 1, among: 'named_operators' });
    });

    it('ranks a country among countries, and gives the company table what its ranks rank', async () => {
      const body = await countryView('argentina');
      expect(body.summary.worldRank?.among).toBe('countries');
      expect(body.summary.worldRank?.countries).toBe(body.summary.worldRank?.of);
      const ranked = body.companies.filter((c) => c.countryRank !== null);
      expect(body.companyRanks).toEqual({
        among: 'named_operators',
        year: 2024,
        inCountry: ranked.length,
        inWorld: body.companyRanks.inWorld,
        worldCountries: 18,
      });
      expect(body.companyRanks.inWorld).toBeGreaterThan(ranked.length * 10);
      expect(body.companies.find((c) => c.isUnattributed)?.countryRank).toBeNull();
    });
  });

  describe('figures in lists name their source and period', () => {
    it('gives world.totals and every country’s volume and intensity a source and a year', async () => {
      const world = await worldView();
      expect(world.totals).toMatchObject({
        year: 2024,
        sourceId: 'eog-vnf-catalog-2017-2024',
        intensityYear: 2023,
        intensitySourceId: 'wb-ggfr-2024',
      });
      const ids = new Set(world.sources.map((s) => s.id));
      expect(ids.has(world.totals.sourceId)).toBe(true);
      for (const country of world.countries) {
        expect(country).toMatchObject({ flaredYear: 2024, flaredSourceId: 'eog-vnf-catalog-2017-2024' });
        if (country.intensityM3PerBbl === null) {
          expect([country.intensityYear, country.intensitySourceId]).toEqual([null, null]);
        } else {
          expect([country.intensityYear, country.intensitySourceId]).toEqual([2023, 'wb-ggfr-2024']);
        }
      }
      const argentina = world.countries.find((c) => c.slug === 'argentina')!;
      expect(argentina.intensityM3PerBbl).toBeCloseTo(4.71, 2);
      // Beside the World Bank's 2023 figure, our satellite sum of the same year (not of 2024).
      const country = await countryView('argentina');
      const sat2023 = country.series.find((p) => p.year === 2023)!.satelliteM3;
      expect(argentina.satelliteInWorldBankYearM3).toBe(sat2023);
      expect(argentina.worldBankYear).toBe(2023);
    });
  });

  describe('emissions with a range', () => {
    it('gives Argentina’s CO2e a range from the default 98 % down to a measured 95 % efficiency', async () => {
      const body = await countryView('argentina');
      const { emissions, flared } = body.summary;
      // No chromatography is shipped: the whole volume uses the default gas and efficiency.
      const at = (efficiency: number) =>
        flaringEmissions({ volumeM3: flared.m3, efficiency, horizon: 'gwp100' }).co2e;
      expect(emissions.co2eRange).toMatchObject({ efficiencyLow: 0.95, efficiencyHigh: 0.98 });
      expect(emissions.co2eRange!.lowTonnes).toBeCloseTo(emissions.co2eTonnes, 3);
      expect(emissions.co2eRange!.highTonnes).toBeCloseTo(emissions.co2eTonnes + at(0.95) - at(0.98), 3);
      expect(emissions.co2eRange!.highTonnes / emissions.co2eTonnes).toBeGreaterThan(1.05);
    });
  });

  describe('the Energy Institute world line', () => {
    it('is EI’s own "Total World" (157.14 bcm in 2023), not our sum of its country rows (146.65)', async () => {
      const world = await worldView();
      expect(world.energyInstituteBasis).toBe('publisher_total');
      // energy_institute_sr2024/ei_sr2024_flaring_1975_2023.csv, row "Total World": 2023 157.13885, 2013 …
      const ei = (year: number) => world.series.find((p) => p.year === year)!.energyInstituteM3! / 1e9;
      expect(ei(2023)).toBeCloseTo(157.13885, 4);
      expect(ei(2022)).toBeCloseTo(146.84847, 4);
    });
  });

  describe('progress to 2030 from one source', () => {
    it('compares Argentina’s World Bank 2023 with its World Bank 2012 (+81 %), not the 2024 satellite sum', async () => {
      const body = await countryView('argentina');
      const progress = body.summary.progressTo2030!;
      expect(progress.sourceId).toBe('wb-ggfr-2024');
      expect([progress.baselineYear, progress.latestYear]).toEqual([2012, 2023]);
      const wb = (year: number) => body.series.find((p) => p.year === year)!.worldBankM3!;
      expect(progress.baselineVolume).toBe(wb(2012));
      expect(progress.latestVolume).toBe(wb(2023));
      expect(-progress.percentReduced!).toBeCloseTo(81.6, 1);
    });

    it('gives Algeria the World Bank’s own +7.6 % (2012→2023), where the splice showed a cut', async () => {
      const progress = (await countryView('algeria')).summary.progressTo2030!;
      expect(progress.sourceId).toBe('wb-ggfr-2024');
      expect(progress.latestYear).toBe(2023);
      expect(-progress.percentReduced!).toBeCloseTo(7.6, 1);
    });

    it('measures a company and the world each against its own source', async () => {
      const ypf = await companyView('argentina', 'ypf-s-a');
      expect(ypf.summary.progressTo2030).toMatchObject({
        sourceId: 'eog-vnf-catalog-2017-2024',
        baselineYear: 2017,
        latestYear: 2024,
      });
      const world = await worldView();
      expect(world.progressTo2030).toMatchObject({
        sourceId: 'wb-ggfr-2024',
        baselineYear: 2012,
        latestYear: 2023,
      });
    });
  });

  /*
   * Expected figures below were computed by hand from the shipped files: every site of
   * eog_flare_catalog_2017_2024/eog_upstream_flare_sites_2017_2024.csv with iso3 ARG, placed by
   * point-in-polygon in argentina_se_neuquina/concesiones_neuquina.geojson and summed per `operador`
   * and year (bcm_YYYY columns; blank = not seen). 1 bcm = 1e9 m³.
   */
  describe('per-operator progress to 2030', () => {
    const companyIn = (body: CountryResponse, name: string) => body.companies.find((c) => c.name === name)!;

    // Each operator's series is its attributed satellite volume, a year going to the company the Secretaría's
    // history gives it (decision 014): EOG catalogue volumes of the flares in its concessions
    // (eog_upstream_flare_sites_2017_2024.csv), each year to the company with the most months in the
    // concession that year (produccion_neuquina_acumulada_2006_2026_area_empresa.csv), summed by hand.
    it('judges Total Austral on its own 2017→2024 line to zero in 2030: 67.43 → 42.61 million m³, off track', async () => {
      const body = await countryView('argentina');
      const progress = companyIn(body, 'TOTAL AUSTRAL S.A.').progressTo2030!;
      expect(progress).toMatchObject({
        sourceId: 'eog-vnf-catalog-2017-2024',
        baselineYear: 2017,
        latestYear: 2024,
      });
      expect(progress.baselineVolume / 1e9).toBeCloseTo(0.067434, 6);
      expect(progress.latestVolume / 1e9).toBeCloseTo(0.0426085, 6);
      // On the straight line, 2024 may hold 6/13 of 2017's volume: 0.067434 × 6 / 13 = 0.0311234 bcm.
      expect(progress.expectedVolumeOnTrack / 1e9).toBeCloseTo((0.067434 * 6) / 13, 6);
      expect(progress.isOnTrack).toBe(false);
      expect(progress.percentReduced).toBeCloseTo(((0.067434 - 0.0426085) / 0.067434) * 100, 2); // 36.8 %
    });

    it('finds YPF off track (96.0 → 579.9 million m³, 2017→2024), the same on its company page', async () => {
      const body = await countryView('argentina');
      const row = companyIn(body, 'YPF S.A.').progressTo2030!;
      expect(row.isOnTrack).toBe(false);
      expect(row.latestVolume / row.baselineVolume).toBeCloseTo(0.5799459 / 0.0960196, 3);
      const page = await companyView('argentina', 'ypf-s-a');
      expect(page.summary.progressTo2030).toEqual(row);
    });

    it('needs three years of data: Kilwer (2022–2024) has a verdict, Wintershall Dea (with its former name, 2017–2021) one up to 2021, "Not attributed" none', async () => {
      const body = await countryView('argentina');
      expect(companyIn(body, 'KILWER S.A.').progressTo2030).toMatchObject({
        baselineYear: 2022,
        latestYear: 2024,
        isOnTrack: false,
      });
      // Wintershall Energía (2017–2019) is Wintershall Dea's former name (company_aliases.csv): one company.
      const dea = companyIn(body, 'WINTERSHALL DEA ARGENTINA S.A');
      expect(body.companies.some((c) => c.name === 'WINTERSHALL ENERGIA S.A.')).toBe(false);
      expect(dea.progressTo2030).toMatchObject({ baselineYear: 2017, latestYear: 2021 });
      expect(body.companies.find((c) => c.isUnattributed)!.progressTo2030).toBeNull();
      const page = await companyView('argentina', dea.slug);
      expect(page.series.filter((p) => p.satelliteM3 !== null).map((p) => p.year)).toEqual([
        2017, 2018, 2019, 2020, 2021,
      ]);
    });

    it('gives Quintana, which took over its concessions in 2025, no flaring of 2017–2024 and no verdict', async () => {
      const body = await countryView('argentina');
      const quintana = companyIn(body, 'QUINTANA E&P ARGENTINA S.R.L.');
      expect(quintana.flaredM3).toBe(0);
      expect(quintana.progressTo2030).toBeNull();
    });
  });

  describe('how much of a country a source attributes', () => {
    it('gives Argentina 87.3 % of its 2024 satellite volume attributed (1.1754 of 1.3472 bcm)', async () => {
      const body = await countryView('argentina');
      // All ARG sites 2024: 1.347181 bcm; outside every concession: 0.1717709 bcm.
      expect(body.attribution).toMatchObject({ year: 2024, sourceId: 'eog-vnf-catalog-2017-2024' });
      expect(body.attribution.totalM3 / 1e9).toBeCloseTo(1.347181, 5);
      expect(body.attribution.attributedM3 / 1e9).toBeCloseTo(1.347181 - 0.1717709, 5);
      expect(body.attribution.share).toBeCloseTo((1.347181 - 0.1717709) / 1.347181, 4);
    });

    it('says 0 % for a country where no source names operators', async () => {
      const body = await countryView('united-states');
      expect(body.attribution.attributedM3).toBe(0);
      expect(body.attribution.totalM3).toBe(body.summary.flared.m3);
      expect(body.attribution.share).toBe(0);
    });
  });
});

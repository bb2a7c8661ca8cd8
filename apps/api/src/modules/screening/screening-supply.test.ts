import {
  DEFAULT_COMPOSITION,
  evaluateSupplyCases,
  flareProjectInputs,
  higherHeatingValueMjPerM3,
  lowerHeatingValueMjPerM3,
  supplyOutlook,
  survivalCurveFor,
  survivalTable,
  flaringContract,
  screeningContract,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion, refreshAllRollups } from '../flaring-data/index.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { buildCompany, buildFlare, buildSatelliteSource } from '../../testing/flare-factory.js';
import { buildArgentina } from '../../testing/project-factory.js';

/**
 * The gas a flare can be counted on (issue 33, part B; decision 032): P50/P90 supply, survival and the
 * lenders' and sponsors' cases on every screened row and on the flare page, "not enough years" below 3.
 */

const SOURCE = 'supply-satellite';

type Row = {
  flare: { name: string };
  supply: {
    years: number;
    fromYear: number | null;
    toYear: number | null;
    p50M3PerDay: number | null;
    p90M3PerDay: number | null;
    uptime: number | null;
  };
  lenders: { debtUsd: number; debtShare: number; minDscr: number | null; npv: number } | null;
  sponsors: { equityIrr: number | null; npv: number } | null;
};

/** m³/d of each year as the year's volume. */
const yearly = (perDay: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(perDay).map(([year, gas]) => [year, gas * (Number(year) % 4 === 0 ? 366 : 365)]),
  );

describe('supply, survival and the two cases (screened list and flare page)', () => {
  let t: TestApp;
  let token: string;
  /**
   * The single flares' list: this file's flares stand close together, and clusters of them (decision 040)
   * are rows of their own, tested in screening-clusters.test.ts. Bounds the route refuses are sent through
   * here too, on purpose: the query is cast.
   */
  const list = (query: Record<string, string | number>) =>
    client(t)
      .as(token)
      .call(screeningContract.get, { query: { ...query, kind: 'flare' } as never });
  const flarePage = (name: string) =>
    client(t)
      .as(token)
      .call(flaringContract.flare, { params: { country: 'argentina', company: 'andes-gas', name } });
  let company = '';

  const flare = (name: string, series: Record<string, number>, detectionFrequency: number | null) =>
    buildFlare(t.db, { name, companyId: company, sourceId: SOURCE, series, detectionFrequency });

  beforeAll(async () => {
    t = await buildTestApp();
    token = (await buildSignedInUser(t.db, t.clock)).token;
    const now = t.clock.now().toISOString();
    await buildArgentina(t.db);
    await buildSatelliteSource(t.db, t.clock, { id: SOURCE, title: 'VIIRS Nightfire supply flares' });
    company = await buildCompany(t.db, { slug: 'andes-gas', name: 'Andes Gas' });
    // 10 000, 9 000, 8 100 m³/d: exactly 10 % a year, no scatter; seen half the nights.
    await flare('steady-01', yearly({ '2022': 10_000, '2023': 9_000, '2024': 8_100 }), 0.5);
    // Seen in 2022 only, and 2023–2024 only: too few years for figures.
    await flare('gone-01', yearly({ '2022': 12_000 }), null);
    await flare('short-01', yearly({ '2023': 20_000, '2024': 20_000 }), null);
    await refreshAllRollups(t.db);
    await bumpDataVersion(t.db, { value: 'supply-1', now });
  }, 60_000);
  afterAll(async () => t.close());

  it('gives P50/P90 and both cases on a flare with ≥ 3 years, "not enough years" (no figure) below', async () => {
    const response = await list({ sort: 'capacity', order: 'desc', seen: 'all' });
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as { items: Row[] }).items;
    // gone-01, last seen 2022, dark 2023–2024, is not listed even in the widened list (decision 038): a
    // run of 2 dark years whose next year is in the 2022–2024 catalogue would start in 2020 at the
    // latest — none measured, nothing says it burns.
    expect(rows.map((row) => row.flare.name).sort()).toEqual(['short-01', 'steady-01']);
    const steady = rows.find((row) => row.flare.name === 'steady-01');
    /*
     * By hand: ln q falls by ln 0.9 a year with no residual (s = 0, so P90 = P50). Operating year 1 is
     * 2026 (2024 + 1 construction year + 1): P50 = 8 100 × 0.9² = 6 561 m³/d.
     */
    expect(steady?.supply).toMatchObject({ years: 3, fromYear: 2022, toYear: 2024, uptime: 0.5 });
    expect(Math.abs((steady?.supply.p50M3PerDay ?? 0) - 6561)).toBeLessThan(6561 * 0.001);
    expect(Math.abs((steady?.supply.p90M3PerDay ?? 0) - 6561)).toBeLessThan(6561 * 0.001);
    for (const name of ['short-01']) {
      const row = rows.find((item) => item.flare.name === name);
      expect(row?.supply.p50M3PerDay).toBeNull();
      expect(row?.supply.p90M3PerDay).toBeNull();
      expect(row?.lenders).toBeNull();
      expect(row?.sponsors).toBeNull();
    }
    expect(rows.find((row) => row.flare.name === 'short-01')?.supply.years).toBe(2);

    // The cases are the shared function's on the same draft, record and survival counts.
    const draft = flareProjectInputs({
      volumeM3PerDay: 8_100,
      lhvMjPerM3: lowerHeatingValueMjPerM3(DEFAULT_COMPOSITION),
      hhvMjPerM3: higherHeatingValueMjPerM3(DEFAULT_COMPOSITION),
      years: [],
    });
    const record = Object.entries(yearly({ '2022': 10_000, '2023': 9_000, '2024': 8_100 })).map(
      ([year, volumeM3]) => ({ year: Number(year), volumeM3 }),
    );
    const draftOfFlare = flareProjectInputs({
      volumeM3PerDay: 8_100,
      lhvMjPerM3: lowerHeatingValueMjPerM3(DEFAULT_COMPOSITION),
      hhvMjPerM3: higherHeatingValueMjPerM3(DEFAULT_COMPOSITION),
      years: record,
    });
    expect(draftOfFlare.capacityMw).toBe(draft.capacityMw);
    const outlook = supplyOutlook({
      years: record,
      detectionFrequency: 0.5,
      lifetimeYears: 20,
      constructionYears: 1,
    });
    const table = survivalTable([
      {
        country: 'ARG',
        gas: new Map([
          [2022, 10_000],
          [2023, 9_000],
          [2024, 8_100],
        ]),
      },
      { country: 'ARG', gas: new Map([[2022, 12_000]]) },
      {
        country: 'ARG',
        gas: new Map([
          [2023, 20_000],
          [2024, 20_000],
        ]),
      },
    ]);
    if (outlook.status !== 'ok' || !table) throw new Error('expected an outlook and a table');
    const cases = evaluateSupplyCases(draftOfFlare.inputs, outlook, survivalCurveFor(table, 'ARG', 8_100));
    expect(steady?.lenders?.debtUsd).toBeCloseTo(cases?.lenders.result.debtUsd ?? -1, 4);
    expect(steady?.lenders?.npv).toBeCloseTo(cases?.lenders.result.npv ?? -1, 4);
    expect(steady?.sponsors?.npv).toBeCloseTo(cases?.sponsors.result.npv ?? -1, 4);
    // Survival two years on (operating year 1): of the two flares seen in 2022, one is seen in 2024.
    expect(cases?.survival[0]).toBe(0.5);
  });

  it('shows the flare page the P50/P90 per year, the years they rest on and the survival curve', async () => {
    const page = await flarePage('steady-01');
    expect(page.statusCode).toBe(200);
    const supply = page.json().supply!;
    expect(supply).toMatchObject({
      status: 'ok',
      sourceId: SOURCE,
      years: 3,
      fromYear: 2022,
      toYear: 2024,
      firstYear: 2026,
      lifetimeYears: 20,
      constructionYears: 1,
      uptime: 0.5,
    });
    expect(supply.p50M3PerDay).toHaveLength(20);
    // Year 3 (2028): 8 100 × 0.9⁴ = 5 314.41 m³/d.
    expect(Math.abs(supply.p50M3PerDay[2]! - 5314.41)).toBeLessThan(5314.41 * 0.001);
    // k = 1: 2022→2023 (steady seen, gone not), 2023→2024 (steady, short seen) = 3 of 4.
    expect(supply.survival).toMatchObject({ scope: 'world', firstYear: 2022, lastYear: 2024 });
    expect(supply.survival?.points.slice(0, 2)).toEqual([
      { years: 1, share: 0.75, followed: 4, seen: 3 },
      { years: 2, share: 0.5, followed: 2, seen: 1 },
    ]);
    const short = (await flarePage('short-01')).json();
    expect(short.supply).toMatchObject({
      status: 'notEnoughYears',
      years: 2,
      p50M3PerDay: [],
      p90M3PerDay: [],
    });
  });

  it('sorts by either case and filters by either, refusing bounds it does not know', async () => {
    const names = async (query: Record<string, string | number>) =>
      ((await list(query)).json() as { items: Row[] }).items.map((row) => row.flare.name);
    // Rows without a case come last both ways.
    expect((await names({ sort: 'lenders', order: 'desc' }))[0]).toBe('steady-01');
    expect((await names({ sort: 'sponsors', order: 'asc' }))[0]).toBe('steady-01');
    expect(await names({ minSponsorsEquityIrr: -1 })).toEqual(['steady-01']);
    expect(await names({ minLendersDebtShare: 0 })).toEqual(['steady-01']);
    expect(await names({ minLendersDebtShare: 1, minSponsorsEquityIrr: 0 })).toEqual([]);
    for (const [field, value] of [
      ['minLendersDebtShare', 2],
      ['minSponsorsEquityIrr', -3],
      ['minLendersDebtShare', 'x'],
    ] as const) {
      const response = await list({ [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.error().code).toBe('validation_failed');
      expect(JSON.stringify(response.error()), `${field}=${value}`).toContain(field);
    }
  });
});

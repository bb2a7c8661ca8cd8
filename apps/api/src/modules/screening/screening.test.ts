import { randomUUID } from 'node:crypto';
import {
  DEFAULT_COMPOSITION,
  evaluateProject,
  flareProjectInputs,
  higherHeatingValueMjPerM3,
  lowerHeatingValueMjPerM3,
  flaringContract,
  screeningContract,
  type GasComposition,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion, refreshAllRollups } from '../flaring-data/index.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { buildCompany, buildFlare, buildSatelliteSource } from '../../testing/flare-factory.js';
import { withRanks } from './screening.compute.js';
import { refreshScreening, SCREENING_VERSION_KEY } from './screening.service.js';

/**
 * Screened opportunities (issue 26, item 9): the default model on every flare of ≥ 0.5 MW of power
 * potential, as the flare page computes it, computed once per data version and paged from the table.
 */

const SOURCE = 'screen-satellite';
/** A measured gas, leaner than the default (more nitrogen): its own LHV and HHV. */
const LEAN: GasComposition = {
  ...DEFAULT_COMPOSITION,
  c1: DEFAULT_COMPOSITION.c1 - 0.1,
  n2: DEFAULT_COMPOSITION.n2 + 0.1,
};

type Item = {
  flare: { name: string; company: { slug: string }; country: { slug: string } };
  powerPotentialMw: number;
  capacityMw: number;
  npv: number;
  irr: number | null;
  period: string;
  sourceId: string;
  isDefaultComposition: boolean;
  gasDeclineRate: number;
};

describe('screened opportunities (GET /api/screened-opportunities)', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof buildSignedInUser>>;
  /**
   * The single flares' list: this file's flares stand close together, and clusters of them (decision 040)
   * are rows of their own, tested in screening-clusters.test.ts. Bad queries are sent through here too,
   * on purpose: the query is cast.
   */
  const list = (
    query: Record<string, string | number | undefined> = {},
    caller: Caller = user,
    headers: Record<string, string> = {},
  ) =>
    client(t)
      .as(caller)
      .call(screeningContract.get, { query: { ...query, kind: 'flare' } as never }, { headers });
  const companies: Record<string, string> = {};

  /** A flare with a yearly series (m³ a year) of the satellite source. */
  const flare = async (
    name: string,
    company: string,
    series: Record<string, number>,
    gas?: GasComposition,
  ) => {
    const id = await buildFlare(t.db, {
      name,
      companyId: companies[company] ?? '',
      sourceId: SOURCE,
      series,
      countryIso3: company === 'north-oil' ? 'NOR' : 'ARG',
      firstYear: 2020,
    });
    if (gas) {
      await t.db
        .insertInto('gas_compositions')
        .values({ id: randomUUID(), flare_id: id, sampled_on: '2023-05-01', source_id: SOURCE, ...gas })
        .execute();
    }
    return id;
  };
  /** As the seed and the imports do: the roll-ups refreshed, the data version bumped. */
  const bump = async (value: string) => {
    await refreshAllRollups(t.db);
    await bumpDataVersion(t.db, { value, now: t.clock.now().toISOString() });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    user = await buildSignedInUser(t.db, t.clock);
    await t.db
      .insertInto('countries')
      .values([
        {
          iso3: 'ARG',
          iso2: 'AR',
          slug: 'argentina',
          name_en: 'Argentina',
          name_es: 'Argentina',
          search_key: 'argentina',
        },
        {
          iso3: 'NOR',
          iso2: 'NO',
          slug: 'norway',
          name_en: 'Norway',
          name_es: 'Noruega',
          search_key: 'norway',
        },
      ])
      .execute();
    await buildSatelliteSource(t.db, t.clock, { id: SOURCE });
    for (const [slug, name, iso3] of [
      ['andes-gas', 'Andes Gas', 'ARG'],
      ['zonda-energy', 'Zonda Energy', 'ARG'],
      ['north-oil', 'North Oil', 'NOR'],
    ] as const) {
      companies[slug] = await buildCompany(t.db, { slug, name, countryIso3: iso3 });
    }
    // ~1.6 MW of potential, falling 10 % a year over 3 years: its own decline.
    await flare('falling-01', 'andes-gas', { '2022': 4.0e6, '2023': 3.6e6, '2024': 3.24e6 });
    // ~4.9 MW on a measured lean gas; its latest period is a month.
    await flare('lean-01', 'zonda-energy', { '2023': 9e6, '2024-02': 812_000 }, LEAN);
    // ~16 MW in Norway.
    await flare('fjord-01', 'north-oil', { '2024': 3.3e7 });
    // ~0.3 MW: below the threshold.
    await flare('small-01', 'andes-gas', { '2024': 6e5 });
    await bump('screen-test-1');
  }, 60_000);
  afterAll(async () => t.close());

  it('screens the flares of ≥ 0.5 MW with the draft a flare starts and the model’s figures on it', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { items: Item[]; total: number; minPowerMw: number; sources: unknown[] };
    expect(body.total).toBe(3);
    expect(body.minPowerMw).toBe(0.5);
    expect(body.sources).toEqual([
      { id: SOURCE, publisher: 'Earth Observation Group', title: 'VIIRS Nightfire test flares' },
    ]);
    const names = body.items.map((item) => item.flare.name);
    expect(names).not.toContain('small-01');
    // By NPV, highest first (the default).
    const npvs = body.items.map((item) => item.npv);
    expect(npvs).toEqual([...npvs].sort((a, b) => b - a));

    // Worked by hand: the flare page's power (latest period per day × LHV × 0.38 ÷ 86 400), the draft
    // (flareProjectInputs) and the model on it.
    const falling = body.items.find((item) => item.flare.name === 'falling-01');
    const gas = 3.24e6 / 366;
    const lhv = lowerHeatingValueMjPerM3(DEFAULT_COMPOSITION);
    expect(falling?.powerPotentialMw).toBeCloseTo((gas * lhv * 0.38) / 86_400, 9);
    expect(falling?.gasDeclineRate).toBeCloseTo(0.1, 9);
    expect(falling).toMatchObject({ period: '2024', sourceId: SOURCE, isDefaultComposition: true });
    const draft = flareProjectInputs({
      volumeM3PerDay: gas,
      lhvMjPerM3: lhv,
      hhvMjPerM3: higherHeatingValueMjPerM3(DEFAULT_COMPOSITION),
      years: [
        { year: 2022, volumeM3: 4.0e6 },
        { year: 2023, volumeM3: 3.6e6 },
        { year: 2024, volumeM3: 3.24e6 },
      ],
    });
    // 8 852 m³/d of 35.68 MJ/m³ feeds 1.02 MW of microturbines (28 %), rounded down to 1.0 ≤ their
    // source's largest package (1 MW): a microturbine plant (decision 038).
    expect(falling?.capacityMw).toBe(Math.floor(((gas * lhv * 0.28) / 86_400) * 10) / 10);
    expect(falling?.capacityMw).toBe(1);
    expect(falling?.capacityMw).toBe(draft.capacityMw);
    expect(draft.technology).toBe('microturbine');
    expect(falling?.npv).toBeCloseTo(evaluateProject(draft.inputs).npv, 4);

    // The month's gas per day of February 2024 (29 days), on the flare's measured gas.
    const lean = body.items.find((item) => item.flare.name === 'lean-01');
    expect(lean?.period).toBe('2024-02');
    expect(lean?.isDefaultComposition).toBe(false);
    expect(lean?.powerPotentialMw).toBeCloseTo(
      ((812_000 / 29) * lowerHeatingValueMjPerM3(LEAN) * 0.38) / 86_400,
      9,
    );
  });

  it('gives the flare page’s power figure for the same flare', async () => {
    const page = await client(t)
      .as(user)
      .call(flaringContract.flare, {
        params: { country: 'argentina', company: 'zonda-energy', name: 'lean-01' },
      });
    expect(page.statusCode).toBe(200);
    const listed = (await list()).json() as { items: Item[] };
    const lean = listed.items.find((item) => item.flare.name === 'lean-01');
    expect(lean?.powerPotentialMw).toBeCloseTo(page.json().power!.powerMw, 12);
  });

  it('sorts by each column, either way, a missing IRR last; filters by country; pages', async () => {
    const namesBy = async (query: Record<string, string | number>) =>
      ((await list(query)).json() as { items: Item[] }).items.map((item) => item.flare.name);
    expect(await namesBy({ sort: 'capacity', order: 'asc' })).toEqual(['falling-01', 'lean-01', 'fjord-01']);
    expect(await namesBy({ sort: 'capacity', order: 'desc' })).toEqual(['fjord-01', 'lean-01', 'falling-01']);
    expect(await namesBy({ sort: 'operator', order: 'asc' })).toEqual(['falling-01', 'fjord-01', 'lean-01']);
    expect((await namesBy({ sort: 'country', order: 'desc' }))[0]).toBe('fjord-01');
    expect(await namesBy({ country: 'norway' })).toEqual(['fjord-01']);
    expect(await namesBy({ country: 'NOR' })).toEqual(['fjord-01']);
    expect(await namesBy({ country: 'nowhere' })).toEqual([]);
    expect(await namesBy({ page: 2 })).toEqual([]);
    const avoided = (
      (await list({ sort: 'avoided' })).json() as {
        items: Array<Item & { avoidedCo2eTonnesPerYear: number }>;
      }
    ).items.map((item) => item.avoidedCo2eTonnesPerYear);
    expect(avoided).toEqual([...avoided].sort((a, b) => b - a));
    // A row without an IRR ranks last both ways (ranks are computed with the rows).
    const rows = await t.db.selectFrom('screened_opportunities').selectAll().execute();
    const ranked = await withRanks(
      rows.map((row) => (row.flare_name === 'fjord-01' ? { ...row, irr: null } : row)),
    );
    const fjord = ranked.find((row) => row.flare_name === 'fjord-01');
    expect(fjord?.rank_irr_desc).toBe(rows.length);
    expect(fjord?.rank_irr_asc).toBe(rows.length);
    const byIrr = ranked.filter((row) => row.irr !== null).sort((a, b) => a.rank_irr_asc - b.rank_irr_asc);
    expect(byIrr.map((row) => row.irr)).toEqual(
      byIrr.map((row) => row.irr).sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });

  it('follows the data: a new data version is screened again', async () => {
    await flare('new-01', 'andes-gas', { '2024': 2e7 });
    await bump('screen-test-2');
    // The list finds its rows older than the data and screens again before answering.
    const body = (await list()).json() as { total: number; dataVersion: string };
    expect(body.total).toBe(4);
    expect(body.dataVersion).toBe('screen-test-2');
    expect(await refreshScreening(t)).toBe(false);
    await bump('screen-test-3');
    expect(await refreshScreening(t)).toBe(true);
  });

  it('screens again rows an older model computed, the data unchanged (decision 026)', async () => {
    await refreshScreening(t);
    expect(await refreshScreening(t)).toBe(false);
    // What a database screened before the construction year holds: the data version alone.
    await t.db
      .updateTable('app_settings')
      .set({ value: 'screen-test-3' })
      .where('key', '=', SCREENING_VERSION_KEY)
      .execute();
    expect(await refreshScreening(t)).toBe(true);
    const body = (await list()).json() as { dataVersion: string };
    expect(body.dataVersion).toBe('screen-test-3');
  });

  it('refuses visitors and bad queries', async () => {
    const visitor = await list({}, null);
    expect(visitor.statusCode).toBe(401);
    for (const query of [
      { sort: 'owner' },
      { order: 'up' },
      { page: 0 },
      { page: 'x' },
      { country: 'x'.repeat(200) },
    ]) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.error().code).toBe('validation_failed');
    }
  });

  it('serves a page once per data version with its ETag, the same bytes to every user (decision 042)', async () => {
    const byCapacity = { sort: 'capacity', order: 'desc' };
    const other = await buildSignedInUser(t.db, t.clock);
    const first = await list(byCapacity);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    // Signed-in data: no shared cache keeps it; the browser asks again, with the ETag.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // Another user gets the same kept answer, which holds nothing of either user.
    const second = await list(byCapacity, other);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    for (const who of [user, other]) {
      expect(first.body).not.toContain(who.user.id);
      expect(first.body).not.toContain(who.user.email);
    }
    const revalidate = (caller: Caller, tag: string) => list(byCapacity, caller, { 'if-none-match': tag });
    const unchanged = await revalidate(other, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // The page is kept, yet a visitor is refused, with or without its ETag: the guard runs first.
    expect((await list(byCapacity, null)).statusCode).toBe(401);
    expect((await revalidate(null, etag)).statusCode).toBe(401);
    // Another order of the same rows is its own entry.
    const ascending = await list({ sort: 'capacity', order: 'asc' });
    expect(ascending.headers.etag).not.toBe(etag);
    // New data (as an import commits it): a new ETag and the new answer, the old ETag no longer matches.
    const before = first.json() as { total: number; dataVersion: string };
    await flare('cache-01', 'andes-gas', { '2024': 2e7 });
    await bump('screen-test-cache');
    const after = await revalidate(user, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const body = after.json() as { total: number; dataVersion: string; items: Item[] };
    expect(body.dataVersion).toBe('screen-test-cache');
    expect(body.total).toBe(before.total + 1);
    expect(body.items.map((item) => item.flare.name)).toContain('cache-01');
  });
});

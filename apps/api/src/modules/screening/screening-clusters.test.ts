import {
  clusterProjectInputs,
  defaultProjectInputs,
  DEFAULT_COMPOSITION,
  GATHERING_LINE_USD_PER_KM,
  higherHeatingValueMjPerM3,
  lowerHeatingValueMjPerM3,
  investorsContract,
  projectsContract,
  screeningContract,
  type ProjectWriteRequest,
  type RouteInput,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion, refreshAllRollups } from '../flaring-data/index.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildSignedInUser, countRows } from '../../testing/factories.js';
import { buildCompany, buildFlare, buildSatelliteSource } from '../../testing/flare-factory.js';
import { buildArgentina } from '../../testing/project-factory.js';
import { refreshScreening } from './screening.service.js';

/**
 * Issue 33, item 8 (decision 040): flares within the gathering radius of the largest of them pooled into
 * one plant, listed beside single flares; a draft re-forms its cluster at another radius.
 */

const SOURCE = 'cluster-satellite';
const DAYS: Record<string, number> = { '2022': 365, '2023': 365, '2024': 366 };
const ALL = ['2022', '2023', '2024'];
type ListQuery = RouteInput<typeof screeningContract.get>['query'];

describe('screened clusters on a hand-made field', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof buildSignedInUser>>;
  let companyId = '';
  const as = (token = user.token) => client(t).as(token);
  const list = async (query: ListQuery = {}) => {
    const response = await as().call(screeningContract.get, { query });
    return { status: response.statusCode, body: response.json() };
  };
  // Radii bad on purpose (out of bounds, not a number) go through here too.
  const cluster = (query: Record<string, string | number>) =>
    as().call(screeningContract.cluster, { query: query as never });

  /** A flare at (lat, lon) burning `m3PerDay` in each of `years`. */
  const flare = (name: string, latitude: number, longitude: number, m3PerDay: number, years: string[]) =>
    buildFlare(t.db, {
      name,
      companyId,
      sourceId: SOURCE,
      latitude,
      longitude,
      series: Object.fromEntries(years.map((year) => [year, m3PerDay * (DAYS[year] ?? 365)])),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    user = await buildSignedInUser(t.db, t.clock);
    const now = t.clock.now().toISOString();
    await buildArgentina(t.db);
    await buildSatelliteSource(t.db, t.clock, { id: SOURCE });
    companyId = await buildCompany(t.db, { slug: 'andes-gas', name: 'Andes Gas' });
    // Three small flares, none reaching 0.5 MW alone (3 000 m³/d × 35.68 MJ/m³ × 0.38 ÷ 86 400 = 0.47 MW):
    //   pad-a (38°S, 68°W); pad-b 0.02° south: 0.02 × 111.195 = 2.2239 km from pad-a;
    //   pad-c 0.03° west: 0.03 × 111.195 × cos 38° = 2.6287 km from pad-a; pad-b — pad-c 3.44 km.
    await flare('pad-a', -38, -68, 3_000, ALL);
    await flare('pad-b', -38.02, -68, 2_000, ALL);
    await flare('pad-c', -38, -68.03, 1_000, ALL);
    // Dark in 2024, 1.4 km from pad-a: no cluster takes it.
    await flare('pad-old', -38.01, -68.01, 2_500, ['2022', '2023']);
    // Alone, 55 km south: no cluster, too small to be listed.
    await flare('pad-far', -38.5, -68, 3_000, ALL);
    await refreshAllRollups(t.db);
    await bumpDataVersion(t.db, { value: 'cluster-test-1', now });
  }, 60_000);
  afterAll(async () => t.close());

  it('pools the flares within 5 km of the largest into one plant, with each member’s share', async () => {
    const { status, body } = await list({ kind: 'cluster' });
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    const [row] = body.items;
    expect(row?.kind).toBe('cluster');
    expect(row?.flare.name).toBe('pad-a');
    const members = row?.cluster?.members ?? [];
    expect(members.map((member) => member.name)).toEqual(['pad-a', 'pad-b', 'pad-c']);
    expect(members.map((member) => member.companyName)).toEqual(['Andes Gas', 'Andes Gas', 'Andes Gas']);
    // 3 000, 2 000 and 1 000 of 6 000 m³/d.
    expect(members.map((member) => member.share)).toEqual([0.5, 2_000 / 6_000, 1_000 / 6_000]);
    expect(members.reduce((sum, member) => sum + member.share, 0)).toBeCloseTo(1, 12);
    expect(members[1]?.km).toBeCloseTo(2.2239, 3);
    expect(members[2]?.km).toBeCloseTo(2.6287, 3);
    expect(row?.volumeM3PerDay).toBeCloseTo(6_000, 6);
    // The network: pad-a—pad-b 2.2239 + pad-a—pad-c 2.6287 = 4.8526 km × 258 168 USD/km = 1 252 780 USD.
    expect(row?.cluster?.gatheringKm).toBeCloseTo(4.8526, 3);
    expect(Math.abs((row?.cluster?.gatheringCapexUsd ?? 0) / 1_252_780 - 1)).toBeLessThan(0.001);
    expect(row?.cluster?.radiusKm).toBe(5);
    // The plant: the pooled gas's technology and size (0.71 MW of microturbines), the line in its capex.
    const lhv = lowerHeatingValueMjPerM3(DEFAULT_COMPOSITION);
    const hhv = higherHeatingValueMjPerM3(DEFAULT_COMPOSITION);
    const years = (m3: number) =>
      ALL.map((year) => ({ year: Number(year), volumeM3: m3 * (DAYS[year] ?? 365) }));
    const expected = clusterProjectInputs(
      [
        { id: 'a', latitude: -38, longitude: -68, m3PerDay: 3_000, years: years(3_000) },
        { id: 'b', latitude: -38.02, longitude: -68, m3PerDay: 2_000, years: years(2_000) },
        { id: 'c', latitude: -38, longitude: -68.03, m3PerDay: 1_000, years: years(1_000) },
      ].map((member) => ({ ...member, lhvMjPerM3: lhv, hhvMjPerM3: hhv })),
    );
    expect(row?.technology).toBe('microturbine');
    expect(row?.capacityMw).toBe(expected.capacityMw);
    expect(row?.capexUsd).toBeCloseTo(expected.inputs.capexUsd, 2);
    expect(row?.capexUsd).toBeCloseTo(
      expected.inputs.capexUsd - expected.gatheringCapexUsd + 4.85262 * GATHERING_LINE_USD_PER_KM,
      -2,
    );
    // Three years of record: P50/P90 of the pooled gas and both cases.
    expect(row?.supply.years).toBe(3);
    expect(row?.supply.p50M3PerDay).not.toBeNull();
    expect(row?.lenders).not.toBeNull();
    expect(row?.lastSeen.yearsUnseen).toBe(0);
  });

  it('lists clusters beside single flares: none of these flares is listed alone', async () => {
    expect((await list({ kind: 'flare' })).body.total).toBe(0);
    const both = await list();
    expect(both.body.total).toBe(1);
    expect(both.body.items[0]?.kind).toBe('cluster');
    expect((await list({ kind: 'cluster', sort: 'capacity', order: 'asc' })).body.total).toBe(1);
  });

  it('re-forms a draft’s cluster around its flare at the radius asked', async () => {
    const around = (flareName: string, radius?: number) =>
      cluster({
        country: 'argentina',
        company: 'andes-gas',
        flare: flareName,
        ...(radius === undefined ? {} : { radiusKm: radius }),
      });
    // pad-a is in a field the catalogue names (the draft is titled after it); the others in none.
    await t.db
      .insertInto('fields')
      .values({
        id: 'field-loma-alta',
        slug: 'loma-alta',
        name: 'LOMA ALTA',
        country_iso3: 'ARG',
        company_id: companyId,
        basin: null,
        province: null,
        outline: null,
        source_id: SOURCE,
      })
      .execute();
    await t.db
      .updateTable('flares')
      .set({ field_id: 'field-loma-alta' })
      .where('name', '=', 'pad-a')
      .execute();
    const at5 = await around('pad-a');
    expect(at5.statusCode).toBe(200);
    const body = at5.json();
    expect(body.radiusKm).toBe(5);
    expect(body.members.map((member) => member.name)).toEqual(['pad-a', 'pad-b', 'pad-c']);
    expect(body.members.map((member) => member.fieldName)).toEqual(['LOMA ALTA', null, null]);
    expect(body.members[0]?.series.map((point) => point.year)).toEqual([2022, 2023, 2024]);
    const at25 = (await around('pad-a', 2.5)).json();
    expect(at25.members.map((member) => member.name)).toEqual(['pad-a', 'pad-b']);
    expect(at25.members.map((member) => member.share)).toEqual([0.6, 0.4]);
    // Around pad-b: pad-a 2.22 km, pad-c 3.44 km.
    const aroundB = (await around('pad-b')).json();
    expect(aroundB.members.map((member) => member.name)).toEqual(['pad-b', 'pad-a', 'pad-c']);
    expect(aroundB.members[2]?.km).toBeCloseTo(3.443, 2);
    // A flare not seen in the latest year takes no cluster.
    expect((await around('pad-old')).statusCode).toBe(404);
    for (const radius of ['0.1', '51', 'abc']) {
      const refused = await cluster({
        country: 'argentina',
        company: 'andes-gas',
        flare: 'pad-a',
        radiusKm: radius,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.error().fields).toEqual({ radiusKm: 'projects.validation.radiusOutOfRange' });
    }
  });
  it('saves a project drafted from a cluster with its radius; a radius out of bounds saves nothing', async () => {
    const [row] = (await list({ kind: 'cluster' })).body.items;
    if (!row?.cluster) throw new Error('no cluster');
    const draft = await as().call(screeningContract.cluster, {
      query: { country: row.flare.country.slug, company: row.flare.company.slug, flare: row.flare.name },
    });
    expect(draft.statusCode).toBe(200);
    const members = draft.json().members;
    // At the default radius the draft holds the row's members.
    expect(members.map((member) => member.name)).toEqual(row.cluster.members.map((member) => member.name));
    const body = (gatheringRadiusKm: number): ProjectWriteRequest => ({
      titleEn: 'Cluster power',
      titleEs: 'Energía de la agrupación',
      summaryEn: 'One plant on the gas of a cluster of flares.',
      summaryEs: 'Una planta con el gas de una agrupación de antorchas.',
      descriptionEn: 'The cluster’s flares pooled.',
      descriptionEs: 'Las antorchas de la agrupación reunidas.',
      flares: members.map((member) => ({
        country: member.countrySlug,
        company: member.companySlug,
        name: member.name,
      })),
      technology: row.technology,
      model: defaultProjectInputs({
        technology: row.technology,
        capacityMw: row.capacityMw,
        gasLhvMjPerM3: 36,
      }),
      fundingSoughtUsd: Math.round(row.capexUsd),
      milestones: [],
      gatheringRadiusKm,
    });
    const count = () => countRows(t.db, 'projects');
    const before = await count();
    const refused = await as().call(projectsContract.post, { body: body(80) });
    expect(refused.statusCode).toBe(400);
    expect(refused.error().fields).toEqual({
      gatheringRadiusKm: 'projects.validation.radiusOutOfRange',
    });
    expect(await count()).toBe(before);
    const saved = await as().call(projectsContract.post, { body: body(5) });
    expect(saved.statusCode).toBe(201);
    const view = await as().call(projectsContract.getByProject, { params: { project: saved.json().slug } });
    expect(view.json().project.gatheringRadiusKm).toBe(5);
    expect(view.json().flares).toHaveLength(members.length);
  });

  it('matches an investor to a cluster by its country and its pooled plant’s technology', async () => {
    const [row] = (await list({ kind: 'cluster' })).body.items;
    if (!row?.cluster || row.lenders === null) throw new Error('no cluster with cases');
    const iso2 = (
      await t.db
        .selectFrom('countries')
        .select('iso2')
        .where('iso3', '=', row.flare.country.iso3)
        .executeTakeFirstOrThrow()
    ).iso2;
    const investor = await buildSignedInUser(t.db, t.clock, { username: 'cluster_investor' });
    const saved = await as(investor.token).call(investorsContract.putAccountInvestorProfile, {
      body: {
        organisation: 'Cluster Capital',
        type: 'fund',
        ticketMinUsd: 1,
        ticketMaxUsd: 10_000_000_000,
        countries: [iso2 as never], // the countries table's code, a string to the types
        technologies: [row.technology],
        instruments: [],
        minIrr: null,
        irrCase: 'sponsors',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let found = false;
    for (let page = 1; page <= 60 && !found; page++) {
      const matches = (
        await as(investor.token).call(investorsContract.getAccountInvestorMatches, { query: { page } })
      ).json();
      for (const item of matches.opportunities.items) {
        // Every match is of the investor's country, and of the technology its pooled size calls for.
        expect(item.flare.country.iso3).toBe(row.flare.country.iso3);
        if (item.flare.name === row.flare.name && item.memberCount > 1) {
          expect(item.memberCount).toBe(row.cluster.members.length);
          expect(item.capacityMw).toBe(row.capacityMw);
          found = true;
        }
      }
      if (matches.opportunities.items.length < matches.opportunities.pageSize) break;
    }
    expect(found).toBe(true);
  });
});

/** The shipped data (the seeded template): real clusters, a project drafted from one, an investor's matches. */
describe('screened clusters on the shipped data', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof buildSignedInUser>>;
  const as = (token = user.token) => client(t).as(token);
  const list = async (query: ListQuery = {}) => (await as().call(screeningContract.get, { query })).json();

  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
    user = await buildSignedInUser(t.db, t.clock);
    // The shipped data's screening, once (the seed loads none): the file's one long step.
    await refreshScreening(t);
  }, 180_000);
  afterAll(async () => t.close());

  it('lists clusters, each member named with its operator and share, within the radius', async () => {
    const clusters = await list({ kind: 'cluster', sort: 'capacity' });
    const singles = await list({ kind: 'flare' });
    const both = await list();
    expect(clusters.total).toBeGreaterThan(100);
    expect(both.total).toBe(clusters.total + singles.total);
    expect(singles.items.every((row) => row.kind === 'flare' && row.cluster === null)).toBe(true);
    for (const row of clusters.items) {
      const members = row.cluster?.members ?? [];
      expect(row.kind).toBe('cluster');
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.length).toBeLessThanOrEqual(10);
      expect(members[0]?.name).toBe(row.flare.name);
      expect(members.every((member) => member.km <= 5)).toBe(true);
      expect(members.reduce((sum, member) => sum + member.share, 0)).toBeCloseTo(1, 9);
      expect(members.reduce((sum, member) => sum + member.m3PerDay, 0)).toBeCloseTo(row.volumeM3PerDay, 3);
      expect(row.cluster?.gatheringCapexUsd).toBeCloseTo(
        (row.cluster?.gatheringKm ?? 0) * GATHERING_LINE_USD_PER_KM,
        3,
      );
      expect(row.capexUsd).toBeGreaterThan(row.cluster?.gatheringCapexUsd ?? 0);
      expect(row.lastSeen.yearsUnseen).toBe(0);
    }
    // A draft at the default radius holds the row's members.
    const [row] = clusters.items;
    if (!row) throw new Error('no cluster on the shipped data');
    const draft = await as().call(screeningContract.cluster, {
      query: { country: row.flare.country.slug, company: row.flare.company.slug, flare: row.flare.name },
    });
    expect(draft.json().members.map((member) => member.name)).toEqual(
      row.cluster?.members.map((member) => member.name),
    );
  });
});

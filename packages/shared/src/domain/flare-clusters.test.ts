import { describe, expect, it } from 'vitest';
import {
  CLUSTER_MAX_MEMBERS,
  clusterAround,
  clusterProjectInputs,
  distanceKm,
  formClusters,
  gatheringCapexUsd,
  GATHERING_LINE_USD_PER_KM,
  gatheringNetworkKm,
  indexPoints,
  memberShares,
  pooledRecord,
} from './flare-clusters.js';
import { flareProjectInputs } from './flare-project.js';

/**
 * A hand-made field near 0°N 0°E. One degree of arc is 6 371.0088 × π ÷ 180 = 111.19508 km, so:
 *   A (0, 0) — B (0.02°N, 0): 2.22390 km; A — C (0, 0.03°E): 3.33585 km (on the equator);
 *   B — C: √(2.22390² + 3.33585²) ≈ 4.0092 km (near the equator the sphere is flat to 1e-5);
 *   A — D (0.05°N, 0): 5.55975 km (beyond 5 km); B — D: 3.33585 km; E (1°N, 1°E) is far from all.
 * Gas (m³/d): A 10 000, B 4 000, C 2 000, D 6 000, E 9 000.
 */
const A = { id: 'a', latitude: 0, longitude: 0, m3PerDay: 10_000 };
const B = { id: 'b', latitude: 0.02, longitude: 0, m3PerDay: 4_000 };
const C = { id: 'c', latitude: 0, longitude: 0.03, m3PerDay: 2_000 };
const D = { id: 'd', latitude: 0.05, longitude: 0, m3PerDay: 6_000 };
const E = { id: 'e', latitude: 1, longitude: 1, m3PerDay: 9_000 };
const FIELD = [E, D, C, B, A];

describe('distanceKm', () => {
  it('gives the great-circle distances worked by hand', () => {
    expect(distanceKm(A, B)).toBeCloseTo(2.2239, 4);
    expect(distanceKm(A, C)).toBeCloseTo(3.33585, 4);
    expect(distanceKm(B, C)).toBeCloseTo(4.0092, 3);
    expect(distanceKm(A, D)).toBeCloseTo(5.55975, 4);
  });
});

describe('formClusters', () => {
  it('forms a star around each neighbourhood’s largest flare, nearest first', () => {
    const clusters = formClusters(FIELD, 5);
    // A is larger than B and C (its neighbours within 5 km); D is larger than B, its only neighbour.
    // B is in both rows (two alternative plants); E has no neighbour; C is no anchor (A is larger).
    expect(clusters.map((cluster) => cluster.anchor.id)).toEqual(['a', 'd']);
    const [first, second] = clusters;
    expect(first?.members.map((member) => member.point.id)).toEqual(['a', 'b', 'c']);
    expect(first?.members[1]?.km).toBeCloseTo(2.2239, 4);
    expect(second?.members.map((member) => member.point.id)).toEqual(['d', 'b']);
    expect(second?.members[1]?.km).toBeCloseTo(3.33585, 4);
  });

  it('widens with the radius: at 6 km A takes D too, and D is no longer an anchor', () => {
    const clusters = formClusters(FIELD, 6);
    expect(clusters.map((cluster) => cluster.anchor.id)).toEqual(['a']);
    expect(clusters[0]?.members.map((member) => member.point.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('forms none when no two flares are within the radius', () => {
    expect(formClusters(FIELD, 2)).toEqual([]);
  });

  it('keeps at most CLUSTER_MAX_MEMBERS, the nearest', () => {
    // 14 small flares on a meridian 0.001° (111 m) apart, north of a large one.
    const line = Array.from({ length: 14 }, (_, i) => ({
      id: `p${String(i + 1).padStart(2, '0')}`,
      latitude: (i + 1) * 0.001,
      longitude: 0,
      m3PerDay: 100,
    }));
    const [cluster] = formClusters([A, ...line], 5);
    expect(cluster?.members).toHaveLength(CLUSTER_MAX_MEMBERS);
    expect(cluster?.members.at(-1)?.point.id).toBe('p09');
  });
});

describe('clusterAround', () => {
  it('re-forms a draft’s cluster around its anchor at the radius asked', () => {
    const index = indexPoints(FIELD);
    expect(clusterAround(index, D, 5).members.map((member) => member.point.id)).toEqual(['d', 'b']);
    expect(clusterAround(index, D, 6).members.map((member) => member.point.id)).toEqual(['d', 'b', 'a']);
    expect(clusterAround(index, D, 1).members.map((member) => member.point.id)).toEqual(['d']);
  });
});

describe('memberShares', () => {
  it('gives each member’s share of the pooled gas, adding up to 1', () => {
    const shares = memberShares([A, B, C]);
    // 10 000, 4 000 and 2 000 of 16 000 m³/d.
    expect(shares).toEqual([0.625, 0.25, 0.125]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1);
    const odd = memberShares([{ m3PerDay: 1 }, { m3PerDay: 2 }, { m3PerDay: 7 }, { m3PerDay: 3 }]);
    expect(odd.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
  });
});

describe('the gathering line', () => {
  it('costs Parker’s 4-inch line, escalated to USD 2017, per km', () => {
    // Per mile, USD 2000, D = 4: materials 330.5 × 16 + 687 × 4 + 26 960 = 34 996; labour 343 × 16 +
    // 2 074 × 4 + 170 013 = 183 797; miscellaneous 8 417 × 4 + 7 324 = 40 992; right of way 577 × 4 +
    // 29 788 = 32 096; in all 291 881 USD/mile. × 245.12 ÷ 172.2 (CPI-U) = 415 481 USD 2017/mile;
    // ÷ 1.609344 = 258 168 USD/km.
    expect(Math.abs(GATHERING_LINE_USD_PER_KM / 258_168 - 1)).toBeLessThan(0.001);
  });

  it('spans the members by the shortest network, worked by hand to 0.1 %', () => {
    // A, B, C: AB 2.2239 + AC 3.33585 = 5.55975 km (BC, 4.0092, is longer than both and left out).
    const km = gatheringNetworkKm([A, B, C]);
    expect(Math.abs(km / 5.55975 - 1)).toBeLessThan(0.001);
    // 5.55975 km × 258 168 USD/km = 1 435 351 USD.
    expect(Math.abs(gatheringCapexUsd(km) / 1_435_351 - 1)).toBeLessThan(0.001);
    expect(gatheringNetworkKm([A])).toBe(0);
  });
});

describe('clusterProjectInputs', () => {
  const years = (base: number) =>
    [2019, 2020, 2021, 2022, 2023].map((year, i) => ({ year, volumeM3: base * 365 * (1 - 0.05 * i) }));

  it('pools the gas and the record over the years every member has gas, and adds the line', () => {
    const members = [
      { ...A, lhvMjPerM3: 40, hhvMjPerM3: 44, years: years(10_000) },
      { ...B, lhvMjPerM3: 35, hhvMjPerM3: 39, years: years(4_000).slice(1) },
    ];
    const record = pooledRecord(members);
    // B has no 2019: the pooled record starts in 2020, each year the two volumes added.
    expect(record.map((point) => point.year)).toEqual([2020, 2021, 2022, 2023]);
    expect(record[0]?.volumeM3).toBeCloseTo((10_000 + 4_000) * 365 * 0.95, 6);
    const project = clusterProjectInputs(members);
    expect(project.volumeM3PerDay).toBe(14_000);
    // Gas-weighted heating values: (10 000 × 40 + 4 000 × 35) ÷ 14 000 = 38.5714 MJ/m³.
    expect(project.lhvMjPerM3).toBeCloseTo(38.5714, 4);
    expect(project.hhvMjPerM3).toBeCloseTo((10_000 * 44 + 4_000 * 39) / 14_000, 9);
    const plant = flareProjectInputs({
      volumeM3PerDay: 14_000,
      lhvMjPerM3: project.lhvMjPerM3,
      hhvMjPerM3: project.hhvMjPerM3,
      years: record,
    });
    expect(project.capacityMw).toBe(plant.capacityMw);
    expect(project.technology).toBe(plant.technology);
    expect(project.gatheringKm).toBeCloseTo(2.2239, 4);
    expect(project.inputs.capexUsd).toBeCloseTo(plant.inputs.capexUsd + 2.2239 * 258_168, -2);
  });
});

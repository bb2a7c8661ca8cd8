import { flareProjectInputs, type FlareProject } from './flare-project.js';

/**
 * Clusters of small flares pooled into one plant (issue 33, item 8; decision 040). Pure functions: the
 * screening (the API) and the project draft (the web) form a cluster the same way.
 *
 * A cluster is **a star around its largest flare**: the anchor (the flare with the most gas among those
 * within the gathering radius of it) and every other eligible flare within the radius of the anchor,
 * nearest first, at most CLUSTER_MAX_MEMBERS in all. The plant stands at the anchor; the members' gas
 * reaches it by a gathering network, costed as the minimum spanning tree of the members (great-circle
 * km, straight lines) × GATHERING_LINE_USD_PER_KM.
 */

/** The gathering radius, km: the default a screened cluster is formed with, and the bounds a draft takes. */
export const GATHERING_RADIUS_KM = { default: 5, min: 0.5, max: 50 } as const;

/** At most this many flares in one cluster, the anchor included (the nearest to it are kept). */
export const CLUSTER_MAX_MEMBERS = 10;

/** The mean Earth radius, km (IUGG), of the great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance between two points, km (haversine). */
export const distanceKm = (
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

// ---------------------------------------------------------------------------------------------
// The gathering line's cost
// ---------------------------------------------------------------------------------------------

/**
 * The gathering line's cost per km (decision 040): Parker's regression of US natural gas pipeline costs
 * (N. Parker, "Using Natural Gas Transmission Pipeline Costs to Estimate Hydrogen Pipeline Costs", UC
 * Davis Institute of Transportation Studies, UCD-ITS-RR-04-35, 2004; FERC filings 1991–2003), in USD of
 * 2000 per mile for a pipe of D inches:
 *   materials 330.5 D² + 687 D + 26 960; labour 343 D² + 2 074 D + 170 013;
 *   miscellaneous 8 417 D + 7 324; right of way 577 D + 29 788;
 * for a 4-inch line (small-diameter gathering), escalated to USD of 2017 — the year of the plant costs
 * the model takes (EPA CHP catalogue) — by the US CPI-U annual averages (BLS: 2000 172.2, 2017 245.120),
 * per km (1 mile = 1.609344 km). No compression, no route factor: an estimate, and each row says so.
 * The coefficients are as recalled from Parker (2004), not checked against the paper in this build (no
 * copy was at hand; decision 040): the methodology page says so.
 */
export const GATHERING_LINE_SOURCE = {
  diameterInches: 4,
  usd2000PerMile: (d: number) =>
    330.5 * d * d +
    687 * d +
    26_960 +
    (343 * d * d + 2_074 * d + 170_013) +
    (8_417 * d + 7_324) +
    (577 * d + 29_788),
  cpi2000: 172.2,
  cpi2017: 245.12,
  kmPerMile: 1.609344,
} as const;

/** USD (2017) per km of 4-inch gathering line: ≈ 258 170. */
export const GATHERING_LINE_USD_PER_KM =
  (GATHERING_LINE_SOURCE.usd2000PerMile(GATHERING_LINE_SOURCE.diameterInches) *
    (GATHERING_LINE_SOURCE.cpi2017 / GATHERING_LINE_SOURCE.cpi2000)) /
  GATHERING_LINE_SOURCE.kmPerMile;

/** The capex of `km` of gathering line, USD. */
export const gatheringCapexUsd = (km: number): number => km * GATHERING_LINE_USD_PER_KM;

// ---------------------------------------------------------------------------------------------
// Forming clusters
// ---------------------------------------------------------------------------------------------

/** A flare a cluster may take: where it is and its latest gas (m³/d). */
export type ClusterPoint = { id: string; latitude: number; longitude: number; m3PerDay: number };

/** Points sorted by latitude, for the neighbours of a point within a radius (a latitude window first). */
export type PointIndex<P extends ClusterPoint> = { byLatitude: P[]; latitudes: Float64Array };

export const indexPoints = <P extends ClusterPoint>(points: readonly P[]): PointIndex<P> => {
  const byLatitude = [...points].sort((a, b) => a.latitude - b.latitude || (a.id < b.id ? -1 : 1));
  return { byLatitude, latitudes: Float64Array.from(byLatitude, (point) => point.latitude) };
};

/** The first place in `sorted` at or above `value`. */
const lowerBound = (sorted: Float64Array, value: number): number => {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as number) < value) low = mid + 1;
    else high = mid;
  }
  return low;
};

/** Every other point within `radiusKm` of `center`, with its distance, nearest first (ties by id). */
export const neighboursWithin = <P extends ClusterPoint>(
  index: PointIndex<P>,
  center: ClusterPoint,
  radiusKm: number,
): Array<{ point: P; km: number }> => {
  // A degree of latitude is ≥ 110.57 km everywhere: nothing within the radius lies outside this window.
  const window = radiusKm / 110.5;
  const found: Array<{ point: P; km: number }> = [];
  for (let i = lowerBound(index.latitudes, center.latitude - window); i < index.byLatitude.length; i++) {
    const point = index.byLatitude[i] as P;
    if (point.latitude > center.latitude + window) break;
    if (point.id === center.id) continue;
    const km = distanceKm(center, point);
    if (km <= radiusKm) found.push({ point, km });
  }
  return found.sort((a, b) => a.km - b.km || (a.point.id < b.point.id ? -1 : 1));
};

/** Whether `a` has more gas than `b` (ties: the smaller id), the order anchors are chosen in. */
const larger = (a: ClusterPoint, b: ClusterPoint) =>
  a.m3PerDay > b.m3PerDay || (a.m3PerDay === b.m3PerDay && a.id < b.id);

/** One cluster: its anchor first, then its other members nearest first, each with its distance to the anchor. */
export type FlareCluster<P extends ClusterPoint> = {
  anchor: P;
  members: Array<{ point: P; km: number }>;
  radiusKm: number;
};

/**
 * The cluster around `anchor` at `radiusKm`: the anchor and the points within the radius of it, nearest
 * first, at most CLUSTER_MAX_MEMBERS in all. (A draft re-forms its cluster this way when its radius changes.)
 */
export const clusterAround = <P extends ClusterPoint>(
  index: PointIndex<P>,
  anchor: P,
  radiusKm: number,
  maxMembers = CLUSTER_MAX_MEMBERS,
): FlareCluster<P> => ({
  anchor,
  members: [{ point: anchor, km: 0 }, ...neighboursWithin(index, anchor, radiusKm)].slice(0, maxMembers),
  radiusKm,
});

/**
 * The screened clusters at `radiusKm`: one around every point that has another within the radius and
 * more gas than each of them (its neighbourhood's largest). Two anchors are more than the radius apart,
 * so no cluster is another's; a flare between two anchors is in both rows — two plants one could build,
 * alternatives, never to be added up.
 */
export const formClusters = <P extends ClusterPoint>(
  points: readonly P[],
  radiusKm: number = GATHERING_RADIUS_KM.default,
  maxMembers = CLUSTER_MAX_MEMBERS,
): Array<FlareCluster<P>> => {
  const index = indexPoints(points);
  const clusters: Array<FlareCluster<P>> = [];
  for (const point of index.byLatitude) {
    const around = neighboursWithin(index, point, radiusKm);
    if (around.length === 0 || !around.every(({ point: other }) => larger(point, other))) continue;
    clusters.push(clusterAround(index, point, radiusKm, maxMembers));
  }
  return clusters.sort((a, b) => (a.anchor.id < b.anchor.id ? -1 : 1));
};

/**
 * The gathering network's length, km: the minimum spanning tree of the members (Prim's algorithm on the
 * great-circle distances; each member joined to the nearest one already connected).
 */
export const gatheringNetworkKm = (
  points: ReadonlyArray<{ latitude: number; longitude: number }>,
): number => {
  if (points.length < 2) return 0;
  const best = points.map((point) => distanceKm(points[0] as typeof point, point));
  const joined = points.map((_, i) => i === 0);
  let total = 0;
  for (let step = 1; step < points.length; step++) {
    let next = -1;
    for (let i = 0; i < points.length; i++) {
      if (!joined[i] && (next < 0 || (best[i] as number) < (best[next] as number))) next = i;
    }
    joined[next] = true;
    total += best[next] as number;
    for (let i = 0; i < points.length; i++) {
      if (!joined[i])
        best[i] = Math.min(best[i] as number, distanceKm(points[next] as never, points[i] as never));
    }
  }
  return total;
};

/** Each member's share of the pooled gas (its latest m³/d ÷ the sum): they add up to 1. */
export const memberShares = (members: ReadonlyArray<{ m3PerDay: number }>): number[] => {
  const total = members.reduce((sum, member) => sum + member.m3PerDay, 0);
  return members.map((member) => (total > 0 ? member.m3PerDay / total : 0));
};

/** What a cluster's plant is drawn from: each member's gas, heating values and yearly record. */
export type ClusterMemberSource = ClusterPoint & {
  lhvMjPerM3: number;
  hhvMjPerM3: number;
  years: ReadonlyArray<{ year: number; volumeM3: number }>;
};

export type ClusterProject = FlareProject & {
  /** The pooled gas, m³/d; its heating values, gas-weighted (energy adds up); the gathering line. */
  volumeM3PerDay: number;
  lhvMjPerM3: number;
  hhvMjPerM3: number;
  gatheringKm: number;
  gatheringCapexUsd: number;
  /** The members' yearly volumes added over the years in which every member has gas. */
  years: Array<{ year: number; volumeM3: number }>;
};

/**
 * The years in which every member has gas, each with the members' volumes added (as a project's several
 * flares: projectSupplyOutlook, decision 032), so that a member seen only lately does not look like growth.
 */
export const pooledRecord = (
  members: ReadonlyArray<{ years: ReadonlyArray<{ year: number; volumeM3: number }> }>,
): Array<{ year: number; volumeM3: number }> => {
  const withGas = members.map(
    (member) => new Set(member.years.filter((point) => point.volumeM3 > 0).map((point) => point.year)),
  );
  const [first, ...others] = withGas;
  const common = first ? [...first].filter((year) => others.every((years) => years.has(year))) : [];
  return common
    .sort((a, b) => a - b)
    .map((year) => ({
      year,
      volumeM3: members.reduce(
        (sum, member) =>
          sum + member.years.filter((point) => point.year === year).reduce((s, p) => s + p.volumeM3, 0),
        0,
      ),
    }));
};

/**
 * The plant of a cluster: flareProjectInputs on the pooled gas (its technology by the pooled size,
 * decision 038), its heating values the gas-weighted means of the members', its decline fitted to the
 * pooled record; the gathering network's capex added to the plant's.
 */
export const clusterProjectInputs = (members: readonly ClusterMemberSource[]): ClusterProject => {
  const volume = members.reduce((sum, member) => sum + member.m3PerDay, 0);
  const weighted = (pick: (member: ClusterMemberSource) => number) =>
    volume > 0 ? members.reduce((sum, member) => sum + member.m3PerDay * pick(member), 0) / volume : 0;
  const lhv = weighted((member) => member.lhvMjPerM3);
  const hhv = weighted((member) => member.hhvMjPerM3);
  const years = pooledRecord(members);
  const plant = flareProjectInputs({ volumeM3PerDay: volume, lhvMjPerM3: lhv, hhvMjPerM3: hhv, years });
  const gatheringKm = gatheringNetworkKm(members);
  const gathering = gatheringCapexUsd(gatheringKm);
  return {
    ...plant,
    inputs: { ...plant.inputs, capexUsd: plant.inputs.capexUsd + gathering },
    volumeM3PerDay: volume,
    lhvMjPerM3: lhv,
    hhvMjPerM3: hhv,
    gatheringKm,
    gatheringCapexUsd: gathering,
    years,
  };
};

import { NIGHTFIRE_MATCH_RADIUS_M } from '@flarescope/shared';

/**
 * Matching a night's detections to the catalogue (decision 034): each to the nearest flare within the
 * radius, whatever the country (a detection carries none); the rest grouped by place into candidates.
 */

export type Place = { latitude: number; longitude: number };
export type LocatedFlare = Place & { id: string };

/** Equirectangular distance in metres: exact enough under a few tens of kilometres. */
export const metresBetween = (a: Place, b: Place): number => {
  const toRad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * toRad * Math.cos(((a.latitude + b.latitude) / 2) * toRad);
  const y = (b.latitude - a.latitude) * toRad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
};

/**
 * A grid over places for "the nearest within r metres": cells of `cellDegrees`; a query looks at the cells
 * within r of its own (more cells of longitude towards the poles, all of them past 89°).
 */
export class PlaceGrid<T extends Place> {
  private readonly cells = new Map<string, T[]>();
  private readonly perDegree: number;

  constructor(
    places: Iterable<T>,
    private readonly cellDegrees: number,
  ) {
    this.perDegree = 1 / cellDegrees;
    for (const place of places) this.add(place);
  }

  private key(lat: number, lon: number) {
    return `${lat}:${lon}`;
  }

  add(place: T): void {
    const key = this.key(
      Math.floor(place.latitude * this.perDegree),
      Math.floor(place.longitude * this.perDegree),
    );
    const bucket = this.cells.get(key);
    if (bucket) bucket.push(place);
    else this.cells.set(key, [place]);
  }

  /** The nearest place within `radiusM` (ties to the one added first), or null. */
  nearest(at: Place, radiusM: number): { place: T; distanceM: number } | null {
    const latSpan = Math.ceil(radiusM / (111_320 * this.cellDegrees));
    const cos = Math.cos((Math.min(Math.abs(at.latitude), 89) * Math.PI) / 180);
    const lonSpan = Math.min(
      Math.ceil(radiusM / (111_320 * cos * this.cellDegrees)),
      Math.ceil(360 * this.perDegree),
    );
    const lat0 = Math.floor(at.latitude * this.perDegree);
    const lon0 = Math.floor(at.longitude * this.perDegree);
    const lonCells = Math.round(360 * this.perDegree);
    let best: { place: T; distanceM: number } | null = null;
    for (let dLat = -latSpan; dLat <= latSpan; dLat += 1) {
      for (let dLon = -lonSpan; dLon <= lonSpan; dLon += 1) {
        // Across the antimeridian: -180° and 180° are neighbours.
        let lon = lon0 + dLon;
        const half = lonCells / 2;
        if (lon < -half) lon += lonCells;
        else if (lon >= half) lon -= lonCells;
        for (const place of this.cells.get(this.key(lat0 + dLat, lon)) ?? []) {
          const distanceM = metresBetween(at, place);
          if (distanceM <= radiusM && (!best || distanceM < best.distanceM)) best = { place, distanceM };
        }
      }
    }
    return best;
  }
}

/** Cells of 0.02° (about 2.2 km): a 1.5 km radius looks at 3 × 3 of them at low latitudes. */
export const FLARE_GRID_DEGREES = 0.02;

export type DetectionMatch<D> = { detection: D; flareId: string; distanceM: number };

/** Each detection to its nearest catalogue flare within the radius; the others unmatched. */
export const matchDetections = <D extends Place>(
  detections: readonly D[],
  grid: PlaceGrid<LocatedFlare>,
  radiusM = NIGHTFIRE_MATCH_RADIUS_M,
): { matched: Array<DetectionMatch<D>>; unmatched: D[] } => {
  const matched: Array<DetectionMatch<D>> = [];
  const unmatched: D[] = [];
  for (const detection of detections) {
    const found = grid.nearest(detection, radiusM);
    if (found) matched.push({ detection, flareId: found.place.id, distanceM: found.distanceM });
    else unmatched.push(detection);
  }
  return { matched, unmatched };
};

/**
 * Unmatched detections of one night grouped by place: each joins the first group whose first detection is
 * within the radius, else starts one (in file order, so the same file gives the same groups).
 */
export const groupByPlace = <D extends Place>(
  detections: readonly D[],
  radiusM = NIGHTFIRE_MATCH_RADIUS_M,
): D[][] => {
  const groups: Array<Place & { members: D[] }> = [];
  const grid = new PlaceGrid<Place & { members: D[] }>([], FLARE_GRID_DEGREES);
  for (const detection of detections) {
    const found = grid.nearest(detection, radiusM);
    if (found) found.place.members.push(detection);
    else {
      const group = { latitude: detection.latitude, longitude: detection.longitude, members: [detection] };
      groups.push(group);
      grid.add(group);
    }
  }
  return groups.map((group) => group.members);
};

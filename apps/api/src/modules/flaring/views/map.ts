import type { MapQuery, MapResponse } from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import { requireCompany, requireCountry, requireLatestYear } from '../figures.js';
import * as repo from '../flaring.repository.js';
import { toFlareType } from '../presenters.js';

/** Above this many flares in a map box, points are grouped on a grid (MapResponse.clustered). */
export const MAP_POINT_CAP = 10_000;

/** Grid cell in degrees for clustering at a zoom: about 40 px cells on a 512 px world tile. */
const cellDegrees = (zoom: number) => 360 / (2 ** Math.floor(zoom) * 12);

export const getMapPoints = async (db: Db, query: MapQuery, cap = MAP_POINT_CAP): Promise<MapResponse> => {
  const year = await requireLatestYear(db);
  const country = query.country ? await requireCountry(db, query.country) : undefined;
  const company = country && query.company ? await requireCompany(db, country, query.company) : undefined;
  if (query.company && !country)
    throw new AppError('validation_failed', { fields: { company: 'validation.invalid_value' } });
  const rows = await repo.mapPoints(db, {
    year,
    bbox: query.bbox,
    countryIso3: country?.iso3,
    companyId: company?.id,
  });
  const points = rows.map((row) => ({
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    flaredM3: Number(row.volume),
    count: 1,
    name: row.name,
    countrySlug: row.countrySlug,
    companySlug: row.companySlug,
    type: toFlareType(row.type),
  }));
  if (points.length <= cap) {
    return { year, clustered: false, cap, total: points.length, points };
  }
  const cell = cellDegrees(query.zoom);
  const cells = new Map<string, { lat: number; lon: number; volume: number; count: number }>();
  for (const p of points) {
    const key = `${Math.floor((p.latitude + 90) / cell)}:${Math.floor((p.longitude + 180) / cell)}`;
    const c = cells.get(key) ?? { lat: 0, lon: 0, volume: 0, count: 0 };
    // Volume-weighted centre, so a cluster sits where most of its gas is flared.
    const weight = p.flaredM3;
    c.lat += p.latitude * weight;
    c.lon += p.longitude * weight;
    c.volume += weight;
    c.count += 1;
    cells.set(key, c);
  }
  return {
    year,
    clustered: true,
    cap,
    total: points.length,
    points: [...cells.values()].map((c) => ({
      latitude: c.lat / c.volume,
      longitude: c.lon / c.volume,
      flaredM3: c.volume,
      count: c.count,
      name: null,
      countrySlug: null,
      companySlug: null,
      type: null,
    })),
  };
};

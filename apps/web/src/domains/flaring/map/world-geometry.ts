import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type CountryProperties = { iso3: string | null; name: string };
export type CountryFeature = Feature<Polygon | MultiPolygon, CountryProperties>;
export type CountryCollection = FeatureCollection<Polygon | MultiPolygon, CountryProperties>;

/** ISO 3166-1 numeric code of Antarctica: left out, it has no flaring and fills a Mercator map's bottom. */
const ANTARCTICA = '010';

/**
 * Makes a ring continuous across the 180° meridian: world-atlas is spherical, so a ring that crosses
 * it jumps from +180 to −180, which MapLibre draws as a streak across the whole map. After a jump of
 * more than 180°, the following longitudes are shifted by ±360° (Chukotka then lies at 190°E, where
 * MapLibre draws it beside the rest of Russia).
 */
export const unwrapRing = (ring: readonly Position[]): Position[] => {
  let offset = 0;
  let previous: number | undefined;
  return ring.map(([lon = 0, lat = 0]) => {
    if (previous !== undefined) {
      const delta = lon + offset - previous;
      if (delta > 180) offset -= 360;
      else if (delta < -180) offset += 360;
    }
    previous = lon + offset;
    return [lon + offset, lat];
  });
};

const unwrapGeometry = (geometry: Polygon | MultiPolygon): Polygon | MultiPolygon =>
  geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(unwrapRing) }
    : {
        type: 'MultiPolygon',
        coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)),
      };

/** [alpha2, alpha3, numeric, …] rows of i18n-iso-countries' codes.json. */
export type IsoCodeRow = readonly string[];

/**
 * The Natural Earth countries of a world-atlas topology as GeoJSON with ISO alpha-3 codes (the API's
 * country key), unwrapped at the antimeridian, without Antarctica. Shapes without an ISO code
 * (Kosovo, Somaliland, N. Cyprus) keep `iso3: null`: they are drawn but carry no flaring data.
 */
export const toCountryCollection = (topology: Topology, codes: readonly IsoCodeRow[]): CountryCollection => {
  const alpha3ByNumeric = new Map(codes.map((row) => [row[2], row[1]]));
  const object = topology.objects.countries as GeometryCollection<{ name: string }>;
  const collection = feature(topology, object) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  const features: CountryFeature[] = [];
  for (const country of collection.features) {
    const numeric = country.id === undefined ? undefined : String(country.id).padStart(3, '0');
    if (numeric === ANTARCTICA) continue;
    features.push({
      type: 'Feature',
      id: country.id,
      properties: {
        iso3: (numeric && alpha3ByNumeric.get(numeric)) ?? null,
        name: country.properties.name,
      },
      geometry: unwrapGeometry(country.geometry),
    });
  }
  return { type: 'FeatureCollection', features };
};

/** Loads the offline world layer on demand (world-atlas 110m, about 30 kB gzip) with the ISO codes. */
export const loadWorldCountries = async (): Promise<CountryCollection> => {
  const [topology, codes] = await Promise.all([
    import('world-atlas/countries-110m.json'),
    import('i18n-iso-countries/codes.json'),
  ]);
  return toCountryCollection(
    topology.default as unknown as Topology,
    codes.default as unknown as readonly IsoCodeRow[],
  );
};

/** [west, south, east, north] of a geometry (after unwrapping, east may exceed 180). */
export const geometryBounds = (geometry: Polygon | MultiPolygon): [number, number, number, number] => {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons) {
    for (const [lon = 0, lat = 0] of polygon[0] ?? []) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return [west, south, east, north];
};

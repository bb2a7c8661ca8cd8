import type { MapResponse } from '@flarescope/shared';
import type { FeatureCollection, Point } from 'geojson';
import type { CountryCollection } from './world-geometry';

export type MapPoint = MapResponse['points'][number];

/** Properties of a flare (or server-side cluster) on the map; MapLibre keeps only JSON values. */
export type PointProperties = {
  flaredM3: number;
  count: number;
  name: string | null;
  countrySlug: string | null;
  companySlug: string | null;
  type: string | null;
};

export type PointCollection = FeatureCollection<Point, PointProperties>;

export const toPointCollection = (points: readonly MapPoint[]): PointCollection => ({
  type: 'FeatureCollection',
  features: points.map((point) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
    properties: {
      flaredM3: point.flaredM3,
      count: point.count,
      name: point.name,
      countrySlug: point.countrySlug,
      companySlug: point.companySlug,
      type: point.type,
    },
  })),
});

/** One country's flared volume, keyed by ISO alpha-3, for the choropleth. */
export type CountryShade = { iso3: string; flaredM3: number };

/** The countries with `flaredM3` set from `shades` (0 where the API has none) for the fill layer. */
export const shadeCountries = (countries: CountryCollection, shades: readonly CountryShade[]) => {
  const byIso3 = new Map(shades.map((shade) => [shade.iso3, shade.flaredM3]));
  return {
    ...countries,
    features: countries.features.map((country) => ({
      ...country,
      properties: {
        ...country.properties,
        flaredM3: (country.properties.iso3 && byIso3.get(country.properties.iso3)) || 0,
      },
    })),
  };
};

/**
 * Class breaks of the choropleth, m³ per year: 0.1, 1, 5 and 15 bcm. About a third of the flaring
 * countries sit under 0.1 bcm; above 15 bcm are only the three largest (Russia, Iran, Iraq).
 */
export const SHADE_BREAKS_M3 = [1e8, 1e9, 5e9, 15e9] as const;
export const SHADE_COLORS = ['#fde4cf', '#fdba74', '#f97316', '#c2410c', '#7c2d12'] as const;
export const NO_FLARING_COLOR = '#eef0f3';

/** The choropleth's colour of a yearly flared volume (the legend's classes; grey for none). */
export const shadeColorOf = (flaredM3: number): string => {
  if (!(flaredM3 > 0)) return NO_FLARING_COLOR;
  const index = SHADE_BREAKS_M3.findIndex((limit) => flaredM3 < limit);
  return SHADE_COLORS[index === -1 ? SHADE_COLORS.length - 1 : index] as string;
};
/** Concession outlines: a teal that reads against the shades, the sea and the yellow flares. */
export const OUTLINE_COLOR = '#0f766e';

/** [west, south, east, north] around points, or null for none. */
export const pointsBounds = (points: readonly MapPoint[]): [number, number, number, number] | null => {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { longitude, latitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [west, south, east, north];
};

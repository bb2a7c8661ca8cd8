import { Box } from '@mantine/core';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { useMemo, useState, type ReactNode } from 'react';
import { shadeColorOf, type CountryShade } from './map-data';
import { geometryBounds, type CountryCollection } from './world-geometry';
import { useWorldPaths } from './use-world-paths';
import classes from './country-select-map.module.css';
import frame from './map-frame.module.css';
import { MapStatus } from './map-status';

/**
 * The drawn area, in Web Mercator: all longitudes, latitudes 58° S to 84° N (no Antarctica, as on the
 * MapLibre maps). `VIEW_HEIGHT` follows from the projection, so the map keeps the world's proportions.
 */
const VIEW_WIDTH = 1000;
const NORTH = 84;
const SOUTH = -58;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const PIXELS_PER_RADIAN = VIEW_WIDTH / (2 * Math.PI);
const TOP = mercatorY(NORTH);
const VIEW_HEIGHT = Math.round((TOP - mercatorY(SOUTH)) * PIXELS_PER_RADIAN);

/** A position's point in the SVG's coordinates (latitudes beyond the drawn area are clamped). */
export const project = ([lon = 0, lat = 0]: Position): [number, number] => [
  ((lon + 180) / 360) * VIEW_WIDTH,
  (TOP - mercatorY(Math.max(-85, Math.min(85, lat)))) * PIXELS_PER_RADIAN,
];

/**
 * A polygon or multipolygon as one SVG path (its rings, holes included, to be even-odd filled), with
 * `digits` decimals of the SVG's units: 1 for the world, more for a map zoomed onto a company's fields.
 */
export const geometryPath = (geometry: Polygon | MultiPolygon, digits = 1): string =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates)
    .map((polygon) =>
      polygon
        .map(
          (ring) =>
            `M${ring
              .map((position) =>
                project(position)
                  .map((value) => value.toFixed(digits))
                  .join(','),
              )
              .join('L')}Z`,
        )
        .join(''),
    )
    .join('');

/** A country of the world layer as the SVG maps draw it: its path, and its bounds to zoom onto. */
export type CountryPath = {
  key: string;
  iso3: string | null;
  name: string;
  d: string;
  /** [west, south, east, north] in degrees (east may exceed 180 after unwrapping: world-geometry.ts). */
  bounds: [number, number, number, number];
};

/** One SVG path per country of the world layer (its polygons and holes, even-odd filled). */
export const countryPaths = (world: CountryCollection): CountryPath[] =>
  world.features.map((country, index) => ({
    key: country.properties.iso3 ?? `${country.properties.name}-${index}`,
    iso3: country.properties.iso3,
    name: country.properties.name,
    d: geometryPath(country.geometry),
    bounds: geometryBounds(country.geometry),
  }));

export type CountrySelectMapProps = {
  /** The map's accessible name ('Map for selecting a country'). */
  label: string;
  /** Flared volume per country: the shading. Countries not listed are grey and cannot be chosen. */
  shades?: readonly CountryShade[];
  /**
   * The hover text of a country (its name and flared gas), or null for a country the API does not know.
   * Asked once a pointer is over the map: before that a country's title is its name.
   */
  describeCountry: (iso3: string, flaredM3: number) => string | null;
  onCountryClick: (iso3: string) => void;
  /** Shown under the map (the colour legend). */
  legend?: ReactNode;
};

/**
 * A light world map for choosing a country (/companies): the Natural Earth countries drawn as SVG,
 * shaded by flared gas; a click opens a country. It needs neither WebGL nor MapLibre, so a phone
 * draws it at once; keyboard users choose from the list of countries beside it (the same links).
 */
export const CountrySelectMap = ({
  label,
  shades,
  describeCountry,
  onCountryClick,
  legend,
}: CountrySelectMapProps) => {
  const { paths, hasFailed } = useWorldPaths();
  // Each country's hover text formats a volume and a sentence: ~200 of them in the first render was a
  // long task on a phone that has no pointer to hover with (issue 35, item 8). They are written when a
  // pointer first comes over the map, long before a browser shows a title.
  const [isPointerOver, setIsPointerOver] = useState(false);

  const volumes = useMemo(() => new Map(shades?.map((shade) => [shade.iso3, shade.flaredM3])), [shades]);

  return (
    <Box>
      <div
        className={frame.map}
        style={{ aspectRatio: `${VIEW_WIDTH} / ${VIEW_HEIGHT}` }}
        data-testid="country-select-map"
      >
        {paths && (
          <svg
            className={classes.svg}
            viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
            role="img"
            aria-label={label}
            data-map-ready="true"
            onPointerEnter={() => setIsPointerOver(true)}
          >
            {paths.map(({ key, iso3, name, d }) => {
              const flaredM3 = iso3 ? volumes.get(iso3) : undefined;
              const isChoosable = iso3 !== null && flaredM3 !== undefined;
              const tip = isChoosable && isPointerOver ? describeCountry(iso3, flaredM3) : null;
              return (
                <path
                  key={key}
                  d={d}
                  data-iso3={iso3 ?? undefined}
                  fill={shadeColorOf(flaredM3 ?? 0)}
                  className={isChoosable ? classes.choosable : classes.country}
                  onClick={isChoosable ? () => onCountryClick(iso3) : undefined}
                >
                  <title>{tip ?? name}</title>
                </path>
              );
            })}
          </svg>
        )}
        {!paths && <MapStatus hasFailed={hasFailed} />}
      </div>
      {legend}
    </Box>
  );
};

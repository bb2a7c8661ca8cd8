import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { MultiPolygon, Polygon } from 'geojson';
import { useMemo, type ReactNode } from 'react';
import { geometryPath, project } from './country-select-map';
import { OUTLINE_COLOR, shadeColorOf, type CountryShade, type MapPoint } from './map-data';
import { useWorldPaths } from './use-world-paths';
import frame from './map-frame.module.css';
import classes from './flares-picture.module.css';
import { MapStatus } from './map-status';

/** Phone-sized screens: maps open as a picture (or the world's SVG countries), MapLibre on request. */
export const NARROW_SCREEN = '(max-width: 48em)';

/** [west, south, east, north] in degrees. */
type Box4 = readonly [number, number, number, number];

/**
 * The MapLibre map's circle radius in pixels for a yearly volume (map-engine.ts `radiusByVolume`: linear
 * in the square root of the volume between these stops), so the picture's circles match the map's.
 */
const RADIUS_STOPS: ReadonlyArray<readonly [number, number]> = [
  [0, 2.5],
  [Math.sqrt(1e7), 4],
  [Math.sqrt(1e8), 7],
  [Math.sqrt(1e9), 14],
  [Math.sqrt(1e10), 26],
];

export const radiusOf = (flaredM3: number): number => {
  const x = Math.sqrt(Math.max(0, flaredM3));
  for (let i = 1; i < RADIUS_STOPS.length; i += 1) {
    const [x1, r1] = RADIUS_STOPS[i] as readonly [number, number];
    const [x0, r0] = RADIUS_STOPS[i - 1] as readonly [number, number];
    if (x <= x1) return r0 + ((r1 - r0) * (x - x0)) / (x1 - x0);
  }
  return (RADIUS_STOPS[RADIUS_STOPS.length - 1] as readonly [number, number])[1];
};

/**
 * The part of the world map (in the SVG units of `project`, 1 000 for 360°) that shows `box` with a
 * margin, at least `minSpan` units wide and tall: about what the map's zoom limit of 8 shows across a
 * phone (380 px of a 512 × 2⁸ px world), so one flare alone is not blown up to the whole frame.
 */
export const viewBoxOf = (box: Box4, minSpan = 3): [number, number, number, number] => {
  const [x0, y0] = project([box[0], box[3]]);
  const [x1, y1] = project([box[2], box[1]]);
  const width = Math.max(x1 - x0, minSpan);
  const height = Math.max(y1 - y0, minSpan);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const margin = 1.15;
  return [cx - (width * margin) / 2, cy - (height * margin) / 2, width * margin, height * margin];
};

export type FlaresPictureProps = {
  /** The picture's accessible name (the map's). */
  label: string;
  points?: readonly MapPoint[];
  shades?: readonly CountryShade[];
  outlines?: GeoJSON.FeatureCollection;
  /** The country drawn with a dark border (the screen's). */
  selectedIso3?: string;
  /** What the picture shows: a box around the flares, or else this country's outline. */
  bounds?: Box4 | null;
  /** Under the picture (the legend). */
  legend?: ReactNode;
  height: number;
};

/**
 * A still picture of a country's or a company's map for phones: the countries, the company's fields and
 * the flares drawn as SVG in the map's colours and at its first view. It needs neither MapLibre nor
 * WebGL (over a second of a phone's main thread, and a map that catches the thumb while scrolling);
 * the interactive map opens on request.
 */
export const FlaresPicture = ({
  label,
  points,
  shades,
  outlines,
  selectedIso3,
  bounds,
  legend,
  height,
}: FlaresPictureProps) => {
  const { paths: countries, hasFailed } = useWorldPaths();
  // The frame's width: the circles are sized in pixels, as the map's are.
  const { ref: frameRef, width: frameWidth } = useElementSize();

  const volumes = useMemo(() => new Map(shades?.map((shade) => [shade.iso3, shade.flaredM3])), [shades]);
  const selected = countries?.find((country) => country.iso3 === selectedIso3);
  const box = bounds ?? selected?.bounds ?? null;
  const viewBox = box ? viewBoxOf(box) : null;
  const fields = useMemo(
    () =>
      (outlines?.features ?? [])
        .filter((feature) => feature.geometry.type === 'Polygon' || feature.geometry.type === 'MultiPolygon')
        .map((feature, index) => ({
          key: String(feature.id ?? index),
          // Two decimals: zoomed onto a company's fields, one SVG unit is tens of pixels.
          d: geometryPath(feature.geometry as Polygon | MultiPolygon, 2),
        })),
    [outlines],
  );
  // SVG units per pixel: the circles keep the map's pixel radii whatever the zoom.
  const unit = viewBox ? Math.max(viewBox[2] / Math.max(1, frameWidth), viewBox[3] / height) : 1;

  return (
    <Box>
      <div ref={frameRef} className={frame.map} style={{ height }} data-testid="flares-picture">
        {countries && viewBox && frameWidth > 0 && (
          <svg
            className={classes.svg}
            viewBox={viewBox.map((value) => value.toFixed(3)).join(' ')}
            role="img"
            aria-label={label}
            data-map-ready="true"
          >
            {/* The screen's country last, so its dark border is not covered by its neighbours' white ones. */}
            {[
              ...countries.filter((c) => c.iso3 !== selectedIso3),
              ...countries.filter((c) => c.iso3 === selectedIso3),
            ].map(({ key, iso3, d }) => (
              <path
                key={key}
                d={d}
                fill={shadeColorOf((iso3 && volumes.get(iso3)) || 0)}
                className={iso3 === selectedIso3 ? classes.selected : classes.country}
              />
            ))}
            {fields.map(({ key, d }) => (
              <path key={key} d={d} className={classes.field} fill={OUTLINE_COLOR} stroke={OUTLINE_COLOR} />
            ))}
            {(points ?? []).map((point, index) => {
              const [x, y] = project([point.longitude, point.latitude]);
              return (
                <circle
                  key={index}
                  cx={x}
                  cy={y}
                  r={radiusOf(point.flaredM3) * unit}
                  className={point.count > 1 ? classes.cluster : classes.flare}
                />
              );
            })}
          </svg>
        )}
        {!(countries && viewBox) && <MapStatus hasFailed={hasFailed} />}
      </div>
      {legend}
    </Box>
  );
};

import type { CountryShade, MapPoint } from '../domains/flaring/map/map-data';
import type { MapEngine, MapEngineOptions } from '../domains/flaring/map/map-engine';

/**
 * Stands in for map-engine.ts in jsdom (no WebGL): records what the screen asks the map to show and
 * lets a test play the user's clicks through the callbacks the screen gave it.
 * Every web test gets it in place of the real engine (vitest.config.ts, `fakeMapEngine`).
 */
export const fakeMap = {
  options: null as MapEngineOptions | null,
  shades: [] as CountryShade[],
  points: [] as MapPoint[],
  outlines: null as GeoJSON.FeatureCollection | null,
  selected: null as string | null,
  /** The boxes the map was fitted to, in order ([west, south, east, north] and the zoom limit). */
  fitted: [] as Array<{ bounds: [number, number, number, number]; maxZoom: number | undefined }>,
  reset() {
    this.fitted = [];
    this.options = null;
    this.shades = [];
    this.points = [];
    this.outlines = null;
    this.selected = null;
  },
};

export const createMapEngine = (options: MapEngineOptions): MapEngine => {
  fakeMap.options = options;
  // Like the real engine: what the map knows at creation is drawn from the start, and the same
  // shades or points given again change nothing.
  let shown = { shades: options.shades, points: options.points, outlines: options.outlines };
  fakeMap.outlines = options.outlines ?? null;
  fakeMap.shades = [...(options.shades ?? [])];
  fakeMap.points = [...(options.points ?? [])];
  if (options.points) options.onPointsRendered?.(options.points.length);
  // A map of an unmounted screen (an earlier test's) must not write into this test's record.
  let isAlive = true;
  const whileAlive = (apply: () => void) => {
    if (isAlive) apply();
  };
  return {
    setShades: (shades) =>
      whileAlive(() => {
        if (shades === shown.shades) return;
        shown = { ...shown, shades };
        fakeMap.shades = [...shades];
      }),
    setPoints: (points) =>
      whileAlive(() => {
        if (points === shown.points) return;
        shown = { ...shown, points };
        fakeMap.points = [...points];
        options.onPointsRendered?.(points.length);
      }),
    setOutlines: (outlines) =>
      whileAlive(() => {
        if (outlines === shown.outlines) return;
        shown = { ...shown, outlines };
        fakeMap.outlines = outlines;
      }),
    setSelectedCountry: (iso3) => whileAlive(() => (fakeMap.selected = iso3)),
    fitBounds: (bounds, maxZoom) => whileAlive(() => fakeMap.fitted.push({ bounds, maxZoom })),
    fitCountry: () => undefined,
    resize: () => undefined,
    destroy: () => {
      isAlive = false;
    },
  };
};

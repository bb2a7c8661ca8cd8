import { Box } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/get-app-config';
import type { CountryShade, MapPoint, PointProperties } from './map-data';
import type { Bounds, createMapEngine, MapEngine } from './map-engine';
import { loadWorldCountries, type CountryCollection } from './world-geometry';
import './flare-map-popup.css';
import frame from './map-frame.module.css';
import { MapStatus } from './map-status';
import { useHasBeenOnScreen } from './use-on-screen';

/** What the map shows first: the world, a country's outline, or a box (around a country's flares). */
export type MapFocus =
  | { kind: 'world' }
  | { kind: 'country'; iso3: string }
  | { kind: 'bounds'; bounds: Bounds; maxZoom?: number };

export type FlareMapProps = {
  /** The map's accessible name, e.g. 'Map of flares in Argentina'. */
  label: string;
  shades?: readonly CountryShade[];
  points?: readonly MapPoint[];
  /** Concession outlines (GeoJSON polygons) drawn under the flares: a company's fields. */
  outlines?: GeoJSON.FeatureCollection;
  selectedIso3?: string | null;
  focus?: MapFocus;
  describeCountry: (iso3: string, flaredM3: number) => string | null;
  describePoint: (point: PointProperties) => string;
  onCountryClick?: (iso3: string) => void;
  onPointClick?: (point: PointProperties) => void;
  onViewChange?: (bbox: Bounds, zoom: number) => void;
  /** Shown under the map (the colour legend). */
  legend?: ReactNode;
  height?: number | string;
  /** Group nearby flares when zoomed out (default); false for a country's or a company's flares. */
  isClustered?: boolean;
  /**
   * The shades or points are still on their way: the map is created once they are known and draws
   * them in its first frames (each later change re-tiles its layer and redraws the whole map).
   */
  isDataPending?: boolean;
};

/**
 * A world map as tall as half its width (up to 640 px): the inhabited latitudes then fill the width
 * without MapLibre repeating the world at the sides.
 */
export const WORLD_MAP_HEIGHT = 'clamp(280px, 50vw, 640px)';

/** A map's height in pixels when its screen does not set one. */
export const DEFAULT_MAP_HEIGHT = 420;

declare global {
  interface Window {
    /** Set when the points layer has been drawn: read by the benchmark (scripts/bench-web.ts). */
    __flarescopeMap?: { pointsRenderedAt: number; points: number };
  }
}

type MapModules = [{ createMapEngine: typeof createMapEngine }, CountryCollection];
let mapModules: Promise<MapModules> | null = null;

/** MapLibre and the world layer, loaded once per page load. */
const loadMapModules = () => {
  mapModules ??= Promise.all([import('./map-engine'), loadWorldCountries()]);
  // A failed download may succeed on the next visit.
  mapModules.catch(() => (mapModules = null));
  return mapModules;
};

type Callbacks = Pick<
  FlareMapProps,
  'describeCountry' | 'describePoint' | 'onCountryClick' | 'onPointClick' | 'onViewChange'
>;

/**
 * The explorers' map. MapLibre (about 290 kB gzip) and the world layer load on demand, after the
 * page's own content and once the map is on screen; everything the map shows is also in the tables
 * of the screen that uses it.
 */
export const FlareMap = (props: FlareMapProps) => {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const latest = useRef<Callbacks & Pick<FlareMapProps, 'shades' | 'points' | 'outlines'>>(props);
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [isDrawn, setIsDrawn] = useState(false);
  const config = useAppConfig();
  const isConfigSettled = !config.isPending;
  const basemapStyleUrl = config.data?.basemapStyleUrl ?? null;
  const { shades, points, outlines, selectedIso3, focus, label, isDataPending = false } = props;
  // Latched: a refetch (another horizon) updates the map in place rather than recreating it.
  const [hasData, setHasData] = useState(!isDataPending);
  if (!isDataPending && !hasData) setHasData(true);

  useEffect(() => {
    latest.current = props;
  });

  // MapLibre (280 kB, over a second of script on a phone) loads only once the map's frame is on
  // screen: a map below the fold (a project's page on a phone) costs nothing until the visitor
  // scrolls to it. Passive effects run after the first paint, so even a map in view starts
  // downloading once the page's text is drawn, in parallel with the map's data and the deployment
  // settings, and never competes with what a visitor reads first.
  const isOnScreen = useHasBeenOnScreen(containerRef);
  useEffect(() => {
    if (isOnScreen) void loadMapModules().catch(() => undefined);
  }, [isOnScreen]);

  useEffect(() => {
    if (!isConfigSettled || !hasData || !isOnScreen) return;
    let isCancelled = false;
    let created: MapEngine | null = null;
    loadMapModules()
      .then(([{ createMapEngine }, world]) => {
        const container = containerRef.current;
        if (isCancelled || !container) return;
        created = createMapEngine({
          container,
          world,
          basemapStyleUrl,
          isClustered: props.isClustered ?? true,
          shades: latest.current.shades,
          points: latest.current.points,
          outlines: latest.current.outlines,
          uiStrings: {
            'Map.Title': label,
            'NavigationControl.ZoomIn': t('explorer.map.zoomIn'),
            'NavigationControl.ZoomOut': t('explorer.map.zoomOut'),
            'Popup.Close': t('header.close'),
          },
          describeCountry: (iso3, flaredM3) => latest.current.describeCountry(iso3, flaredM3),
          describePoint: (point) => latest.current.describePoint(point),
          onCountryClick: (iso3) => latest.current.onCountryClick?.(iso3),
          onPointClick: (point) => latest.current.onPointClick?.(point),
          onViewChange: (bbox, zoom) => latest.current.onViewChange?.(bbox, zoom),
          onDrawn: () => {
            if (!isCancelled) setIsDrawn(true);
          },
          onPointsRendered: (count) => {
            container.dataset.pointsRendered = String(count);
            window.__flarescopeMap = { pointsRenderedAt: performance.now(), points: count };
          },
        });
        setEngine(created);
      })
      .catch(() => {
        // No WebGL (or the chunk failed to load): the screen's tables still hold every figure.
        if (!isCancelled) setHasFailed(true);
      });
    return () => {
      isCancelled = true;
      created?.destroy();
      setEngine(null);
      setIsDrawn(false);
    };
    // The label and MapLibre's control texts follow the language: a language change redraws the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isConfigSettled, hasData, isOnScreen, basemapStyleUrl, i18n.language]);

  useEffect(() => {
    if (engine && shades) engine.setShades(shades);
  }, [engine, shades]);

  useEffect(() => {
    if (engine && points) engine.setPoints(points);
  }, [engine, points]);

  useEffect(() => {
    if (engine && outlines) engine.setOutlines(outlines);
  }, [engine, outlines]);

  useEffect(() => {
    engine?.setSelectedCountry(selectedIso3 ?? null);
  }, [engine, selectedIso3]);

  const focusKey = JSON.stringify(focus ?? null);
  useEffect(() => {
    if (!engine || !focus) return;
    if (focus.kind === 'country') engine.fitCountry(focus.iso3);
    if (focus.kind === 'bounds') engine.fitBounds(focus.bounds, focus.maxZoom);
    // focusKey stands for focus: a new object with the same box must not move the map again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, focusKey]);

  return (
    <Box>
      <div
        ref={containerRef}
        className={frame.map}
        style={{ height: props.height ?? DEFAULT_MAP_HEIGHT }}
        data-testid="flare-map"
        data-map-ready={engine ? 'true' : undefined}
      >
        {(!isDrawn || hasFailed) && <MapStatus hasFailed={hasFailed} />}
      </div>
      {props.legend}
    </Box>
  );
};

import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  Map as MapLibreMap,
  NavigationControl,
  Popup,
  prewarm,
  setWorkerUrl,
  type GeoJSONSource,
  type LayerSpecification,
  type MapGeoJSONFeature,
  type MapMouseEvent,
  type StyleSpecification,
} from 'maplibre-gl';
import {
  NO_FLARING_COLOR,
  OUTLINE_COLOR,
  SHADE_BREAKS_M3,
  SHADE_COLORS,
  shadeCountries,
  toPointCollection,
  type CountryShade,
  type MapPoint,
  type PointProperties,
} from './map-data';
import { geometryBounds, type CountryCollection } from './world-geometry';

setWorkerUrl(workerUrl);
// Start MapLibre's web workers (and their 150 kB script) now, while the page still renders, rather
// than when the first map is created. Without workers (a very old browser) the map reports itself
// unavailable when it is created, and the page's tables still hold every figure.
if (typeof Worker === 'function') prewarm();

export type Bounds = [number, number, number, number];

export type MapEngineOptions = {
  container: HTMLElement;
  world: CountryCollection;
  /** MapLibre groups nearby flares when zoomed out (the world view); a country's flares stay single. */
  isClustered: boolean;
  /** A MapLibre style URL (BASEMAP_STYLE_URL) drawn under our layers; the offline world layer otherwise. */
  basemapStyleUrl: string | null;
  /** MapLibre's own control texts (zoom buttons, canvas label) in the user's language. */
  uiStrings: Record<string, string>;
  describeCountry: (iso3: string, flaredM3: number) => string | null;
  describePoint: (point: PointProperties) => string;
  onCountryClick?: (iso3: string) => void;
  onPointClick?: (point: PointProperties) => void;
  /** The visible box and zoom after each move (server-side clusters are refetched for it). */
  onViewChange?: (bbox: Bounds, zoom: number) => void;
  /** Called once the map has loaded and is drawn at the screen's resolution (it is hidden until then). */
  onDrawn?: () => void;
  /** Called on the first `idle` after points were set: the points layer has been drawn. */
  onPointsRendered?: (count: number) => void;
  /**
   * What the map shows from its first frame, when already known: drawn in that frame, instead of an
   * empty world redrawn (and its layers re-tiled) as each arrives. Later changes go through setShades/setPoints.
   */
  shades?: readonly CountryShade[];
  points?: readonly MapPoint[];
  /** Concession outlines (a company's fields), drawn under the flares; later ones through setOutlines. */
  outlines?: GeoJSON.FeatureCollection;
};

export type MapEngine = {
  setShades: (shades: readonly CountryShade[]) => void;
  setPoints: (points: readonly MapPoint[]) => void;
  setOutlines: (outlines: GeoJSON.FeatureCollection) => void;
  setSelectedCountry: (iso3: string | null) => void;
  fitBounds: (bounds: Bounds, maxZoom?: number) => void;
  fitCountry: (iso3: string) => void;
  resize: () => void;
  destroy: () => void;
};

const SEA = '#dce9f2';
const BORDER = '#ffffff';
const SELECTED = '#1f2937';
const FLARE_FILL = '#fde047';
const FLARE_STROKE = '#713f12';
const CLUSTER_FILL = '#facc15';

const shadeColor = [
  'step',
  ['get', 'flaredM3'],
  NO_FLARING_COLOR,
  1,
  SHADE_COLORS[0],
  ...SHADE_BREAKS_M3.flatMap((limit, index) => [limit, SHADE_COLORS[index + 1]]),
] as unknown as string;

/** Radius grows with the square root of the volume, so a circle's area follows the flared gas. */
const radiusByVolume = [
  'interpolate',
  ['linear'],
  ['sqrt', ['get', 'flaredM3']],
  0,
  2.5,
  Math.sqrt(1e7),
  4,
  Math.sqrt(1e8),
  7,
  Math.sqrt(1e9),
  14,
  Math.sqrt(1e10),
  26,
] as unknown as number;

const ourLayers = (hasBasemap: boolean): LayerSpecification[] => [
  {
    id: 'countries-fill',
    type: 'fill',
    source: 'countries',
    paint: { 'fill-color': shadeColor, 'fill-opacity': hasBasemap ? 0.55 : 1 },
  },
  {
    id: 'countries-border',
    type: 'line',
    source: 'countries',
    paint: { 'line-color': BORDER, 'line-width': 0.6 },
  },
  {
    id: 'country-selected',
    type: 'line',
    source: 'countries',
    filter: ['==', ['get', 'iso3'], ''],
    paint: { 'line-color': SELECTED, 'line-width': 2 },
  },
  {
    id: 'fields-fill',
    type: 'fill',
    source: 'fields',
    paint: { 'fill-color': OUTLINE_COLOR, 'fill-opacity': 0.12 },
  },
  {
    id: 'fields-line',
    type: 'line',
    source: 'fields',
    paint: { 'line-color': OUTLINE_COLOR, 'line-width': 1.2 },
  },
  {
    id: 'flare-clusters',
    type: 'circle',
    source: 'flares',
    filter: ['any', ['has', 'point_count'], ['>', ['get', 'count'], 1]],
    paint: {
      'circle-color': CLUSTER_FILL,
      'circle-opacity': 0.85,
      'circle-stroke-color': FLARE_STROKE,
      'circle-stroke-width': 1.5,
      'circle-radius': radiusByVolume,
    },
  },
  {
    id: 'flare-points',
    type: 'circle',
    source: 'flares',
    filter: ['all', ['!', ['has', 'point_count']], ['<=', ['get', 'count'], 1]],
    paint: {
      'circle-color': FLARE_FILL,
      'circle-opacity': 0.9,
      'circle-stroke-color': FLARE_STROKE,
      'circle-stroke-width': 1,
      'circle-radius': radiusByVolume,
    },
  },
];

/** The canvas's resolution while the map loads (see below): a 1200 px wide map is 75 px wide. */
const LOADING_PIXEL_RATIO = 1 / 16;

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * MapLibre with our layers: countries shaded by flared volume, flares as circles sized by volume,
 * clustered by MapLibre when zoomed out (and by the server when it sends clusters). Only fill, line
 * and circle layers: no glyphs or sprites to download, so it works offline.
 */
export const createMapEngine = (options: MapEngineOptions): MapEngine => {
  const { container, world, basemapStyleUrl } = options;
  const hasBasemap = basemapStyleUrl !== null;
  let currentShades = options.shades;
  let currentPoints = options.points;
  let shaded = shadeCountries(world, currentShades ?? []);
  let pendingPointsRender: number | null = currentPoints ? currentPoints.length : null;

  let currentOutlines = options.outlines;
  const sources: StyleSpecification['sources'] = {
    countries: { type: 'geojson', data: shaded, maxzoom: 0, tolerance: 0 },
    fields: { type: 'geojson', data: currentOutlines ?? EMPTY },
    flares: {
      type: 'geojson',
      data: currentPoints ? toPointCollection(currentPoints) : EMPTY,
      cluster: options.isClustered,
      clusterRadius: 28,
      clusterMaxZoom: 4,
      clusterProperties: {
        flaredM3: ['+', ['get', 'flaredM3']],
        count: ['+', ['get', 'count']],
      },
    },
  };
  const offlineStyle: StyleSpecification = {
    version: 8,
    sources,
    layers: [{ id: 'sea', type: 'background', paint: { 'background-color': SEA } }, ...ourLayers(false)],
  };

  const map = new MapLibreMap({
    container,
    style: basemapStyleUrl ?? offlineStyle,
    // The inhabited world, from Alaska to Chukotka (unwrapped past 180°) and Tierra del Fuego to Svalbard.
    bounds: [
      [-168, -55],
      [190, 75],
    ],
    fitBoundsOptions: { padding: 8 },
    // Below 0 so that the whole world fits a phone's width (MapLibre allows down to −2).
    minZoom: -2,
    maxZoom: 14,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: options.uiStrings,
    fadeDuration: 0,
    pixelRatio: LOADING_PIXEL_RATIO,
  });
  map.touchZoomRotate.disableRotation();
  // Until its sources have loaded, MapLibre redraws the map as each piece arrives (the style, each
  // source's data, each tile): a dozen frames. The browser copies every frame of a WebGL canvas (a
  // read-back that blocks the page, long where WebGL runs on the CPU), and each frame costs its
  // pixels. So those frames are drawn on a canvas of a few pixels, hidden behind the loader; once
  // everything has loaded, the map is drawn once at the screen's resolution and shown.
  const canvas = map.getCanvas();
  canvas.style.visibility = 'hidden';
  let isLoading = true;
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

  // Our sources exist once the style has loaded (the offline style holds them) or, over a basemap,
  // once they are added to it. Data that arrives earlier waits for that moment, not for a first
  // full render (waiting for `idle` cost a whole frame of the world's countries before the flares).
  const sourcesReady = new Promise<void>((resolve) => {
    if (hasBasemap) {
      map.once('load', () => {
        for (const [id, source] of Object.entries(sources)) map.addSource(id, source);
        for (const layer of ourLayers(true)) map.addLayer(layer);
        resolve();
      });
    } else if (map.isStyleLoaded()) resolve();
    else map.once('style.load', () => resolve());
  });

  const flaresSource = () => map.getSource<GeoJSONSource>('flares');
  const fieldsSource = () => map.getSource<GeoJSONSource>('fields');
  const countriesSource = () => map.getSource<GeoJSONSource>('countries');
  const whenStyled = (apply: () => void) => void sourcesReady.then(apply);

  const popup = new Popup({
    closeButton: false,
    closeOnClick: false,
    className: 'flare-map-popup',
    maxWidth: '260px',
  });
  const hover = (text: string | null, event: MapMouseEvent) => {
    map.getCanvas().style.cursor = text ? 'pointer' : '';
    if (text) popup.setLngLat(event.lngLat).setText(text).addTo(map);
    else popup.remove();
  };

  const featureAt = (event: MapMouseEvent): MapGeoJSONFeature | undefined => {
    const layers = ['flare-points', 'flare-clusters', 'countries-fill'].filter((id) => map.getLayer(id));
    return map.queryRenderedFeatures(event.point, { layers })[0];
  };

  map.on('mousemove', (event) => {
    const feature = featureAt(event);
    if (!feature) return hover(null, event);
    const props = feature.properties as Record<string, unknown>;
    if (feature.layer.id === 'countries-fill') {
      const iso3 = typeof props.iso3 === 'string' ? props.iso3 : null;
      return hover(iso3 ? options.describeCountry(iso3, Number(props.flaredM3 ?? 0)) : null, event);
    }
    hover(options.describePoint(props as PointProperties), event);
  });
  map.on('mouseout', () => popup.remove());

  map.on('click', (event) => {
    const feature = featureAt(event);
    if (!feature) return;
    const props = feature.properties as Record<string, unknown>;
    const geometry = feature.geometry;
    const center = geometry.type === 'Point' ? (geometry.coordinates as [number, number]) : undefined;
    if (feature.layer.id === 'countries-fill') {
      if (typeof props.iso3 === 'string') options.onCountryClick?.(props.iso3);
      return;
    }
    if (typeof props.cluster_id === 'number') {
      void flaresSource()
        ?.getClusterExpansionZoom(props.cluster_id)
        .then((zoom) => map.easeTo({ center, zoom }));
      return;
    }
    if (Number(props.count) > 1) {
      map.easeTo({ center, zoom: map.getZoom() + 2 });
      return;
    }
    options.onPointClick?.(props as PointProperties);
  });

  const reportView = () => {
    const bounds = map.getBounds();
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    options.onViewChange?.(
      [
        clamp(bounds.getWest(), 180),
        clamp(bounds.getSouth(), 90),
        clamp(bounds.getEast(), 180),
        clamp(bounds.getNorth(), 90),
      ],
      map.getZoom(),
    );
  };
  map.on('moveend', reportView);

  map.on('idle', () => {
    if (isLoading) {
      isLoading = false;
      canvas.style.visibility = '';
      map.setPixelRatio(window.devicePixelRatio);
      options.onDrawn?.();
      return;
    }
    if (pendingPointsRender === null) return;
    const count = pendingPointsRender;
    pendingPointsRender = null;
    options.onPointsRendered?.(count);
  });

  return {
    setShades: (shades) => {
      if (shades === currentShades) return;
      currentShades = shades;
      shaded = shadeCountries(world, shades);
      whenStyled(() => void countriesSource()?.setData(shaded));
    },
    setPoints: (points) => {
      if (points === currentPoints) return;
      currentPoints = points;
      whenStyled(() => {
        void flaresSource()
          ?.setData(toPointCollection(points))
          .then(() => {
            pendingPointsRender = points.length;
            map.triggerRepaint();
          });
      });
    },
    setOutlines: (outlines) => {
      if (outlines === currentOutlines) return;
      currentOutlines = outlines;
      whenStyled(() => void fieldsSource()?.setData(outlines));
    },
    setSelectedCountry: (iso3) =>
      whenStyled(() => map.setFilter('country-selected', ['==', ['get', 'iso3'], iso3 ?? ''])),
    fitBounds: ([west, south, east, north], maxZoom = 8) => {
      // A single flare has no extent: widen the box so fitBounds has something to fit.
      const pad = 0.05;
      map.fitBounds(
        [
          [west - pad, south - pad],
          [east + pad, north + pad],
        ],
        { padding: 32, maxZoom, duration: 0 },
      );
    },
    fitCountry: (iso3) => {
      const country = world.features.find((feature) => feature.properties.iso3 === iso3);
      if (!country) return;
      const [west, south, east, north] = geometryBounds(country.geometry);
      map.fitBounds(
        [
          [west, south],
          [east, north],
        ],
        { padding: 24, maxZoom: 6, duration: 0 },
      );
    },
    resize: () => map.resize(),
    destroy: () => {
      popup.remove();
      map.remove();
    },
  };
};

import type { CountryRef, MapResponse } from '@flarescope/shared';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { MapLegend } from '../../../domains/flaring/components/map-legend';
import { useMapText } from '../../../domains/flaring/components/use-map-text';
import { useOpenCountry } from '../../../domains/flaring/components/use-open-country';
import { DEFAULT_MAP_HEIGHT, FlareMap, type MapFocus } from '../../../domains/flaring/map/flare-map';
import { FlaresPicture, NARROW_SCREEN } from '../../../domains/flaring/map/flares-picture';
import { InteractiveMapButton } from '../../../domains/flaring/map/interactive-map-button';
import { pointsBounds, type CountryShade, type PointProperties } from '../../../domains/flaring/map/map-data';
import { paths } from '../../../config/paths';
import { useMapPoints, type MapPointsQuery } from '../../../domains/flaring/api/get-map-points';

/** Fit the map to the flares it shows, or to the country's outline when there are none. */
export const focusOnFlares =
  (iso3: string) =>
  (map: MapResponse): MapFocus => {
    const bounds = pointsBounds(map.points);
    return bounds ? { kind: 'bounds', bounds, maxZoom: 8 } : { kind: 'country', iso3 };
  };

type ExplorerMapProps = {
  label: string;
  /** Every country the API knows (for names and links), shaded where `shades` gives a volume. */
  countries: readonly CountryRef[];
  shades?: readonly CountryShade[];
  /** The shades are still loading: the map waits for them (and for its flares) before it draws. */
  areShadesPending?: boolean;
  /** Only this country's (and company's) flares; the whole world otherwise. */
  country?: string;
  company?: string;
  selectedIso3?: string;
  focus?: MapFocus | ((points: MapResponse) => MapFocus);
  height?: number | string;
  /** A company's concession outlines, drawn under its flares and named in the legend. */
  outlines?: GeoJSON.FeatureCollection;
  /**
   * On a phone, a still picture of the map first (FlaresPicture) and the interactive map on request:
   * MapLibre costs a phone over a second of its main thread at the top of the screen.
   */
  isPictureOnPhone?: boolean;
};

/**
 * The Flaring Explorer's map: countries shaded by flared gas, flares of the latest year as circles.
 * A click on a country opens its view; on a flare, the flare (signed in) or its company.
 * When the server had to cluster, moving the map asks again for the visible box.
 */
export const ExplorerMap = ({
  label,
  countries,
  shades,
  areShadesPending = false,
  country,
  company,
  selectedIso3,
  focus,
  height,
  outlines,
  isPictureOnPhone = false,
}: ExplorerMapProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNarrow = useMediaQuery(NARROW_SCREEN, false, { getInitialValueInEffect: false });
  const [wantsMap, setWantsMap] = useState(false);
  const session = useSession();
  const [view, setView] = useState<Pick<MapPointsQuery, 'bbox' | 'zoom'>>({});
  const points = useMapPoints({ country, company, ...view });
  const isServerClustered = points.data?.clustered === true;
  // The map shows the latest year's flares; the answer says which year that is.
  const year = points.data?.year;
  const { describeCountry, describePoint } = useMapText(countries, year ?? 0);

  const handleCountryClick = useOpenCountry(countries, paths.flaring.country);

  const handlePointClick = useCallback(
    (point: PointProperties) => {
      if (!point.countrySlug || !point.companySlug) return;
      if (session.signedIn && point.name)
        void navigate(paths.flaring.flare(point.countrySlug, point.companySlug, point.name));
      else void navigate(paths.flaring.company(point.countrySlug, point.companySlug));
    },
    [navigate, session.signedIn],
  );

  const handleViewChange = useCallback(
    (bbox: [number, number, number, number], zoom: number) => {
      if (isServerClustered) setView({ bbox, zoom: Math.round(zoom * 2) / 2 });
    },
    [isServerClustered],
  );

  // The unpanned answer decides where the map looks (the same query as `points` until the user
  // pans a clustered map), so refetching the visible box never moves the map by itself.
  const initial = useMapPoints({ country, company });
  const resolvedFocus =
    typeof focus === 'function' ? (initial.data ? focus(initial.data) : undefined) : focus;

  const legend =
    year === undefined ? undefined : (
      <MapLegend
        year={year}
        showShades={shades !== undefined}
        showOutlines={(outlines?.features.length ?? 0) > 0}
      />
    );

  if (isPictureOnPhone && isNarrow && !wantsMap) {
    const frameHeight = typeof height === 'number' ? height : DEFAULT_MAP_HEIGHT;
    return (
      <Stack gap="sm">
        <FlaresPicture
          label={label}
          points={initial.data?.points}
          shades={shades}
          outlines={outlines}
          selectedIso3={selectedIso3}
          bounds={resolvedFocus?.kind === 'bounds' ? resolvedFocus.bounds : null}
          legend={legend}
          height={frameHeight}
        />
        <InteractiveMapButton onClick={() => setWantsMap(true)}>
          {t('explorer.map.openInteractive')}
        </InteractiveMapButton>
      </Stack>
    );
  }

  return (
    <FlareMap
      label={label}
      shades={shades}
      points={points.data?.points}
      outlines={outlines}
      selectedIso3={selectedIso3}
      focus={resolvedFocus}
      describeCountry={describeCountry}
      describePoint={describePoint}
      onCountryClick={handleCountryClick}
      onPointClick={handlePointClick}
      onViewChange={handleViewChange}
      legend={legend}
      height={height}
      isClustered={country === undefined}
      isDataPending={points.isPending || areShadesPending}
    />
  );
};

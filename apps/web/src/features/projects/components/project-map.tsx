import type { ProjectResponse } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { MapLegend } from '../../../domains/flaring/components/map-legend';
import { useMapText } from '../../../domains/flaring/components/use-map-text';
import { FlareMap } from '../../../domains/flaring/map/flare-map';
import type { MapPoint } from '../../../domains/flaring/map/map-data';
import { localized } from './localized';

/** The project's flares on the map, sized by their latest year's volume. */
export const ProjectMap = ({ data }: { data: ProjectResponse }) => {
  const { t, i18n } = useTranslation();
  const year = Math.max(0, ...data.flares.map((flare) => flare.latestYear ?? 0));
  const countries = data.flares.map((flare) => ({ ...flare.country, iso2: '' }));
  const { describeCountry, describePoint } = useMapText(countries, year);
  const lons = data.flares.map((flare) => flare.longitude);
  const lats = data.flares.map((flare) => flare.latitude);
  return (
    <FlareMap
      label={t('projects.info.mapLabel', { title: localized(data.project.title, i18n.language) })}
      points={data.flares.map((flare) => ({
        latitude: flare.latitude,
        longitude: flare.longitude,
        flaredM3: flare.series.at(-1)?.flaredM3 ?? 0,
        count: 1,
        name: flare.name,
        countrySlug: flare.country.slug,
        companySlug: flare.company.slug,
        type: flare.type as MapPoint['type'],
      }))}
      selectedIso3={data.project.country.iso3}
      focus={{
        kind: 'bounds',
        bounds: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
        maxZoom: 7,
      }}
      isClustered={false}
      describeCountry={describeCountry}
      describePoint={describePoint}
      legend={<MapLegend year={year} showShades={false} />}
      height={320}
    />
  );
};

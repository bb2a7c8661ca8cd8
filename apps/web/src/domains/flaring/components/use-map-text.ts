import type { CountryRef } from '@flarescope/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointProperties } from '../map/map-data';
import { useFormat } from '../../../lib/format';
import { countryName } from './names';

/** The hover texts of the map: a country's name and flared gas, a flare's name or a cluster's size. */
export const useMapText = (countries: readonly CountryRef[], year: number) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const describeCountry = useCallback(
    (iso3: string, flaredM3: number) => {
      const country = countries.find((candidate) => candidate.iso3 === iso3);
      if (!country) return null;
      const name = countryName(country, i18n.language);
      return flaredM3 > 0
        ? t('explorer.map.countryTip', { name, volume: format.volume(flaredM3).text, year })
        : t('explorer.map.countryTipNone', { name });
    },
    [countries, format, i18n.language, t, year],
  );
  const describePoint = useCallback(
    (point: PointProperties) => {
      const volume = format.volume(point.flaredM3).text;
      return point.count > 1 || !point.name
        ? t('explorer.map.clusterTip', { count: point.count, volume, year })
        : t('explorer.map.flareTip', { name: point.name, volume, year });
    },
    [format, t, year],
  );
  return { describeCountry, describePoint };
};
